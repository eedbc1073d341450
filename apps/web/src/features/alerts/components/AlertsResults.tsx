import { MAX_ACTIVE_PRICE_ALERTS, type PriceAlert } from '@maple/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmCancelDialog } from '../../../components/dialog/ConfirmCancelDialog';
import { panelClasses } from '../../../components/form/form-styles';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useCancelPriceAlertMutation } from '../api/price-alerts-api';
import type { PriceAlerts } from '../hooks/use-price-alerts';
import { AlertItem } from './AlertItem';

const listClasses = 'divide-y divide-gray-200 dark:divide-gray-800';

/**
 * The active alerts, each cancelled after a confirmation: it ends at once and tells nothing more
 * (one that fired, expired or was cancelled elsewhere meanwhile, 404, closes the dialog as the
 * list read again shows why). The cancellation is announced, and focus goes to the list's
 * heading, as the row it was on moves to the ended alerts.
 */
function ActiveAlerts({ alerts }: { alerts: readonly PriceAlert[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState<{ alert: PriceAlert; description: string } | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [cancel] = useCancelPriceAlertMutation();
  useEffect(() => {
    if (cancelled !== null) heading.current?.focus();
  }, [cancelled]);
  return (
    <section aria-labelledby={headingId} className={`space-y-3 ${panelClasses}`}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('alerts.list.active')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('alerts.list.activeCount', { count: alerts.length, max: MAX_ACTIVE_PRICE_ALERTS })}
      </p>
      {alerts.length === 0 ? (
        <p>{t('alerts.list.noneActive')}</p>
      ) : (
        <ul aria-labelledby={headingId} className={listClasses}>
          {alerts.map((alert) => (
            <AlertItem
              key={alert.guid}
              alert={alert}
              onCancel={(description) => setAsked({ alert, description })}
            />
          ))}
        </ul>
      )}
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {cancelled === null ? '' : t('alerts.list.cancelled', { alert: cancelled })}
      </p>
      {asked && (
        <ConfirmCancelDialog
          words={{
            title: t('alerts.cancel.title'),
            question: t('alerts.cancel.question', { alert: asked.description }),
            confirm: t('alerts.cancel.confirm'),
            cancelling: t('alerts.cancel.cancelling'),
            keep: t('alerts.cancel.keep'),
          }}
          cancel={() => cancel(asked.alert.guid)}
          goneStatuses={[404]}
          onDone={(done) => {
            setAsked(null);
            if (done) setCancelled(asked.description);
          }}
        />
      )}
    </section>
  );
}

/** The alerts that ended, the latest first: fired once, expired or cancelled. */
function EndedAlerts({ alerts }: { alerts: readonly PriceAlert[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`space-y-3 ${panelClasses}`}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('alerts.list.ended')}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('alerts.list.endedIntro')}
        </p>
      </div>
      <ul aria-labelledby={headingId} className={listClasses}>
        {alerts.map((alert) => (
          <AlertItem key={alert.guid} alert={alert} />
        ))}
      </ul>
    </section>
  );
}

/** The customer's alerts, or that they are loading, failed, or that there are none yet. */
export function AlertsResults({ alerts }: { alerts: PriceAlerts }) {
  const { t } = useTranslation();
  if (alerts.failed) {
    return (
      <LoadProblem
        title={t('alerts.list.loadFailed')}
        error={apiErrorOf(alerts.error)}
        onRetry={alerts.retry}
      />
    );
  }
  if (!alerts.active || !alerts.ended) return <LoadingStatus />;
  if (alerts.active.length === 0 && alerts.ended.length === 0) {
    return <p role="status">{t('alerts.list.empty')}</p>;
  }
  return (
    <>
      <ActiveAlerts alerts={alerts.active} />
      {alerts.ended.length > 0 && <EndedAlerts alerts={alerts.ended} />}
    </>
  );
}
