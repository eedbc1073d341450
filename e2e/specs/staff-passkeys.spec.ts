import type { Page } from '@playwright/test';
import { totpCode } from '../support/accounts.js';
import { e2eStaff } from '../support/staff.js';
import { expect, test } from '../support/test.js';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.js';

/**
 * A staff member's passkey through the real UI, the real server and Chromium's own WebAuthn,
 * with its virtual authenticator standing in for a fingerprint reader (ADR 56). Passkeys
 * belong to the host of PUBLIC_URL (localhost here) and WebAuthn refuses an IP address as a
 * site, so this journey opens the app at localhost.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

/** An authenticator step, in milliseconds: each step's code is accepted once. */
const totpPeriodMs = 30_000;

const backOffice = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

const signOut = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();

test('a staff member adds a passkey, signs out, and signs back in to the back office with it alone', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const staff = e2eStaff('passkeys');
  // The previous step's code signs in (the server takes one step either side), which leaves the
  // current step's code for adding the passkey.
  await page.goto('/admin/signin');
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page
    .getByLabel('Authentication code')
    .fill(totpCode(staff.totpSecret, Date.now() - totpPeriodMs));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await backOffice(page);

  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Passkey name').fill('Office laptop');
  await section.getByLabel('Password', { exact: true }).fill(staff.password);
  await section
    .getByLabel('Code from your authenticator app')
    .fill(totpCode(staff.totpSecret, Date.now()));
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(
    page.getByText('The passkey “Office laptop” is added.', { exact: false }),
  ).toBeVisible();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Never used');
  expect(await authenticator.credentials()).toHaveLength(1);
  const signCount = async () => (await authenticator.credentials())[0]?.signCount ?? 0;

  // The browser's passkey suggestions on the e-mail field: the virtual authenticator offers the
  // passkey as soon as the sign-in page asks, as a person picking it would.
  await signOut(page);
  await expect(page).toHaveURL('/admin/customer');
  await backOffice(page);
  const afterAutofill = await signCount();
  expect(afterAutofill).toBeGreaterThan(0);

  // A browser without passkey suggestions: nothing typed, one click on the passkey button. The
  // sign-out button stays in the app, whose sign-in page would offer the suggestions again at
  // once; a page loaded afresh without the token and with the suggestions off shows the button.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/admin/signin');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await backOffice(page);
  expect(await signCount()).toBeGreaterThan(afterAutofill);

  await page.goto('/admin/account');
  await expect(list).not.toContainText('Never used');
});
