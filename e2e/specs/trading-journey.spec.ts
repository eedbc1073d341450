import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { watchPageProblems } from '../support/page-errors.js';
import { expect, test } from '../support/test.js';

/**
 * The trading journey on the real UI and server, as the demo customer (seeded by
 * DEMO_ACCOUNTS=true on the main e2e server, with a year of history and CAD 10,000 or more: ADR
 * 78). The specs that sign in as the demo customer run one at a time (the `demo-customer`
 * project), so no other test's sign-in ends its session.
 */
const demo = { email: 'demo@maple.exchange', password: 'maple-demo-customer-2026' } as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function goTo(page: Page, link: string, heading: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Asks for a quote and checks its countdown runs; returns the quote panel. */
async function quoteFor(page: Page, side: 'Buy' | 'Sell', cad: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Trade' });
  await form.locator('label', { hasText: new RegExp(`^${side}$`) }).click();
  await expect(form.getByText(/Available to spend: \S+/)).toBeVisible();
  await form.getByLabel('Amount (CAD)').fill(cad);
  await form.getByRole('button', { name: 'Get a quote' }).click();

  const quote = page.getByRole('region', { name: 'Your quote' });
  const timer = quote.getByRole('timer');
  await expect(timer).toHaveText(/Expires in \d+ s/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expect(timer).toHaveText(/Expires in \d+ s/);
  for (const term of ['You pay', 'You get', 'All-in price', 'Spread', 'Fee']) {
    await expect(quote.getByRole('term').filter({ hasText: term })).toBeVisible();
  }
  return quote;
}

test('the demo customer buys and sells BTC, sees it on /assets, /orders and /documents, and charts it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);

  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');

  // Buy BTC for CAD 100 with the quote counting down.
  await goTo(page, 'Exchange', 'Exchange');
  const buy = await quoteFor(page, 'Buy', '100');
  await expect(buy.getByRole('term').filter({ hasText: 'You pay' }).locator('+ dd')).toHaveText(
    '$100.00',
  );
  await buy.getByRole('button', { name: 'Confirm buy' }).click();
  const bought = page.getByRole('region', { name: 'Trade placed' });
  await expect(bought.getByRole('status')).toHaveText('Completed', { timeout: 20_000 });
  await expect(bought.getByRole('row', { name: /^BTC/ })).toBeVisible();

  // The BTC shows on /assets with a CAD value, and the trade on /orders.
  await goTo(page, 'Assets', 'Assets');
  const btc = page.getByRole('row', { name: /^BTC Bitcoin/ });
  await expect(btc.getByRole('cell').first()).toHaveText(/^0\.\d*[1-9]\d*\sBTC$/);
  // Total, available, value, then book cost and unrealized gain: the value is the third cell
  // (thousands of dollars: the customer held BTC before this journey).
  await expect(btc.getByRole('cell').nth(2)).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

  await goTo(page, 'Orders', 'Orders');
  const latest = page.getByRole('table', { name: 'Your trades' }).getByRole('row').nth(1);
  await expect(latest).toContainText('Buy BTC');
  await expect(latest).toContainText('$100.00');

  // The trade's confirmation is kept on /documents, and its PDF downloads.
  await goTo(page, 'Documents', 'Documents');
  const documents = page.getByRole('table', { name: 'Your documents, newest first' });
  const confirmation = documents.getByRole('row').filter({ hasText: 'Trade confirmation' }).first();
  const pdfButton = confirmation.getByRole('button', { name: /^PDF of the trade confirmation/ });
  // Drawn by a job within seconds of settlement; the page asks again until it is.
  await expect(pdfButton).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await pdfButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maple-trade-confirmation-[0-9a-f]{32}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');

  // Sell part of it: CAD 40 worth.
  await goTo(page, 'Exchange', 'Exchange');
  const sell = await quoteFor(page, 'Sell', '40');
  await sell.getByRole('button', { name: 'Confirm sell' }).click();
  const sold = page.getByRole('region', { name: 'Trade placed' });
  await expect(sold.getByRole('status')).toHaveText(/Settling|Completed/);

  await goTo(page, 'Orders', 'Orders');
  const trades = page.getByRole('table', { name: 'Your trades' });
  await expect(trades.getByRole('row').nth(1)).toContainText('Sell BTC');
  await expect(trades.getByRole('row').nth(1)).toContainText('$40.00');
  await expect(trades.getByRole('row').nth(2)).toContainText('Buy BTC');
  await trades
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Details of the trade/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Trade details' });
  await expect(details).toContainText('$40.00');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The dashboard chart switches ranges.
  await goTo(page, 'Dashboard', 'Dashboard');
  const chart = page.getByRole('region', { name: 'Price chart' });
  await expect(
    chart.getByRole('img', { name: 'BTC price in CAD over the last day' }),
  ).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  for (const [range, words] of [
    ['1W', 'the last week'],
    ['1M', 'the last month'],
    ['1Y', 'the last year'],
    ['5Y', 'the last five years'],
  ] as const) {
    await chart.locator('label', { hasText: range }).click();
    await expect(chart.getByRole('radio', { name: range })).toBeChecked();
    await expect(chart.getByRole('img', { name: `BTC price in CAD over ${words}` })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('Sell');

  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});
