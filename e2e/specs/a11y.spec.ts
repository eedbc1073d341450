import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import {
  frenchShellPages,
  type ShellPage,
  shellPages,
  storageFor,
  withTheme,
} from '../support/pages.js';
import { type StorageSeed, seedStorage } from '../support/session.js';
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
