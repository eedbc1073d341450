import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { RemovePasswordForm } from './RemovePasswordForm';

/**
 * Signing in with passkeys only: offered once the account's passkeys are enough (two, or one and
 * recovery codes), else what to add first. A browser without WebAuthn cannot confirm with a
 * passkey, so it is not offered there.
 */
export function RemovePassword({
  removable,
  onRemoved,
}: {
  removable: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useFocusAfter<HTMLButtonElement>();
  if (!browserSupportsWebAuthn()) return null;

  const offer = open ? (
    <RemovePasswordForm
      onRemoved={onRemoved}
      onCancel={() => {
        setOpen(false);
        opener.focusNext();
      }}
    />
  ) : (
    <>
      <p className="text-sm">{t('settings.password.removeOffer')}</p>
      <button
        ref={opener.ref}
        type="button"
        onClick={() => setOpen(true)}
        className={secondaryButtonClasses}
      >
        {t('settings.password.remove')}
      </button>
    </>
  );

  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 className="font-semibold">{t('settings.password.removeTitle')}</h3>
      {removable ? offer : <p className="text-sm">{t('settings.password.removeBlocked')}</p>}
    </div>
  );
}
