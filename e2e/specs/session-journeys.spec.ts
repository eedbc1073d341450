import type { Page } from '@playwright/test';
import {
  createVerifiedCustomer,
  latestMail,
  newCustomer,
  signInTokens,
} from '../support/accounts.js';
import { clearedCustomerStorage, readCustomerStorage, seedStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';

/** Journeys that end or replace a customer's session, on the real UI and server. */
const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard(page)).toBeVisible();
}

test('a sign-in in another browser ends the first session with the expiry message', async ({
  page,
  browser,
  customer,
  customerStorage,
}) => {
  await seedStorage(page, customerStorage);
  await page.goto('/dashboard');
  await expect(dashboard(page)).toBeVisible();

  const otherBrowser = await browser.newContext({ locale: 'en-CA' });
  try {
    await signIn(await otherBrowser.newPage(), customer.email, customer.password);
  } finally {
    await otherBrowser.close();
  }

  // The first browser's next protected page runs the duplicate-login check (SPEC §4).
  await page.goto('/settings');
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has expired. Please log in again.',
  );
  await expect(page).toHaveURL('/signin');
  expect(await readCustomerStorage(page)).toEqual(clearedCustomerStorage);
});

test('a forgotten password is reset from the e-mailed link, and only the new one works', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await createVerifiedCustomer(request, newCustomer('Mary Somerville'));
  // Signed in elsewhere before the reset: that session must not survive it.
  const earlierTokens = await signInTokens(request, customer);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/reset');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();

  const { subject, link } = await latestMail(request, customer.email, '/reset-password?token=');
  expect(subject).toBe('Reset your password');
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'harbour-lantern-maple-syrup-77';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  const oldPassword = await request.post('/identity/signin', {
    data: { email: customer.email, password: customer.password },
  });
  expect(oldPassword.status()).toBe(401);
  const earlierSession = await request.post('/customers/check-customer-token-dublicate', {
    headers: { authorization: `Bearer ${earlierTokens.ut}` },
    data: { email: customer.email },
  });
  expect(earlierSession.status()).toBe(401);

  // The link is spent: opening it again offers a new one instead of the form.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('another-new-password-for-maple');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await signIn(page, customer.email, newPassword);
});
