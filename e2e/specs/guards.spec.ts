import { customerRoutes } from '@maple/contracts';
import type { Page } from '@playwright/test';
import {
  adminSession,
  clearedCustomerStorage,
  expiredAdminSession,
  expiredCustomerSession,
  readCustomerStorage,
  readStorage,
  seedStorage,
  sessionKeys,
} from '../support/session.js';
import { expect, test } from '../support/test.js';
import { en } from '../support/text.js';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('customer routes without a session', () => {
  for (const route of customerRoutes) {
    test(`${route.path} goes to /signin, which opens it after sign-in`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(
        route.path === '/dashboard' ? '/signin' : `/signin?next=${encodeURIComponent(route.path)}`,
      );
      await expect(heading(page, en.titles.signin)).toBeVisible();
    });
  }
});

test.describe('with a valid customer session', () => {
  test.beforeEach(async ({ page, customerStorage }) => {
    await seedStorage(page, customerStorage);
  });

  test('/dashboard renders', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
    await expect(heading(page, en.titles.dashboard)).toBeVisible();
  });

  for (const path of ['/signin', '/signup']) {
    test(`${path} goes to /dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
      await expect(heading(page, en.titles.dashboard)).toBeVisible();
    });
  }
});

test('an expired user token ends the session with the expiry message', async ({ page }) => {
  await seedStorage(page, expiredCustomerSession());
  await page.goto('/dashboard');

  await expect(page).toHaveURL('/signin?signed_out=expired');
  await expect(heading(page, en.titles.signin)).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(en.sessionExpired);
  await expect(alert).toHaveAttribute('data-variant', 'error');
  expect(await readCustomerStorage(page)).toEqual(clearedCustomerStorage);
});

test.describe('admin routes', () => {
  test('without an admin token go to /admin/signin with "Session has expired"', async ({
    page,
  }) => {
    await page.goto('/admin/customer');
    await expect(page).toHaveURL('/admin/signin');
    await expect(heading(page, en.titles.adminSignin)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(en.adminSessionMissing);
  });

  test('with an expired admin token go to /admin/signin with "Session has ended"', async ({
    page,
  }) => {
    await seedStorage(page, expiredAdminSession());
    await page.goto('/admin/trades');
    await expect(page).toHaveURL('/admin/signin');
    await expect(page.getByRole('alert')).toHaveText(en.adminSessionEnded);
    expect(await readStorage(page, { session: [sessionKeys.adminToken] })).toEqual({
      session: { [sessionKeys.adminToken]: null },
      local: {},
    });
  });

  test('/admin/signin with a valid admin token goes to /admin/customer', async ({ page }) => {
    await seedStorage(page, adminSession());
    await page.goto('/admin/signin');
    await expect(page).toHaveURL('/admin/customer');
    await expect(heading(page, en.titles.adminCustomers)).toBeVisible();
  });
});
