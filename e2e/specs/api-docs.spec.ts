import { watchPageProblems } from '../support/page-errors.js';
import { expect, test } from '../support/test.js';

/**
 * /docs: Swagger UI reads the OpenAPI description the server generates from its contract and
 * runs under the site's strict Content-Security-Policy, with nothing red in the console.
 */
test('/docs shows the described endpoints with no console error or CSP violation', async ({
  page,
}) => {
  // Swagger UI parses the whole description before it draws anything: on a two-core machine
  // under the suite's load that alone took more than the default 30 s of a test.
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  const response = await page.goto('/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Maple Exchange API/ })).toBeVisible({
    timeout: 90_000,
  });
  for (const tag of [
    'Platform (Cybrid-compatible)',
    'Customers',
    'Identity',
    'Market data (CoinGecko-compatible)',
  ]) {
    await expect(page.getByRole('link', { name: tag, exact: true })).toBeVisible();
  }
  const operation = page.getByRole('button', {
    name: 'GET /api/trades/{trade_guid}',
    exact: true,
  });
  await expect(operation).toBeVisible();

  // An operation opens with its path parameter and its answers.
  await operation.click();
  await expect(page.getByRole('textbox', { name: 'trade_guid' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '200', exact: true }).first()).toBeVisible();

  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});
