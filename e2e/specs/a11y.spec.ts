import { siteLanguages, sitePath } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import {
  expectShown,
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
  await expectShown(page, shell);
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
 * The public site in the dark theme, in both languages. Every page is checked in the light
 * theme by public-site.spec.ts; the theme changes colours, not structure, so the dark theme runs
 * on one page of each layout, which between them show every kind of block (docs/public-site.md):
 * the landing page, the index, questions and answers, tables and notes, a legal document, the
 * contact details, the not-found page.
 */
const eachLayout = [
  '/',
  '/learn',
  '/faq',
  '/what-is-bitcoin-btc',
  '/privacy-policy',
  '/contact',
  '/not-a-page',
];
for (const language of siteLanguages) {
  test.describe(`the site in ${language}, dark theme`, () => {
    for (const path of eachLayout.map((english) => sitePath(english, language))) {
      test(`${path} has no serious violations`, async ({ page }) => {
        await seedStorage(page, { local: { [localKeys.theme]: '1' } });
        await page.goto(path);
        await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
