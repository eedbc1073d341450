import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Linked bank accounts. Loaded on demand by the router. */
export default function PaymentMethodsPage() {
  return <PlaceholderPage />;
}
