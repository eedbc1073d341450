import type { PriceAlert, PriceAlertState } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatDuration } from '../../../lib/format/duration';
import { describeAlert } from '../alert-words';

const stateTones: Readonly<Record<PriceAlertState, string>> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  triggered: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  expired: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
  cancelled: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
};

/** How an alert ended, in words (the colour only repeats them). */
function StateBadge({ state }: { state: PriceAlertState }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTones[state]}`}>
      {t(`alerts.list.states.${state}`)}
    </span>
  );
}

/** How often it tells, until when (an active one), and what it has told so far. */
function factsOf(alert: PriceAlert, t: TFunction, language: string): string[] {
  const schedule =
    alert.condition === 'digest'
      ? t('alerts.list.daily')
      : alert.repeats
        ? t('alerts.list.repeats', {
            cooldown: formatDuration(alert.cooldown_minutes * 60, language),
          })
        : t('alerts.list.once');
  const until =
    alert.expires_at === null
      ? t('alerts.list.untilCancelled')
      : t('alerts.list.until', { date: formatDateTime(alert.expires_at, language) });
  const told =
    alert.last_triggered_at === null
      ? [t('alerts.list.neverTriggered')]
      : [
          t('alerts.list.timesTriggered', { count: alert.times_triggered }),
          t('alerts.list.lastTriggered', {
            date: formatDateTime(alert.last_triggered_at, language),
          }),
        ];
  return [schedule, ...(alert.state === 'active' ? [until] : []), ...told];
}

/** One alert: what it watches, its facts, and for an active one the way to cancel it. */
export function AlertItem({
  alert,
  onCancel,
}: {
  alert: PriceAlert;
  /** Active alerts only: opens the confirmation. */
  onCancel?: (description: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const description = describeAlert(alert, t, i18n.language);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{description}</span>
          {alert.state !== 'active' && <StateBadge state={alert.state} />}
        </p>
        {factsOf(alert, t, i18n.language).map((fact) => (
          <p key={fact} className="text-sm text-gray-700 dark:text-gray-300">
            {fact}
          </p>
        ))}
      </div>
      {onCancel && (
        <button
          type="button"
          onClick={() => onCancel(description)}
          aria-label={t('alerts.list.cancelLabel', { alert: description })}
          className={secondaryButtonClasses}
        >
          {t('alerts.list.cancel')}
        </button>
      )}
    </li>
  );
}
