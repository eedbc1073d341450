import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** CAD and crypto withdrawals. Loaded on demand by the router. */
export default function WithdrawalsPage() {
  return <PlaceholderPage />;
}
