import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Buy and sell screen. Loaded on demand by the router. */
export default function ExchangePage() {
  return <PlaceholderPage />;
}
