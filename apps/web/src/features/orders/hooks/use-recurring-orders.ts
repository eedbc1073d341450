import { useRecurringOrdersQuery } from '../api/recurring-orders-api';

/**
 * The customer's recurring orders as the server lists them: active and paused ones first, then
 * those that ended. Undefined while the list loads.
 */
export function useRecurringOrders() {
  // Runs may have happened since the page last opened: ask again each time.
  const answer = useRecurringOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const orders = answer.data?.objects;
  return {
    orders,
    /** How many are active or paused: they count against the most allowed. */
    going: orders?.filter((order) => order.state === 'active' || order.state === 'paused').length,
    /** The list could not be read: nothing to show. A failed reread keeps the list it had. */
    failed: answer.isError && !answer.data,
    error: answer.error,
    retry: () => void answer.refetch(),
  };
}

export type RecurringOrders = ReturnType<typeof useRecurringOrders>;
