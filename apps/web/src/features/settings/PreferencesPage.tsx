import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** /settings-preferences: display preferences (to come). Loaded on demand by the router. */
export default function PreferencesPage() {
  return <PlaceholderPage />;
}
