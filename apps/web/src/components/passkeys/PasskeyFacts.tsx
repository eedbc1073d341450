import type { Passkey } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/date-time';

/** A passkey's name, and the marker of one a password manager shares with other devices. */
export function PasskeyName({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="font-semibold break-all">{passkey.name}</p>
      {passkey.synced && (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
          <span aria-hidden="true">{t('passkeys.settings.synced')}</span>
          <span className="sr-only">{t('passkeys.settings.syncedHint')}</span>
        </span>
      )}
    </div>
  );
}

/** When the passkey was added and last used. */
export function PasskeyDates({ passkey }: { passkey: Passkey }) {
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
