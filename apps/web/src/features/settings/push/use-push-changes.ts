import type { PushDevice } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import {
  type PushFailure,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../../../lib/push/browser-push';
import { deviceName } from '../../../lib/push/device-name';
import { useRemovePushDeviceMutation, useSavePushDeviceMutation } from '../api/push-devices-api';

/** Why notifications were not turned on: the browser's refusal, or the server's (its words). */
export type TurnOnProblem =
  | { kind: 'failure'; failure: PushFailure }
  | { kind: 'refused'; error: ApiError };

/**
 * Turning notifications on in this browser: its permission and subscription (the browser's own
 * prompt), then the server keeps the subscription under the device's name. Resolves to the
 * subscription's endpoint, or null when it did not happen (`problem` says why). A subscription
 * the server refused (10 devices already) stays in the browser, unknown to the server, and is
 * used again by the next attempt.
 */
export function useTurnOnPush(applicationServerKey: string) {
  const { t } = useTranslation();
  const [save] = useSavePushDeviceMutation();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<TurnOnProblem | null>(null);

  const turnOn = async (): Promise<string | null> => {
    setProblem(null);
    setWorking(true);
    try {
      const outcome = await subscribeThisBrowser(applicationServerKey);
      if (!outcome.ok) {
        setProblem({ kind: 'failure', failure: outcome.failure });
        return null;
      }
      const device = deviceName(navigator.userAgent, t);
      const saved = await save({ ...outcome.subscription, device });
      if (saved.data) return saved.data.endpoint;
      setProblem({ kind: 'refused', error: apiErrorOf(saved.error) });
      return null;
    } finally {
      setWorking(false);
    }
  };

  return { turnOn, busy: working, problem };
}

/**
 * Removing a device: when it is this browser, its subscription ends first, so notifications stop
 * here even if the server cannot be told. Resolves to whether the device is gone; a device the
 * server no longer has (404) is gone too.
 */
export function useRemovePushDevice() {
  const [remove] = useRemovePushDeviceMutation();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const run = async (device: PushDevice): Promise<boolean> => {
    setFailure(null);
    setWorking(true);
    try {
      // It ends only the subscription this browser holds, and only when it is this device's.
      await unsubscribeThisBrowser(device.endpoint);
      const result = await remove(device.guid);
      const error = result.error === undefined ? null : apiErrorOf(result.error);
      if (error === null || error.status === 404) return true;
      setFailure(error);
      return false;
    } finally {
      setWorking(false);
    }
  };

  return { remove: run, busy: working, failure };
}
