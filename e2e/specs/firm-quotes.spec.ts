import { verifiedCustomerIn } from '../support/banking.js';
import { awaitMail, buyBtc, sandboxWords, simulateEtransfer } from '../support/funding.js';
import { isExpectedRefusal } from '../support/kyc-customer.js';
import { watchPageProblems } from '../support/page-errors.js';
import { expect, test } from '../support/test.js';

/**
 * Firm quotes on a phone-sized screen: a sale of more BTC than the customer holds is refused at
 * the amount before any quote, Max offers exactly what they hold, the quote's figures stay put
 * while it counts down, and when it expires the renewed quote says how the price changed before
 * the customer confirms it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The quote refused for the balance: the browser logs the 400, the screen explains it. */
const isBalanceRefusal = isExpectedRefusal('/api/quotes', '400');

test('a sale is quoted only for the BTC held, Max sells it all, a renewed quote says its price', async ({
  page,
  request,
}) => {
  // A deposit, a buy that settles, then a quote left to expire (10 s).
  test.setTimeout(180_000);
  const problems = await watchPageProblems(page);
  const tokens = await verifiedCustomerIn(page, request);
  await page.goto('/deposits');
  await simulateEtransfer(page, sandboxWords.en, '200');
  await awaitMail(request, tokens.email, 'funding_deposit_received');
  await buyBtc(page, '100');

  await page.goto('/exchange');
  const form = page.getByRole('form', { name: 'Trade' });
  await form.locator('label', { hasText: /^Sell$/ }).click();
  await form.locator('label', { hasText: /^BTC$/ }).click();
  const amount = form.getByLabel('Amount (BTC)');
  await amount.fill('1');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  await expect(
    form.getByText(/^This is more than you have available \(funds still settling/),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote).toBeHidden();

  await form.getByRole('button', { name: /^Max: use all 0\.\d+\sBTC available$/ }).click();
  await expect(amount).toHaveValue(/^0\.\d+$/);
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  const timer = quote.getByRole('timer');
  await expect(timer).toHaveText(/Expires in \d+ s/);
  // Nothing runs off the side of a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The market ticks every few seconds; the quote's figures (the spread too) do not move.
  const figures = quote.getByRole('definition');
  const first = await figures.allInnerTexts();
  await expect(timer).toHaveText(/Expires in [1-3] s/, { timeout: 15_000 });
  expect(await figures.allInnerTexts()).toEqual(first);

  const renewed = quote.getByText(
    /^The (price changed: \$[\d,.]+ → \$[\d,.]+ per BTC\. Check the new quote and confirm again\.|quote was renewed at the same price, \$[\d,.]+ per BTC\. Confirm again to trade\.)$/,
  );
  await expect(renewed).toBeVisible({ timeout: 20_000 });
  await quote.getByRole('button', { name: 'Confirm sell' }).click();
  const placed = page.getByRole('region', { name: 'Trade placed' });
  await expect(placed.getByRole('status')).toHaveText(/Settling|Completed/);
  await expect(placed.getByRole('row', { name: /^BTC/ }).getByRole('cell').first()).toHaveText(
    /^0\sBTC$/,
  );

  const unexpected = problems.filter((problem) => !isBalanceRefusal(problem));
  expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
});
