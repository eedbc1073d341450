import type { Locator, Page } from '@playwright/test';
import { verifiedCustomerIn } from '../support/banking.js';
import { awaitMail, cadHolding, sandboxWords, simulateEtransfer } from '../support/funding.js';
import { expect, test } from '../support/test.js';
import { recurringOrdersTab as words } from '../support/text.js';

/** The CAD available on /assets, read again until it is `amount` (balances follow the ledger). */
async function expectAvailableCad(page: Page, amount: string): Promise<void> {
  await expect(async () => {
    await page.goto('/assets');
    await expect(cadHolding(page).getByRole('cell').nth(1)).toHaveText(amount, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The schedule's item in the list on /orders?tab=recurring. */
const scheduleIn = (page: Page): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: words.order }) });

/**
 * Recurring buys (docs/decisions/0083-recurring-orders.md): a customer sets up a weekly BTC buy
 * on /orders; on this server (development's clock: a schedule starting today runs within a
 * minute) its first run buys with exactly the $25.00 asked, the history says so, and the
 * customer pauses, resumes and cancels it.
 */
test('a weekly buy runs once with exactly its amount, and can be paused, resumed and cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tokens = await verifiedCustomerIn(page, request);
  await page.goto('/deposits');
  await simulateEtransfer(page, sandboxWords.en, '200');
  await awaitMail(request, tokens.email, 'funding_deposit_received');
  await expectAvailableCad(page, '$200.00');

  await page.goto('/orders?tab=recurring');
  await expect(page.getByRole('tab', { name: words.tab, selected: true })).toBeVisible();
  await expect(page.getByText(words.empty, { exact: false })).toBeVisible();
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.cadEachTime).fill('25');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.created)).toBeVisible();
  const schedule = scheduleIn(page);
  await expect(schedule).toContainText(words.active);
  await expect(schedule.getByText(words.nextRun)).toBeVisible();

  // The first run: within a minute, then the minute's sweep and its job.
  await expect(async () => {
    await page.goto('/orders?tab=recurring');
    await expect(scheduleIn(page)).toContainText(words.oneRun, { timeout: 2_000 });
  }).toPass({ timeout: 180_000 });
  await scheduleIn(page).getByRole('button', { name: words.history }).click();
  await expect(page.getByRole('list', { name: /^Runs of / }).getByText(words.done)).toBeVisible();
  await expectAvailableCad(page, '$175.00');

  await page.goto('/orders?tab=recurring');
  await scheduleIn(page).getByRole('button', { name: words.pause }).click();
  await expect(scheduleIn(page)).toContainText(words.paused);
  await scheduleIn(page).getByRole('button', { name: words.resume }).click();
  await expect(scheduleIn(page)).toContainText(words.active);
  await scheduleIn(page).getByRole('button', { name: words.cancel }).click();
  const dialog = page.getByRole('dialog', { name: words.cancelTitle });
  await dialog.getByRole('button', { name: words.confirmCancel }).click();
  await expect(scheduleIn(page)).toContainText(words.cancelled);
  await expect(page.getByRole('button', { name: words.pause })).toHaveCount(0);
});
