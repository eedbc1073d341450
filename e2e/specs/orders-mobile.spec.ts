import { verifiedCustomerIn } from '../support/banking.js';
import { expect, test } from '../support/test.js';

/**
 * /orders on a phone: its tables scroll inside their own box, and nothing in them (the hidden
 * column names and transaction hashes screen readers read) makes the page itself wider than the
 * screen; it was 683 px wide on a 390 px screen once it listed a transfer.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('/orders lists a transfer within a 390 px screen, in English and French', async ({
  page,
  request,
}) => {
  const tokens = await verifiedCustomerIn(page, request);
  const deposit = await request.post('/customers/sandbox/crypto-deposits', {
    headers: { authorization: `Bearer ${tokens.ut}` },
    data: { asset: 'BTC', amount: '5000000' },
  });
  expect(deposit.status()).toBe(201);

  for (const [path, heading] of [
    ['/orders?tab=transfers', 'Orders'],
    ['/orders?tab=transfers&lang=fr', 'Ordres'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
});
