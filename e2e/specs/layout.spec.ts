import type { Locator, Page } from '@playwright/test';
import {
  clearedCustomerStorage,
  customerName,
  readCustomerStorage,
  seedStorage,
} from '../support/session.js';
import { expect, test } from '../support/test.js';
import { en } from '../support/text.js';

const sidebar = (page: Page) => page.getByRole('navigation', { name: en.mainNav });
const menuButton = (page: Page) => page.getByRole('button', { name: en.openMenu });

/** The mobile menu's "My Account" group: a navigation landmark or a plain group. */
const accountGroupIn = (dialog: Locator) =>
  dialog
    .getByRole('navigation', { name: en.myAccount })
    .or(dialog.getByRole('group', { name: en.myAccount }));

async function openCustomerPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.beforeEach(async ({ page, customerStorage }) => {
  await seedStorage(page, customerStorage);
});

test.describe('desktop', () => {
  test('the sidebar lists the customer pages in order and marks the current one', async ({
    page,
  }) => {
    await openCustomerPage(page, '/orders', en.titles.orders);
    const links = sidebar(page).getByRole('link');
    await expect(links).toHaveText([...en.sidebar]);

    await expect(sidebar(page).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of en.sidebar.filter((item) => item !== 'Orders')) {
      await expect(sidebar(page).getByRole('link', { name, exact: true })).not.toHaveAttribute(
        'aria-current',
      );
    }

    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('My Account greets the customer by name and lists the account pages', async ({ page }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    await page.getByRole('button', { name: en.myAccount }).click();

    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(en.welcomeBack);
    await expect(menu).toContainText(customerName);
    await expect(menu.getByRole('menuitem')).toHaveText([...en.accountMenu]);
  });

  test('the footer has the copyright with the current year and named social links', async ({
    page,
  }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const social = footer.getByRole('navigation', { name: en.socialNav });
    for (const name of en.socialLinks) {
      await expect(social.getByRole('link', { name })).toBeVisible();
    }
  });

  test('has no menu button and no My Account group outside the header menu', async ({ page }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    await expect(sidebar(page)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('navigation', { name: en.myAccount })).toBeHidden();
    await expect(page.getByRole('group', { name: en.myAccount })).toBeHidden();
  });

  test('Logout from My Account clears the session and opens /signin', async ({ page }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    await page.getByRole('button', { name: en.myAccount }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/signin?signed_out=signed_out');
    await expect(page.getByRole('heading', { level: 1, name: en.titles.signin })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect(await readCustomerStorage(page)).toEqual(clearedCustomerStorage);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a dialog with the pages and the My Account group', async ({
    page,
  }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    await expect(sidebar(page)).toBeHidden();

    await menuButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/\S/);
    await expect(dialog.getByRole('navigation', { name: en.mainNav }).getByRole('link')).toHaveText(
      [...en.sidebar],
    );
    await expect(accountGroupIn(dialog).getByRole('link')).toHaveText([...en.mobileAccount]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
  });

  test('choosing a page in the menu opens it and closes the menu', async ({ page }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    await menuButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Orders' }).click();

    await expect(page).toHaveURL('/orders');
    await expect(page.getByRole('heading', { level: 1, name: en.titles.orders })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('My Account is in the header too, and opens the account menu', async ({ page }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    const account = page.getByRole('banner').getByRole('button', { name: en.myAccount });
    await expect(account).toBeInViewport({ ratio: 1 });
    await account.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([...en.accountMenu]);
  });

  test('Logout from the menu clears the session and opens /signin', async ({ page }) => {
    await openCustomerPage(page, '/dashboard', en.titles.dashboard);
    await menuButton(page).click();
    await accountGroupIn(page.getByRole('dialog')).getByRole('link', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/signin?signed_out=signed_out');
    await expect(page.getByRole('heading', { level: 1, name: en.titles.signin })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect(await readCustomerStorage(page)).toEqual(clearedCustomerStorage);
  });
});
