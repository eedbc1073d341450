import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { freePort } from '../support/free-port.js';
import { expect, test } from '../support/test.js';

/**
 * Lighthouse, mobile (its default: a mid-range phone on a throttled 4G connection, simulated),
 * on the landing page and an education page: 95 or more in performance, accessibility, best
 * practices and SEO. It runs after every other spec (playwright.config.ts), alone on the machine,
 * in Debian's Chromium; the scores are attached to the report and printed. Each page is measured
 * three times and judged on the median score of each category, as Lighthouse advises on
 * machines whose load varies (a single run moves by several points here).
 */
const pages = ['/', '/what-is-bitcoin-btc'];
const runs = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const minimum = 0.95;

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test(`Lighthouse mobile scores ${minimum * 100}+ on ${pages.join(' and ')}`, async ({
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const browser = await playwright.chromium.launch({
    ...testInfo.project.use.launchOptions,
    args: [...(testInfo.project.use.launchOptions?.args ?? []), `--remote-debugging-port=${port}`],
  });
  const scores: Record<string, Record<string, number>> = {};
  try {
    for (const path of pages) {
      const url = new URL(path, testInfo.project.use.baseURL).toString();
      const measured = new Map<string, number[]>(categories.map((category) => [category, []]));
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
        for (const category of categories) {
          measured.get(category)?.push(result.lhr.categories[category]?.score ?? 0);
        }
      }
      scores[path] = Object.fromEntries(
        categories.map((category) => [category, median(measured.get(category) ?? [])]),
      );
    }
  } finally {
    await browser.close();
  }
  writeFileSync(testInfo.outputPath('lighthouse.json'), JSON.stringify(scores, null, 2));
  await testInfo.attach('lighthouse scores', {
    body: JSON.stringify(scores, null, 2),
    contentType: 'application/json',
  });
  process.stdout.write(`Lighthouse scores: ${JSON.stringify(scores)}\n`);
  for (const path of pages) {
    for (const category of categories) {
      expect(scores[path]?.[category], `${category} of ${path}`).toBeGreaterThanOrEqual(minimum);
    }
  }
});
