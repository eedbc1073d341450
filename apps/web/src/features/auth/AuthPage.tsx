import { PlaceholderPage } from '../../components/page/PlaceholderPage';

/** Sign-in, sign-up and password-reset screens (forms to come). Loaded on demand by the router. */
export default function AuthPage() {
  return <PlaceholderPage />;
}
