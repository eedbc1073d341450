import type { Passkey } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { PasskeyDates, PasskeyName } from '../../../../components/passkeys/PasskeyFacts';
import { RenamePasskeyForm } from '../../../../components/passkeys/RenamePasskeyForm';
import { useFocusAfter } from '../../../../lib/forms/use-focus-after';
import { useRenameStaffPasskeyMutation } from '../api/staff-passkeys-api';
import { RemovePasskeyForm } from './RemovePasskeyForm';

/**
 * One passkey: its name and dates, renamed in place or removed after the password. Closing a form
 * gives focus back to the button that opened it.
 */
export function PasskeyItem({ passkey, onRemoved }: { passkey: Passkey; onRemoved: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'renaming' | 'removing'>('view');
  const [rename, renaming] = useRenameStaffPasskeyMutation();
  const renameButton = useFocusAfter<HTMLButtonElement>();
  const removeButton = useFocusAfter<HTMLButtonElement>();
  const back = (focus: () => void) => {
    setMode('view');
    focus();
  };

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      {mode === 'renaming' ? (
        <RenamePasskeyForm
          passkey={passkey}
          rename={rename}
          busy={renaming.isLoading}
          onDone={() => back(renameButton.focusNext)}
          onGone={onRemoved}
        />
      ) : (
        <PasskeyName passkey={passkey} />
      )}
      <PasskeyDates passkey={passkey} />
      {mode === 'removing' && (
        <RemovePasskeyForm
          passkey={passkey}
          onRemoved={onRemoved}
          onCancel={() => back(removeButton.focusNext)}
        />
      )}
      {mode === 'view' && (
        <div className="flex flex-wrap gap-3">
          <button
            ref={renameButton.ref}
            type="button"
            onClick={() => setMode('renaming')}
            aria-label={t('passkeys.settings.renameLabel', { name: passkey.name })}
            className={secondaryButtonClasses}
          >
            {t('passkeys.settings.rename')}
          </button>
          <button
            ref={removeButton.ref}
            type="button"
            onClick={() => setMode('removing')}
            aria-label={t('passkeys.settings.removeLabel', { name: passkey.name })}
            className={secondaryButtonClasses}
          >
            {t('passkeys.settings.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
