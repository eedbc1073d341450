import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Customer balances per asset. Loaded on demand by the router. */
export default function AssetsPage() {
  return <PlaceholderPage />;
}
