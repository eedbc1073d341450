import type { Page } from '@playwright/test';
import { createVerifiedCustomer } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.js';

/**
 * Passkeys through the real UI, the real server and Chromium's own WebAuthn, with its virtual
 * authenticator standing in for a fingerprint reader (ADR 54). Passkeys belong to the host of
 * PUBLIC_URL (localhost here) and WebAuthn refuses an IP address as a site, so this journey
 * opens the app at localhost.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

const dashboard = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

test('a customer adds a passkey, signs out, and signs back in with it alone', async ({
  page,
  request,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const customer = await createVerifiedCustomer(request);
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dashboard(page);

  await page.goto('/settings');
  await expect(page.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('The passkey “Work laptop” is added.', { exact: false })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Never used');
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.goto('/logout');
  await page.goto('/signin');
  // Nothing typed: one click, and the authenticator verifies its user.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await dashboard(page);
  const [credential] = await authenticator.credentials();
  expect(credential?.signCount).toBeGreaterThan(0);

  await page.goto('/settings');
  await expect(list).not.toContainText('Never used');
});
