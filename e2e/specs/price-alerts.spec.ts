import { verifiedCustomerIn } from '../support/banking.js';
import { expect, test } from '../support/test.js';

/**
 * Price alerts (docs/decisions/0079-price-alerts.md): a customer sets one on /alerts, the
 * simulated market moves past it (the development control), and the notification centre tells
 * them; opening the notification leads to a quote for the asset, already filled in.
 */
test('an alert set on /alerts is told in the notification centre and opens a prefilled quote', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await verifiedCustomerIn(page, request);
  const quote = await request.get('/market/api/v3/simple/price?ids=ethereum&vs_currencies=cad');
  const price: number = (await quote.json()).ethereum.cad;
  const level = (Math.ceil(price * 101) / 100).toFixed(2);

  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
  await expect(page.getByText('You have no alerts yet.', { exact: false })).toBeVisible();
  await page.getByLabel('Asset').selectOption('ETH');
  await page.getByRole('radio', { name: 'The price goes above a level' }).check();
  await page.getByLabel('Price level in CAD').fill(level);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText(/^Alert created: ETH goes above \$/)).toBeVisible();
  const active = page.getByRole('region', { name: 'Active alerts' });
  await expect(active.getByText(/^ETH goes above \$/)).toBeVisible();

  // A level under the price now is refused at its field, in words a person can act on.
  await page.getByLabel('Price level in CAD').fill((price / 2).toFixed(2));
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(
    page.getByText('The price is already at or above this level: choose a higher price.'),
  ).toBeVisible();

  const moved = await request.post('/dev/market/move', { data: { asset: 'ETH', percent: 3 } });
  expect(moved.status()).toBe(200);

  // The bell asks on focus and each minute; going to the centre asks at once.
  await expect
    .poll(
      async () => {
        await page.goto('/notifications');
        const loaded = page
          .getByRole('list', { name: 'Your notifications, newest first' })
          .or(page.getByText('No notifications yet.', { exact: false }));
        await expect(loaded).toBeVisible();
        return page.getByRole('link', { name: /^Unread: ETH rose above \$/ }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.getByRole('link', { name: /^Unread: ETH rose above \$/ }).click();
  await expect(page).toHaveURL(/\/exchange\?side=sell&asset=ETH$/);
  await expect(page.getByRole('radio', { name: 'Sell' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await page.goto('/alerts');
  const ended = page.getByRole('region', { name: 'Ended alerts' });
  await expect(ended.getByText('Triggered once')).toBeVisible();
});
