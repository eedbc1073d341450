import { type SiteLanguage, sitePath, siteRoutes } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import {
  frenchShellPages,
  type ShellPage,
  shellPages,
  storageFor,
  withTheme,
} from '../support/pages.js';
import { localKeys, type StorageSeed, seedStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';

/**
 * axe (WCAG 2.0/2.1 A and AA) on every shell page, in both themes and in French: no serious or
 * critical violation. A failure lists each rule with its impact and the offending elements.
 */
async function openShellPage(
  page: Page,
  shell: ShellPage,
  customerStorage: StorageSeed,
): Promise<void> {
  await seedStorage(page, storageFor(shell, customerStorage));
  await page.goto(shell.path);
  await expect(page.getByRole('heading', { level: 1, name: shell.heading })).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const shell of shellPages) {
      test(`${shell.path} has no serious violations`, async ({ page, customerStorage }) => {
        await openShellPage(page, withTheme(shell, theme), customerStorage);
        const html = page.locator('html');
        if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe('French', () => {
  for (const shell of frenchShellPages) {
    test(`${shell.path} has no serious violations`, async ({ page, customerStorage }) => {
      await openShellPage(page, shell, customerStorage);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expectNoSeriousA11yViolations(page);
    });
  }
});

/**
 * The public site: every page in English in the light theme, the not-found page too. Colour
 * and language change words and colours, not structure, so the dark theme and French run on
 * one page of each layout, which between them show every kind of block (docs/public-site.md):
 * the landing page, the index, questions and answers, tables and notes, a legal document, the
 * contact details.
 */
const everyPage = [...siteRoutes.map((route) => route.path), '/not-a-page'];
const eachLayout = [
  '/',
  '/learn',
  '/faq',
  '/what-is-bitcoin-btc',
  '/privacy-policy',
  '/contact',
  '/not-a-page',
];
const siteChecks: { language: SiteLanguage; theme: 'light' | 'dark'; paths: string[] }[] = [
  { language: 'en-CA', theme: 'light', paths: everyPage },
  { language: 'en-CA', theme: 'dark', paths: eachLayout },
  { language: 'fr-CA', theme: 'light', paths: eachLayout },
  { language: 'fr-CA', theme: 'dark', paths: eachLayout },
];
for (const { language, theme, paths } of siteChecks) {
  test.describe(`the site in ${language}, ${theme} theme`, () => {
    for (const path of paths.map((english) => sitePath(english, language))) {
      test(`${path} has no serious violations`, async ({ page }) => {
        await seedStorage(page, { local: { [localKeys.theme]: theme === 'dark' ? '1' : '0' } });
        await page.goto(path);
        await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
