import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** CAD and crypto deposits. Loaded on demand by the router. */
export default function DepositsPage() {
  return <PlaceholderPage />;
}
