import { panelClasses } from '../../../components/form/form-styles';
import { usePageTitle } from '../../../lib/routing/page-title';
import { AdminPasskeySignIn } from './components/AdminPasskeySignIn';
import { PasswordSignInForm } from './components/PasswordSignInForm';
import { useAdminPasskeySignIn } from './use-admin-passkey-sign-in';

/**
 * /admin/signin: staff e-mail, password and authenticator code, or a passkey alone (ADR 56),
 * from the button or the e-mail field's suggestions; then the customer list.
 */
export default function AdminSignInPage() {
  const title = usePageTitle();
  const passkey = useAdminPasskeySignIn();
  return (
    <div className="w-full px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className={`mt-6 space-y-5 ${panelClasses}`}>
        <PasswordSignInForm />
        <AdminPasskeySignIn passkey={passkey} />
      </div>
    </div>
  );
}
