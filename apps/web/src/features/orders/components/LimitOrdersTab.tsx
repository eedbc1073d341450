import { useLimitOrders } from '../hooks/use-limit-orders';
import { LimitOrderForm } from './LimitOrderForm';
import { LimitOrdersResults } from './LimitOrdersResults';

/**
 * The limit orders tab of /orders (ADR 82): a form to place one, and the orders, waiting ones
 * first. What an order gives is held from the start, so placing or cancelling one changes the
 * balances too.
 */
export function LimitOrdersTab() {
  const orders = useLimitOrders();
  return (
    <>
      <LimitOrderForm waiting={orders.waiting} />
      <LimitOrdersResults orders={orders} />
    </>
  );
}
