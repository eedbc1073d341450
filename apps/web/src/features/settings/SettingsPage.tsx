import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Profile, security and preferences. Loaded on demand by the router. */
export default function SettingsPage() {
  return <PlaceholderPage />;
}
