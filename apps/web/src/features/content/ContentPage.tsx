import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Marketing, education and legal pages. Loaded on demand by the router. */
export default function ContentPage() {
  return <PlaceholderPage />;
}
