import { usePageTitle } from '../../lib/routing/page-title';
import { IdentitySection } from './components/IdentitySection';
import { LimitsSection } from './components/LimitsSection';
import { TwoFactorSection } from './components/TwoFactorSection';
import { PasskeysSection } from './passkeys/PasskeysSection';
import { PasswordSection } from './password/PasswordSection';
import { PersonalTokensSection } from './personal-tokens/PersonalTokensSection';

/**
 * /settings: the account's security (two-step verification, passkeys, the password, the personal
 * API tokens) and its limits.
 */
export default function SettingsPage() {
  const title = usePageTitle();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <IdentitySection />
      <TwoFactorSection />
      <PasskeysSection />
      <PasswordSection />
      <PersonalTokensSection />
      <LimitsSection />
    </div>
  );
}
