import type { Page } from '@playwright/test';
import {
  createVerifiedCustomer,
  latestMail,
  newCustomer,
  signInTokens,
  totpCode,
} from '../support/accounts.js';
import { verifiedCustomerIn } from '../support/banking.js';
import { clearedCustomerStorage, readCustomerStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';

/**
 * Journeys that share, end or replace a customer's session, on the real UI and server: the tabs
 * of one browser share it (ADR 41), a sign-in elsewhere ends it and the signed-out screen says
 * so, a deep link survives the sign-in, and a withdrawal needs two-step verification.
 */
const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard(page)).toBeVisible();
}

test('a second tab opens signed in, and signing out in one signs both out', async ({
  page,
  customer,
}) => {
  // Two tabs, each loading the app: past 30 s when the 2-core machine runs two workers busy.
  test.setTimeout(60_000);
  await signIn(page, customer.email, customer.password);

  // The same browser, a new tab: no sign-in, no second factor, the first tab not signed out.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/withdrawals');
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await expect(secondTab).toHaveURL('/withdrawals');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL('/signin?signed_out=signed_out');
  await expect(secondTab).toHaveURL('/signin?signed_out=signed_out');
  await expect(
    secondTab.getByRole('status').filter({ hasText: 'You are signed out.' }),
  ).toBeVisible();
  expect(await readCustomerStorage(secondTab)).toEqual(clearedCustomerStorage);
  // The browser's session is over: a new tab asks for a sign-in.
  const thirdTab = await page.context().newPage();
  await thirdTab.goto('/orders');
  await expect(thirdTab).toHaveURL('/signin?next=%2Forders');
});

test('a deep link survives the sign-in', async ({ page, customer }) => {
  await page.goto('/orders?tab=transfers');
  await expect(page).toHaveURL('/signin?next=%2Forders%3Ftab%3Dtransfers');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/orders?tab=transfers');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a sign-in in another browser ends the first one’s session, and the signed-out screen says why', async ({
  page,
  browser,
  customer,
}) => {
  // Two browsers and two sign-ins (each an argon2 check): past 30 s on a busy machine.
  test.setTimeout(60_000);
  await signIn(page, customer.email, customer.password);

  const otherBrowser = await browser.newContext({ locale: 'en-CA' });
  try {
    await signIn(await otherBrowser.newPage(), customer.email, customer.password);
  } finally {
    await otherBrowser.close();
  }

  // The first browser's next protected page runs the duplicate-login check
  // (docs/product/lifecycles.md).
  await page.goto('/settings');
  await expect(page).toHaveURL('/signin?next=%2Fsettings&signed_out=signed_in_elsewhere');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'your account was signed in on another browser or device' }),
  ).toBeVisible();
  expect(await readCustomerStorage(page)).toEqual(clearedCustomerStorage);
});

test('a withdrawal needs two-step verification: the customer is sent to set it up and back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tokens = await verifiedCustomerIn(page, request);
  const refused = await request.post('/api/quotes', {
    // The web app's preference: our precise reason rather than Cybrid's general code (ADR 69).
    headers: { authorization: `Bearer ${tokens.at}`, prefer: 'maple-message-codes' },
    data: { product_type: 'funding', asset: 'CAD', side: 'withdrawal', deliver_amount: '1000' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message_code).toBe('second_factor_required');

  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByText('Turn on two-step verification')).toBeVisible();

  await page.goto('/withdrawals');
  await expect(page.getByText('Turn on two-step verification to withdraw')).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL('/settings?next=%2Fwithdrawals');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page
    .getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe.' })
    .check();
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL('/withdrawals');
  await expect(page.getByRole('form', { name: 'Withdraw CAD' })).toBeVisible();
  await expect(page.getByText('Turn on two-step verification to withdraw')).toHaveCount(0);
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
