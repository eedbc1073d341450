import type { Page } from '@playwright/test';
import { isExpectedRefusal } from '../support/kyc-customer.js';
import { isOwn404, type PageProblem, watchPageProblems } from '../support/page-errors.js';
import { expectShown, type ShellPage, shellPages, storageFor } from '../support/pages.js';
import { type StorageSeed, seedStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';
import { en } from '../support/text.js';

/**
 * The shell runs clean: no console error, no uncaught exception and no Content-Security-Policy
 * violation (the server sends a strict CSP, so an injected <style> or inline script shows here).
 */
let problems: PageProblem[] = [];

test.beforeEach(async ({ page }) => {
  problems = await watchPageProblems(page);
});

const expectNoProblems = (found: readonly PageProblem[]): void => {
  expect(
    found,
    `console errors, page errors or CSP violations:\n${JSON.stringify(found, null, 2)}`,
  ).toEqual([]);
};

async function visit(page: Page, shell: ShellPage, customerStorage: StorageSeed): Promise<void> {
  await seedStorage(page, storageFor(shell, customerStorage));
  const response = await page.goto(shell.path);
  expect(response?.status()).toBe(shell.status ?? 200);
  await expectShown(page, shell);
}

for (const shell of shellPages) {
  test(`${shell.path} runs without errors`, async ({ page, customerStorage }) => {
    await visit(page, shell, customerStorage);
    const documentUrl = page.url();
    const { refused } = shell;
    const unexpected = refused
      ? problems.filter((problem) => !isExpectedRefusal(refused.path, refused.status)(problem))
      : problems;
    expectNoProblems(
      shell.status === 404
        ? unexpected.filter((problem) => !isOwn404(problem, documentUrl))
        : unexpected,
    );
  });
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opening and closing the menu runs without errors', async ({ page, customerStorage }) => {
    await visit(
      page,
      { path: '/dashboard', heading: en.titles.dashboard, seed: {}, customer: true },
      customerStorage,
    );
    await page.getByRole('button', { name: en.openMenu }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expectNoProblems(problems);
  });
});
