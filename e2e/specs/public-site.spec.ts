import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { siteLanguages, sitePath, siteRoutes } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { type PageProblem, watchPageProblems } from '../support/page-errors.js';
import { localKeys, readStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';
import { en, site } from '../support/text.js';

/**
 * Every page of the public site in both languages (docs/public-site.md): it answers 200 with
 * its one <h1> in the right language, runs without console errors or CSP violations once
 * hydrated, has no serious or critical axe violation (light theme; the dark theme is in
 * a11y.spec.ts), names the business in its JSON-LD, and links only to pages that exist.
 */
const checkedLinks = new Map<string, number>();

/** Waits until the prerendered page has been hydrated and runs. */
const hydrated = (page: Page) => expect(page.locator('#root[data-hydrated]')).toHaveCount(1);

const expectNoProblems = (found: readonly PageProblem[]): void => {
  expect(
    found,
    `console errors, page errors or CSP violations:\n${JSON.stringify(found, null, 2)}`,
  ).toEqual([]);
};

for (const language of siteLanguages) {
  test.describe(`the site in ${language}`, () => {
    for (const route of siteRoutes) {
      const path = sitePath(route.path, language);
      test(`${path}: one h1, runs clean, passes axe, JSON-LD names the business, no broken links`, async ({
        page,
        request,
      }) => {
        const problems = await watchPageProblems(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        await expectNoSeriousA11yViolations(page);

        const jsonLd: unknown = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
        );
        expect(jsonLd).toMatchObject({
          '@type': ['Organization', 'LocalBusiness'],
          name: site.business,
          address: { addressRegion: 'ON', addressCountry: 'CA' },
          contactPoint: [{ contactType: 'customer service' }],
          openingHoursSpecification: [
            { dayOfWeek: site.openDays, opens: '09:00', closes: '17:00' },
          ],
        });
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path === '/' ? '/' : path}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);

        const hrefs = await page
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of new Set(hrefs.map((href) => href.split('#', 1)[0] ?? ''))) {
          let status = checkedLinks.get(href);
          if (status === undefined) {
            status = (await request.get(href, { maxRedirects: 0 })).status();
            checkedLinks.set(href, status);
          }
          expect(status, `${path} links to ${href}`).toBeLessThan(400);
        }
        expectNoProblems(problems);
      });
    }
  });
}

test('an unknown path answers 404 with the not-found page of its language', async ({ page }) => {
  const english = await page.goto('/not-a-page');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: site.en.notFound })).toBeVisible();
  await hydrated(page);
  await expectNoSeriousA11yViolations(page);
  const french = await page.goto('/fr/pas-une-page');
  expect(french?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: site.fr.notFound })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await hydrated(page);
  await expectNoSeriousA11yViolations(page);
});

test('/services goes to /crypto-consultations with a 301, in both languages', async ({
  page,
  request,
}) => {
  for (const language of siteLanguages) {
    const from = sitePath('/services', language);
    const to = sitePath('/crypto-consultations', language);
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});

test('/favicon.ico is the maple leaf, for browsers and crawlers that ask for it', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An icon directory: reserved 0, type 1.
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test.describe('prerendered', () => {
  test('the HTML of / and /what-is-bitcoin-btc holds their headlines before any script', async ({
    request,
  }) => {
    expect(await (await request.get('/')).text()).toContain(site.en.landingHeading);
    expect(await (await request.get('/what-is-bitcoin-btc')).text()).toContain(
      site.en.bitcoinHeading,
    );
    expect(await (await request.get('/fr/what-is-bitcoin-btc')).text()).toContain(
      site.fr.bitcoinHeading,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a page reads in full, links included', async ({ page }) => {
      await page.goto('/what-is-bitcoin-btc');
      await expect(
        page.getByRole('heading', { level: 1, name: site.en.bitcoinHeading }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: site.en.signUp }).first()).toHaveAttribute(
        'href',
        '/signup?lang=en-CA',
      );
    });
  });
});

test('the language link opens the same page in the other language and remembers the choice', async ({
  page,
}) => {
  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect((await readStorage(page, { local: [localKeys.language] })).local[localKeys.language]).toBe(
    'fr-CA',
  );
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

test('after French and Back, the English page still signs up in English', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/about');
  await page.goBack();
  await expect(page).toHaveURL('/about');
  await page.getByRole('main').getByRole('link', { name: site.en.signUp }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.titles.signup })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

test('the site can be used with the keyboard alone: skip link, then the main content', async ({
  page,
}) => {
  await page.goto('/learn');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.en.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((element) => element.closest('main') !== null)).toBe(true);
});

test('the JavaScript / loads is at most 100 KB gzipped (the performance budget)', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('tr[data-asset="BTC"] svg[role="img"]')).toBeVisible();
  const dist = new URL('../../apps/web/dist', import.meta.url).pathname;
  const sizes = [...scripts].map((path) => ({
    path,
    gzip: gzipSync(readFileSync(`${dist}${path}`), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  process.stdout.write(`JavaScript loaded by /: ${(total / 1024).toFixed(1)} KB gzipped\n`);
  expect(total, `scripts of /: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(100 * 1024);
});

test('the theme button switches the site to dark and back, remembered as the app remembers it', async ({
  page,
}) => {
  await page.goto('/learn');
  await hydrated(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect((await readStorage(page, { local: [localKeys.theme] })).local[localKeys.theme]).toBe('1');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
