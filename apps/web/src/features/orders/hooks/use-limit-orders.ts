import { useEffect, useState } from 'react';
import { useLimitOrdersQuery } from '../api/limit-orders-api';

const followMs = 2_000;

/**
 * The customer's limit orders as the server lists them: the waiting ones first, then the latest
 * that ended. Undefined while the list loads.
 */
export function useLimitOrders() {
  // An order being filled ends within seconds: the list follows it until it has.
  const [follow, setFollow] = useState(false);
  // One may have filled or expired since the page last opened: ask again each time.
  const answer = useLimitOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: follow ? followMs : 0,
  });
  const orders = answer.data?.objects;
  const filling = orders?.some((order) => order.state === 'executing') ?? false;
  useEffect(() => setFollow(filling), [filling]);
  return {
    orders,
    /** How many wait for their price or are being filled: they count against the most allowed. */
    waiting: orders?.filter((order) => order.state === 'open' || order.state === 'executing')
      .length,
    /** The list could not be read: nothing to show. A failed reread keeps the list it had. */
    failed: answer.isError && !answer.data,
    error: answer.error,
    retry: () => void answer.refetch(),
  };
}

export type LimitOrders = ReturnType<typeof useLimitOrders>;
