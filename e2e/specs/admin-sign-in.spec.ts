import type { Page } from '@playwright/test';
import { totpCode } from '../support/accounts.js';
import { readStorage, sessionKeys } from '../support/session.js';
import { e2eStaff } from '../support/staff.js';
import { expect, test } from '../support/test.js';

/**
 * Staff sign-in with the authenticator code, for the admin that `npm run admin:create` made
 * before the server started (its printout holds the password and the TOTP secret).
 */
async function submitStaffSignIn(page: Page, password: string, code: string): Promise<void> {
  await page.goto('/admin/signin');
  await page.getByLabel('E-mail address').fill(e2eStaff('signIn').email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('staff sign in with password and TOTP code; a wrong or replayed code is refused', async ({
  page,
  browser,
}) => {
  const admin = e2eStaff('signIn');
  const refused = page.getByText('The e-mail address, password or code is incorrect.');

  const wrongCode = totpCode(admin.totpSecret) === '000000' ? '111111' : '000000';
  await submitStaffSignIn(page, admin.password, wrongCode);
  await expect(refused).toBeVisible();
  await expect(page).toHaveURL('/admin/signin');

  const code = totpCode(admin.totpSecret);
  await submitStaffSignIn(page, admin.password, code);
  await expect(page).toHaveURL('/admin/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const stored = await readStorage(page, { session: [sessionKeys.adminToken] });
  expect(stored.session[sessionKeys.adminToken]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // The same code, seen over a shoulder and typed in another browser at once, is spent.
  const otherBrowser = await browser.newContext({ locale: 'en-CA' });
  try {
    const otherPage = await otherBrowser.newPage();
    await submitStaffSignIn(otherPage, admin.password, code);
    await expect(
      otherPage.getByText('The e-mail address, password or code is incorrect.'),
    ).toBeVisible();
    await expect(otherPage).toHaveURL('/admin/signin');
  } finally {
    await otherBrowser.close();
  }
});
