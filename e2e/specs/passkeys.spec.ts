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
