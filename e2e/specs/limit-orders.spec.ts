import type { Page } from '@playwright/test';
import { verifiedCustomerIn } from '../support/banking.js';
import { awaitMail, cadHolding, sandboxWords, simulateEtransfer } from '../support/funding.js';
import { expect, test } from '../support/test.js';
import { limitOrdersTab as words } from '../support/text.js';

/** The CAD available on /assets, read again until it is `amount` (balances follow the ledger). */
async function expectAvailableCad(page: Page, amount: string): Promise<void> {
  await expect(async () => {
    await page.goto('/assets');
    await expect(cadHolding(page).getByRole('cell').nth(1)).toHaveText(amount, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Limit orders (docs/decisions/0082-limit-orders.md): a customer places a buy of BTC far below
 * its price on /orders; it waits, with the CAD it would spend set aside, and cancelling it makes
 * that CAD available again.
 */
test('a buy waits for its price with its CAD set aside, and cancelling it releases the CAD', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tokens = await verifiedCustomerIn(page, request);
  await page.goto('/deposits');
  await simulateEtransfer(page, sandboxWords.en, '200');
  await awaitMail(request, tokens.email, 'funding_deposit_received');
  await expectAvailableCad(page, '$200.00');
  const quote = await request.get('/market/api/v3/simple/price?ids=bitcoin&vs_currencies=cad');
  const price: number = (await quote.json()).bitcoin.cad;
  // Half the price: the market will not come down to it while the test runs.
  const limit = (Math.floor(price * 50) / 100).toFixed(2);

  await page.goto('/orders?tab=limit');
  await expect(page.getByRole('tab', { name: words.tab, selected: true })).toBeVisible();
  await expect(page.getByText(words.empty, { exact: false })).toBeVisible();
  await expect(page.getByText(words.held)).toBeVisible();
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.cadToSpend).fill('100');
  await form.getByLabel(words.buyAtOrBelow).fill(limit);
  await form.getByRole('button', { name: words.place }).click();
  await expect(form.getByRole('status')).toHaveText(words.placed);
  const order = page.getByRole('table', { name: words.caption }).getByRole('row').nth(1);
  await expect(order).toContainText('Buy BTC');
  await expect(order).toContainText(words.waiting);
  await expectAvailableCad(page, '$100.00');

  await page.goto('/orders?tab=limit');
  await page.getByRole('button', { name: words.cancelOrder }).click();
  const dialog = page.getByRole('dialog', { name: words.cancelTitle });
  await dialog.getByRole('button', { name: words.confirmCancel }).click();
  await expect(page.getByText(words.cancelledOrder)).toBeVisible();
  await expect(order).toContainText(words.cancelled);
  await expect(page.getByRole('button', { name: words.cancelOrder })).toHaveCount(0);
  await expectAvailableCad(page, '$200.00');
});
