import type { RecurringOrder } from '@maple/contracts';
import { useState } from 'react';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import {
  usePauseRecurringOrderMutation,
  useResumeRecurringOrderMutation,
} from '../api/recurring-orders-api';

/**
 * Pausing an active schedule, or resuming a paused one: which one is on its way (its button
 * waits), and why the last one asked was refused, if it was.
 */
export function usePauseResume() {
  const [pause] = usePauseRecurringOrderMutation();
  const [resume] = useResumeRecurringOrderMutation();
  const [busyGuid, setBusyGuid] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  /** Resolves whether it was done. */
  const toggle = async (order: RecurringOrder): Promise<boolean> => {
    setBusyGuid(order.guid);
    setFailure(null);
    const result = await (order.state === 'paused' ? resume(order.guid) : pause(order.guid));
    setBusyGuid(null);
    if (result.error === undefined) return true;
    setFailure(apiErrorOf(result.error));
    return false;
  };

  return { toggle, busyGuid, failure };
}
