import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Saved external crypto wallets. Loaded on demand by the router. */
export default function ExternalWalletsPage() {
  return <PlaceholderPage />;
}
