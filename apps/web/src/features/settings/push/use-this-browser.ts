import { useEffect, useState } from 'react';
import { currentEndpoint, pushSupport } from '../../../lib/push/browser-push';

/**
 * This browser's side of the section: whether it can receive notifications, and the endpoint of
 * its subscription (undefined while it is read, null without one), which tells "this device"
 * among the customer's. Reading it registers no service worker.
 */
export function useThisBrowser() {
  // What the customer answers is what `turnOn` reports; a change made in the browser's settings
  // meanwhile shows on the next visit.
  const [support] = useState(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [turnedOff, setTurnedOff] = useState(false);

  useEffect(() => {
    let current = true;
    void currentEndpoint().then((found) => {
      if (current) setEndpoint(found);
    });
    return () => {
      current = false;
    };
  }, []);

  return {
    support,
    endpoint,
    /** Notifications were turned off here during this visit: the section says so. */
    turnedOff,
    turnedOn: (subscribed: string) => {
      setEndpoint(subscribed);
      setTurnedOff(false);
    },
    turnOff: () => {
      setEndpoint(null);
      setTurnedOff(true);
    },
  };
}

export type ThisBrowser = ReturnType<typeof useThisBrowser>;
