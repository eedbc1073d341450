import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Public landing page (live prices, contact form). Loaded on demand by the router. */
export default function LandingPage() {
  return <PlaceholderPage />;
}
