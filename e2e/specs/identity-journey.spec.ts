import type { Page } from '@playwright/test';
import { latestLink, newCustomer, totpCode } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

/**
 * The newcomer's path through the real UI and server: sign up (with the bot check), confirm the
 * e-mail from the development mailbox, sign in, turn on two-step verification, sign out, and
 * sign in again with a code from the authenticator.
 */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up, confirm the e-mail, turn on TOTP, and sign in with it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer('Grace Hopper');

  await page.goto('/signup');
  await page.getByLabel('Display name').fill(customer.displayName);
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(page.getByText('Verified')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();

  const link = await latestLink(request, customer.email, '/signin?verify=');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByText('Your e-mail address is confirmed. You can sign in now.'),
  ).toBeVisible();

  await signInWithPassword(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page
    .getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe.' })
    .check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL('/signin');

  await signInWithPassword(page, customer.email, customer.password);
  // The code used to turn TOTP on is spent; the next 30-second step's code is accepted.
  await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
});
