import type { Page } from '@playwright/test';
import { createVerifiedCustomer, signedInStorage, signInTokens } from '../support/accounts.js';
import { localKeys, readStorage, seedStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';
import { en, fr, notificationSettingsPage, preferencesPage } from '../support/text.js';

const html = (page: Page) => page.locator('html');
const storedPreference = async (page: Page, key: string) =>
  (await readStorage(page, { local: [key] })).local[key];

test.describe('theme', () => {
  test('switches to dark and back, stored as "1" and "0", and survives a reload', async ({
    page,
  }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: en.titles.signin })).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: en.toDark }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await storedPreference(page, localKeys.theme)).toBe('1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en.titles.signin })).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    const toLight = page.getByRole('button', { name: en.toLight });
    await expect(toLight).toHaveAttribute('aria-pressed', 'true');

    await toLight.click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await storedPreference(page, localKeys.theme)).toBe('0');
    await expect(page.getByRole('button', { name: en.toDark })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a stored dark theme is applied before the app’s JavaScript runs', async ({ page }) => {
    // The browser prefers light, so only the stored "1" can make the page dark.
    await page.emulateMedia({ colorScheme: 'light' });
    await seedStorage(page, { local: { [localKeys.theme]: '1' } });
    // No app code or styles: every built file under /static/ fails. Only the page itself and
    // the pre-paint /theme-init.js (served from the root) load.
    const blocked: string[] = [];
    await page.route('**/static/**', async (route) => {
      blocked.push(route.request().url());
      await route.abort();
    });

    await page.goto('/signin');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    // The app never started: the boot loader from index.html is still there.
    await expect(page.getByRole('status')).toContainText('Loading…');
    expect(
      blocked.some((url) => url.endsWith('.js')),
      'the app bundle was blocked',
    ).toBe(true);
  });

  test('without /theme-init.js the same page stays light (control for the test above)', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await seedStorage(page, { local: { [localKeys.theme]: '1' } });
    await page.route('**/static/**', (route) => route.abort());
    await page.route('**/theme-init.js', (route) => route.abort());

    await page.goto('/signin');
    await expect(page.getByRole('status')).toContainText('Loading…');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('language', () => {
  test('switches the shell to French, remembers it across a reload, and back to English', async ({
    page,
    customerStorage,
  }) => {
    await seedStorage(page, customerStorage);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: en.titles.dashboard })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en-CA');

    await page.getByRole('combobox', { name: en.language }).selectOption({ label: 'Français' });
    await expectFrench(page);
    expect(await storedPreference(page, localKeys.language)).toBe('fr-CA');

    await page.reload();
    await expectFrench(page);

    await page.getByRole('combobox', { name: fr.language }).selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { level: 1, name: en.titles.dashboard })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('navigation', { name: en.mainNav }).getByRole('link')).toHaveText([
      ...en.sidebar,
    ]);
    expect(await storedPreference(page, localKeys.language)).toBe('en-CA');
  });
});

test.describe('account preferences', () => {
  test('the language is saved with the account and survives a reload', async ({
    page,
    request,
  }) => {
    // A customer of its own: the worker's shared one must keep writing in English.
    const customer = await createVerifiedCustomer(request);
    await seedStorage(page, signedInStorage(await signInTokens(request, customer)));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: en.titles.dashboard })).toBeVisible();
    await page.getByRole('button', { name: en.myAccount }).click();
    await page.getByRole('menuitem', { name: preferencesPage.en.menuItem }).click();
    await expect(page).toHaveURL('/settings-preferences');
    await expect(
      page.getByRole('heading', { level: 1, name: en.titles.preferences }),
    ).toBeVisible();

    const text = preferencesPage.en;
    await page.getByRole('group', { name: text.language }).getByText('Français').click();
    await page.getByRole('button', { name: text.save }).click();

    // The app speaks French at once.
    await expect(
      page.getByRole('heading', { level: 1, name: fr.titles.preferences }),
    ).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'fr-CA');
    const saved = page
      .getByRole('status')
      .filter({ hasText: 'Vos préférences sont enregistrées.' });
    await expect(saved).toHaveText('Vos préférences sont enregistrées.');

    await page.reload();
    await expectSavedInFrench(page);
    // The server holds it, not this browser: a fresh one reads the same.
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: en.titles.preferences }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: text.language }).getByRole('radio', { name: 'Français' }),
    ).toBeChecked();
  });
});

test.describe('notification settings', () => {
  test('choices are saved with the account and survive a reload; withdrawals are always e-mailed', async ({
    page,
    request,
  }) => {
    // A customer of its own: the worker's shared one must keep getting its trade e-mails.
    const customer = await createVerifiedCustomer(request);
    await seedStorage(page, signedInStorage(await signInTokens(request, customer)));
    await page.goto('/settings-preferences');
    await page.getByRole('link', { name: notificationSettingsPage.link }).click();
    await expect(page).toHaveURL('/settings-notifications');
    await expect(
      page.getByRole('heading', { level: 1, name: notificationSettingsPage.title }),
    ).toBeVisible();

    const text = notificationSettingsPage;
    const choices = page.getByRole('region', { name: text.section });
    await expectAlwaysEmailed(page);
    await expect(choices.getByRole('switch', { name: text.trades })).toBeChecked();
    await expect(choices.getByRole('switch', { name: text.news })).not.toBeChecked();
    // News is e-mail only: nothing to switch in the app.
    await expect(choices.getByRole('switch', { name: text.newsInApp })).toHaveCount(0);

    await choices.getByRole('switch', { name: text.news }).check();
    await choices.getByRole('switch', { name: text.trades }).uncheck();
    await choices.getByRole('button', { name: text.save }).click();
    // The push devices' section below has status lines of its own.
    await expect(choices.getByRole('status')).toHaveText(text.saved);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(choices.getByRole('switch', { name: text.news })).toBeChecked();
    await expect(choices.getByRole('switch', { name: text.trades })).not.toBeChecked();
    await expectAlwaysEmailed(page);
  });
});

/** The withdrawal e-mail: on, not the customer's to switch off, and the page says why. */
async function expectAlwaysEmailed(page: Page): Promise<void> {
  const choices = page.getByRole('region', { name: notificationSettingsPage.section });
  const withdrawals = choices.getByRole('switch', { name: notificationSettingsPage.withdrawals });
  await expect(withdrawals).toBeChecked();
  await expect(withdrawals).toBeDisabled();
  await expect(choices.getByText(notificationSettingsPage.alwaysEmailed)).toBeVisible();
}

async function expectSavedInFrench(page: Page): Promise<void> {
  const text = preferencesPage.fr;
  await expect(page.getByRole('heading', { level: 1, name: fr.titles.preferences })).toBeVisible();
  await expect(
    page.getByRole('group', { name: text.language }).getByRole('radio', { name: 'Français' }),
  ).toBeChecked();
}

async function expectFrench(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: fr.titles.dashboard })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('navigation', { name: fr.mainNav }).getByRole('link')).toHaveText([
    ...fr.sidebar,
  ]);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: fr.myAccount })).toBeVisible();
  await expect(header.getByRole('button', { name: fr.toDark })).toBeVisible();
  await expect(header.getByRole('combobox', { name: fr.language })).toHaveValue('fr-CA');
}
