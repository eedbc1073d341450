import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/trading/PageHeading';
import { PasskeysSection } from './components/PasskeysSection';
import { ProfileSection } from './components/ProfileSection';

/** /admin/account (any staff role): who is signed in, and their own passkeys (ADR 56). */
export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminAccount.intro')} />
      <ProfileSection />
      <PasskeysSection />
    </div>
  );
}
