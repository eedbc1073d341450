import { bearer, type SignedInCustomer } from './flows.js';
import type { BrowserSubscription, PushService } from './push-service.js';
import type { TestApp } from './test-app.js';

/** Turns notifications on in a new browser of the customer's, as the settings page does. */
export async function pushDevice(
  t: TestApp,
  customer: SignedInCustomer,
  push: PushService,
  device = 'Chrome on Linux',
): Promise<{ guid: string; subscription: BrowserSubscription }> {
  const subscription = push.subscribe();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/customers/push-devices',
    headers: bearer(customer.tokens.ut),
    payload: { ...subscription, device },
  });
  if (res.statusCode !== 200) throw new Error(`push device answered ${res.body}`);
  return { guid: String(res.json().data.guid), subscription };
}
