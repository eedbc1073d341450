import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Trade and transfer history. Loaded on demand by the router. */
export default function OrdersPage() {
  return <PlaceholderPage />;
}
