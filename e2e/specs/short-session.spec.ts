import { clearedCustomerStorage, readCustomerStorage, seedStorage } from '../support/session.js';
import { shortUserTokenSeconds } from '../support/short-session.js';
import { expect, test } from '../support/test.js';

/**
 * Runs on the second server, whose user tokens live a few seconds (USER_TOKEN_TTL_SECONDS): a
 * customer left on a page when the token expires is signed out with the docs/product/errors.md
 * message.
 */
test('an expired user token ends the session with "Your session has expired. Please log in again."', async ({
  page,
  customerStorage,
}) => {
  await seedStorage(page, customerStorage);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // One alert, the expiry's: the dashboard shows no failed reads on its way out (LoadProblem).
  await expect(page).toHaveURL('/signin?signed_out=expired', {
    timeout: (shortUserTokenSeconds + 5) * 1000,
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has expired. Please log in again.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out' })).toHaveText(
    'You are signed out: your session has expired. Please log in again.',
  );
  expect(await readCustomerStorage(page)).toEqual(clearedCustomerStorage);
});
