import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Customer dashboard. Loaded on demand by the router. */
export default function DashboardPage() {
  return <PlaceholderPage />;
}
