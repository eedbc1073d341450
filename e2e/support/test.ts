import { test as base } from '@playwright/test';
import {
  type Customer,
  createVerifiedCustomer,
  signedInStorage,
  signInTokens,
} from './accounts.js';
import type { StorageSeed } from './session.js';

interface TestFixtures {
  /** Browser storage of a fresh, real sign-in of this worker's customer. */
  customerStorage: StorageSeed;
}

interface WorkerFixtures {
  /** One verified customer per worker, created through the real API. */
  customer: Customer;
}

/**
 * Playwright's test with a Canadian English browser by default, so the app's language detection
 * (localStorage, then navigator.languages) starts from en-CA whatever the machine's locale is.
 * A spec can still `test.use({ locale })`. Tests run one after another within a worker, so each
 * test's sign-in (which ends the worker's previous session) never cuts another test short.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  locale: 'en-CA',
  customer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const customer = await createVerifiedCustomer(request);
      await request.dispose();
      await use(customer);
    },
    { scope: 'worker' },
  ],
  customerStorage: async ({ request, customer }, use) => {
    await use(signedInStorage(await signInTokens(request, customer)));
  },
});

export { expect } from '@playwright/test';
