import type { Passkey } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { RenamePasskeyForm } from '../../../components/passkeys/RenamePasskeyForm';
import { formatDateTime } from '../../../lib/format/date-time';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { useRenamePasskeyMutation } from '../api/passkeys-api';
import { RemovePasskeyForm } from './RemovePasskeyForm';

/** The marker of a passkey the customer's password manager shares with their other devices. */
function SyncedBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
      <span aria-hidden="true">{t('passkeys.settings.synced')}</span>
      <span className="sr-only">{t('passkeys.settings.syncedHint')}</span>
    </span>
  );
}

/** When the passkey was added and last used. */
function PasskeyDates({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
      <div className="flex flex-wrap gap-x-2">
        <dt>{t('passkeys.settings.addedLabel')}</dt>
        <dd>{formatDateTime(passkey.created_at, i18n.language)}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt>{t('passkeys.settings.lastUsedLabel')}</dt>
        <dd>
          {passkey.last_used_at === null
            ? t('passkeys.settings.neverUsed')
            : formatDateTime(passkey.last_used_at, i18n.language)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One passkey: its name and dates, renamed in place or removed after the password (or another
 * passkey's approval). A passkey a passwordless account cannot spare offers no removal
 * (`removable`; the section says why). Closing a form gives focus back to the button that opened
 * it.
 */
export function PasskeyItem({
  passkey,
  removable,
  onRemoved,
}: {
  passkey: Passkey;
  removable: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'renaming' | 'removing'>('view');
  const [rename, renaming] = useRenamePasskeyMutation();
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
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-all">{passkey.name}</p>
          {passkey.synced && <SyncedBadge />}
        </div>
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
          {removable && (
            <button
              ref={removeButton.ref}
              type="button"
              onClick={() => setMode('removing')}
              aria-label={t('passkeys.settings.removeLabel', { name: passkey.name })}
              className={secondaryButtonClasses}
            >
              {t('passkeys.settings.remove')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
