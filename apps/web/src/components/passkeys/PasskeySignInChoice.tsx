import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../form/form-styles';
import { SpinnerIcon } from '../icons';

/**
 * The other way in, below a sign-in form: a passkey instead of what the form asks. Offered only
 * where the browser can use one; `problem` says what went wrong, whether it came from the button
 * or the e-mail field's suggestions.
 */
export function PasskeySignInChoice({
  busy,
  onPrompt,
  problem,
}: {
  busy: boolean;
  onPrompt: () => void;
  problem: ReactNode;
}) {
  const { t } = useTranslation();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm text-gray-600 dark:text-gray-400">
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
        {t('passkeys.signIn.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
      </p>
      {problem}
      <button
        type="button"
        onClick={onPrompt}
        disabled={busy}
        aria-busy={busy}
        className={`w-full ${secondaryButtonClasses}`}
      >
        {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {t(busy ? 'passkeys.signIn.busy' : 'passkeys.signIn.button')}
      </button>
    </div>
  );
}
