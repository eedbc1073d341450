import { useRecurringOrders } from '../hooks/use-recurring-orders';
import { RecurringOrderForm } from './RecurringOrderForm';
import { RecurringOrdersResults } from './RecurringOrdersResults';

/**
 * The recurring orders tab of /orders (ADR 83): a form to set one up, and the schedules, active
 * and paused ones first. Nothing is held between runs: each run is a quote and a trade of its
 * own, on its day, and one that cannot happen is skipped and said.
 */
export function RecurringOrdersTab() {
  const orders = useRecurringOrders();
  return (
    <>
      <RecurringOrderForm going={orders.going} />
      <RecurringOrdersResults orders={orders} />
    </>
  );
}
