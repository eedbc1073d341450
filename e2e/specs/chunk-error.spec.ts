import { expect, test } from '../support/test.js';
import { en } from '../support/text.js';

/**
 * docs/product/errors.md: when a page's code cannot be downloaded the user sees "Loading chunk
 * failed" and can reload. /signup's code is split from /signin's, so once /signin is up, any script
 * requested by the move to /signup is that page's chunk.
 */
test('a page whose chunk fails to load says so and comes back with Reload', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: en.titles.signin })).toBeVisible();

  const failedChunks: string[] = [];
  const scripts = '**/static/*.js';
  await page.route(scripts, async (route) => {
    failedChunks.push(new URL(route.request().url()).pathname);
    await route.abort('internetdisconnected');
  });

  await page.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1, name: en.chunkLoadFailed })).toBeVisible();
  expect(failedChunks.length, 'the /signup chunk was requested and failed').toBeGreaterThan(0);
  const reload = page.getByRole('button', { name: en.reload });
  await expect(reload).toBeVisible();

  await page.unroute(scripts);
  await reload.click();
  await expect(page.getByRole('heading', { level: 1, name: en.titles.signup })).toBeVisible();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1, name: en.chunkLoadFailed })).toHaveCount(0);
});
