import { usePriceAlertsQuery } from '../api/price-alerts-api';

/**
 * The customer's alerts, split as the page shows them: the active ones, and those that ended
 * (fired once, expired or cancelled). Both undefined while the list loads.
 */
export function usePriceAlerts() {
  // An alert may have fired since the page last opened: ask again each time.
  const answer = usePriceAlertsQuery(undefined, { refetchOnMountOrArgChange: true });
  const alerts = answer.data?.objects;
  return {
    active: alerts?.filter((alert) => alert.state === 'active'),
    ended: alerts?.filter((alert) => alert.state !== 'active'),
    /** The list could not be read: nothing to show. A failed reread keeps the list it had. */
    failed: answer.isError && !answer.data,
    error: answer.error,
    retry: () => void answer.refetch(),
  };
}

export type PriceAlerts = ReturnType<typeof usePriceAlerts>;
