import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Back-office screens. Loaded on demand by the router. */
export default function AdminPage() {
  return <PlaceholderPage />;
}
