import type { MfaStatus } from '@maple/contracts';
import { useTranslation } from 'react-i18next';

/** On or off, and how many recovery codes are left when on. */
export function TotpStatus({ status }: { status: MfaStatus }) {
  const { t } = useTranslation();
  const on = status.totp_enrolled;
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex flex-wrap gap-2">
        <dt className="font-medium">{t('settings.totp.statusLabel')}</dt>
        <dd>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              on
                ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
                : 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100'
            }`}
          >
            {t(on ? 'settings.totp.on' : 'settings.totp.off')}
          </span>
        </dd>
      </div>
      {on && (
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium">{t('settings.totp.recoveryLeftLabel')}</dt>
          <dd>{status.recovery_codes_left}</dd>
        </div>
      )}
    </dl>
  );
}
