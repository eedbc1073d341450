import type { Page } from '@playwright/test';
import { createVerifiedCustomer } from '../support/accounts.js';
import { withdrawingCustomerIn } from '../support/banking.js';
import { addPasskey } from '../support/passkeys.js';
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
  // A password sign-in and two passkey sign-ins: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const authenticator = await addVirtualAuthenticator(page);
  const customer = await createVerifiedCustomer(request);
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dashboard(page);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Passkey name').fill('Work laptop');
  await section.getByLabel('Password', { exact: true }).fill(customer.password);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(
    page.getByText('The passkey “Work laptop” is added.', { exact: false }),
  ).toBeVisible();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Never used');
  expect(await authenticator.credentials()).toHaveLength(1);

  // The browser's passkey autofill on the sign-in form: the virtual authenticator offers the
  // passkey as soon as the form asks, as a person picking it from the e-mail field would.
  await page.goto('/logout');
  await page.goto('/signin');
  await dashboard(page);
  const signCount = async () => (await authenticator.credentials())[0]?.signCount ?? 0;
  const afterAutofill = await signCount();
  expect(afterAutofill).toBeGreaterThan(0);

  // A browser without passkey autofill: nothing typed, one click on the passkey button.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.goto('/logout');
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await dashboard(page);
  expect(await signCount()).toBeGreaterThan(afterAutofill);

  await page.goto('/settings');
  await expect(list).not.toContainText('Never used');
});

const ownAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

test('a customer approves a new wallet, then a BTC withdrawal to it, with their passkey', async ({
  page,
  request,
}) => {
  // Confirmations block by block, the new wallet's cooldown (seconds here), the chain's send.
  test.setTimeout(180_000);
  const authenticator = await addVirtualAuthenticator(page);
  await withdrawingCustomerIn(page, request);
  await addPasskey(page, 'Work laptop');
  const signCount = async () => (await authenticator.credentials())[0]?.signCount ?? 0;

  // BTC to withdraw, from the sandbox chain: a small amount, under the travel rule's threshold.
  await page.goto('/deposits');
  const crypto = page.getByRole('radio', { name: 'Crypto', exact: true });
  await crypto.locator('xpath=ancestor::label[1]').click();
  const sandbox = page.getByRole('region', { name: 'Sandbox: simulate an incoming deposit' });
  await sandbox.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.002');
  await sandbox.getByRole('button', { name: 'Simulate the deposit' }).click();
  const deposit = page
    .getByRole('region', { name: 'Crypto deposits' })
    .getByRole('listitem')
    .filter({ hasText: '0.002 BTC' });
  await expect(deposit.getByText('Credited to your account.')).toBeVisible({ timeout: 60_000 });

  // The new wallet: the step states it, and the passkey (the default choice) approves it.
  await page.goto('/external-wallet');
  const add = page.getByRole('region', { name: 'Add a wallet' });
  await add.getByRole('combobox', { name: 'Asset' }).selectOption('BTC');
  await add.getByRole('textbox', { name: /^Name/ }).fill('My hardware wallet');
  await add.getByRole('textbox', { name: 'Address' }).fill(ownAddress);
  await expect(add.getByText('A valid BTC address.')).toBeVisible();
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add.getByRole('radio', { name: 'My passkey' })).toBeChecked();
  await expect(
    add.getByText('Add a wallet for BTC at tb1q…jzsx — approve with your passkey.'),
  ).toBeVisible();
  const beforeWallet = await signCount();
  await add.getByRole('button', { name: 'Approve with my passkey' }).click();
  await expect(page.getByText('My hardware wallet was added.', { exact: false })).toBeVisible();
  expect(await signCount()).toBeGreaterThan(beforeWallet);

  // The withdrawal, once the wallet's cooldown is over: approved with the passkey, no code.
  await page.goto('/withdrawals');
  await page
    .getByRole('radio', { name: 'Crypto', exact: true })
    .locator('xpath=ancestor::label[1]')
    .click();
  const form = page.getByRole('form', { name: 'Withdraw crypto' });
  const wallet = form.getByRole('radio', { name: /My hardware wallet/ });
  await expect(wallet).toBeEnabled({ timeout: 90_000 });
  await wallet.check();
  await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.001');
  await form.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review your BTC withdrawal' });
  await expect(
    review.getByText('Send 0.001 BTC to tb1q…jzsx — approve with your passkey.'),
  ).toBeVisible();
  const beforeWithdrawal = await signCount();
  await review.getByRole('button', { name: 'Approve with my passkey' }).click();
  await expect(page.getByText('Sent and confirmed on the network.').first()).toBeVisible({
    timeout: 60_000,
  });
  expect(await signCount()).toBeGreaterThan(beforeWithdrawal);
});
