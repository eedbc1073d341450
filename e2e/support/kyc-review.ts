import { type Browser, expect, type Page } from '@playwright/test';
import { totpCode } from './accounts.js';
import { maskedSin } from './kyc.js';
import { isExpectedRefusal } from './kyc-customer.js';
import { reviewWords } from './kyc-text.js';
import { watchPageProblems } from './page-errors.js';
import { type E2eStaffName, e2eStaff, e2eStaffMembers, type StaffCredentials } from './staff.js';

/** The back office's side: the shared e2e admin signs in, finds a review and decides it. */

export const isSpentCodeRefusal = isExpectedRefusal('/admin/api/signin', '401');

const totpPeriodMs = 30_000;
const totpStep = (at: number): number => Math.floor(at / totpPeriodMs);

/**
 * A member of staff signs in with password and authenticator code (see admin-sign-in.spec.ts).
 * The server accepts each 30-second step once and never an older one; each spec has staff of
 * its own (see staff.ts), but one spec may sign the same member in more than once, so the code
 * is the one the authenticator showed a step ago (still inside the server's one-step drift
 * window). When that step was spent meanwhile, the sign-in waits for the next step and tries
 * again.
 */
export async function signInAsAdmin(page: Page, staff: StaffCredentials): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const now = Date.now();
    await page.goto('/admin/signin');
    await page.getByLabel('E-mail address').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page
      .getByLabel('Authentication code')
      .fill(totpCode(staff.totpSecret, now - totpPeriodMs));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const customers = page.getByRole('heading', { level: 1, name: 'Customers' });
    const refused = page.getByText('The e-mail address, password or code is incorrect.');
    await expect(customers.or(refused)).toBeVisible();
    if (await customers.isVisible()) return;
    await expect
      .poll(() => totpStep(Date.now()), {
        message: 'the next authenticator step',
        timeout: totpPeriodMs + 5_000,
      })
      .toBeGreaterThan(totpStep(now));
  }
  throw new Error(`${staff.email} could not sign in: every code tried was spent`);
}

/**
 * Opens the queue from the back office's navigation and each review in it, oldest first,
 * until the one whose summary names the customer's e-mail: the queue itself shows no names.
 */
export async function openReviewOf(page: Page, customerEmail: string): Promise<void> {
  await page.getByRole('link', { name: reviewWords.nav, exact: true }).click();
  const queue = page.getByRole('table', { name: reviewWords.queueCaption });
  await expect(queue).toBeVisible();
  const count = await queue.getByRole('row').count();
  for (let row = 1; row < count; row += 1) {
    await queue.getByRole('row').nth(row).getByRole('link').click();
    const email = page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${reviewWords.customerEmail}$`) })
      .locator('+ dd');
    await expect(email).toBeVisible();
    if ((await email.textContent()) === customerEmail) return;
    await page.getByRole('link', { name: reviewWords.backToQueue }).click();
    await expect(queue).toBeVisible();
  }
  throw new Error(`no review in the queue is for ${customerEmail}`);
}

/**
 * The e2e reviewer (or `who`, the second approver of a politically exposed or high-risk
 * application), in a browser of their own, opens the customer's review and acts on it.
 */
export async function asAdmin(
  browser: Browser,
  email: string,
  act: (page: Page) => Promise<void>,
  who: E2eStaffName = 'reviewer',
): Promise<void> {
  const context = await browser.newContext({ locale: 'en-CA' });
  try {
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await signInAsAdmin(page, e2eStaff(who));
    await openReviewOf(page, email);
    await expect(
      page.getByRole('heading', { level: 1, name: reviewWords.detailHeading }),
    ).toBeVisible();
    await act(page);
    const unexpected = problems.filter((problem) => !isSpentCodeRefusal(problem));
    expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The SIN shows masked; it is revealed only once a reason is given. */
export async function revealSin(page: Page, sin: string): Promise<void> {
  const sinDigits = new RegExp(sin.split('').join('\\s?'));
  await expect(page.getByText(maskedSin(sin), { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(sinDigits);
  await page.getByRole('button', { name: reviewWords.reveal }).click();
  const dialog = page.getByRole('dialog', { name: reviewWords.reveal });
  await dialog.getByRole('button', { name: reviewWords.revealSubmit, exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(page.locator('main')).not.toContainText(sinDigits);
  await dialog.getByLabel(reviewWords.revealReason).fill('Checking the SIN against the tax slip.');
  await dialog.getByRole('button', { name: reviewWords.revealSubmit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('main')).toContainText(sinDigits);
}

/**
 * Approves with a reason; `onConfirmation` runs while the confirmation dialog is open. `notice`
 * is what the panel says after: the decision, or only the first of two approvals.
 */
export async function approve(
  page: Page,
  reason: string,
  onConfirmation: (page: Page) => Promise<void> = async () => {},
  notice: string = reviewWords.recorded,
): Promise<void> {
  await page.getByLabel(reviewWords.decisionReason, { exact: true }).fill(reason);
  await page.getByRole('button', { name: reviewWords.approve, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: reviewWords.confirmApprove });
  await expect(confirm).toBeVisible();
  await onConfirmation(page);
  await confirm.getByRole('button', { name: reviewWords.confirm, exact: true }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

/**
 * Two people approve a politically exposed or high-risk application, or an account recovery: the
 * first (the customer stays in review), then the second, who sees the first approval.
 */
export async function approveTwice(
  browser: Browser,
  email: string,
  reason: string,
  [first, second]: readonly [E2eStaffName, E2eStaffName] = ['reviewer', 'secondReviewer'],
) {
  const noop = async () => {};
  await asAdmin(
    browser,
    email,
    (admin) => approve(admin, reason, noop, reviewWords.firstRecorded),
    first,
  );
  await asAdmin(
    browser,
    email,
    async (checker) => {
      await expect(
        checker.getByText(reviewWords.firstApproval(e2eStaffMembers[first].email)),
      ).toBeVisible();
      await approve(checker, 'Agreed, having read the file.');
    },
    second,
  );
}
