import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import {
  chooseEmailedCode,
  verifiedCustomerIn,
  withdrawingCustomerIn,
} from '../support/banking.js';
import {
  awaitMail,
  buyBtc,
  cadHolding,
  chooseBankAccount,
  emailedCode,
  linkSandboxBank,
  sandboxWords,
  shownReferenceCode,
  simulateEtransfer,
} from '../support/funding.js';
import { watchPageProblems } from '../support/page-errors.js';
import { localKeys } from '../support/session.js';
import { expect, test } from '../support/test.js';

/**
 * CAD in and out on the real UI and server, on the sandbox rails the e2e server runs with short
 * delays (playwright.config.ts): EFT from a bank linked in the sandbox screen, held, then spent
 * and withdrawn with an e-mailed code; an Interac e-Transfer matched by its reference code.
 * Manual entry with micro-deposits is bank-accounts.spec.ts's.
 */

/** A term's value in a quote summary. */
const quoteValue = (scope: Locator, term: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('+ dd');

/** /assets, loaded again until the CAD row's available amount is `amount`. */
async function expectAvailableCad(page: Page, amount: string): Promise<void> {
  await expect(async () => {
    await page.goto('/assets');
    await expect(cadHolding(page).getByRole('cell').nth(1)).toHaveText(amount, { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
}

test('a verified customer links a bank, deposits CAD 500 by EFT, buys BTC and withdraws CAD 100 with an e-mailed code', async ({
  page,
  request,
}) => {
  // Three EFT steps each way and a deposit hold (seconds on the e2e server), a trade, a code.
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  const { email } = await withdrawingCustomerIn(page, request);
  await linkSandboxBank(page, { request, email, codesSeen: 0, hasAuthenticator: true });

  // The deposit: its quote, then the pull from the bank.
  await page.goto('/deposits');
  const eft = page.getByRole('form', { name: 'Deposit by EFT' });
  await chooseBankAccount(eft.getByLabel('From bank account'));
  await eft.getByLabel('Amount (CAD)').fill('500');
  await eft.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review your deposit' });
  await expect(quoteValue(review, 'Added to your CAD balance')).toHaveText('$500.00');
  await expect(quoteValue(review, 'Funding limit left today (24 h) after this')).toHaveText(
    '$9,500.00',
  );
  await expectNoSeriousA11yViolations(page);
  await review.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page.getByText('Your deposit of $500.00 has started.')).toBeVisible();

  // It moves along the rail, is credited and held, then becomes available.
  const deposits = page.getByRole('region', { name: 'Deposits in progress' });
  const deposit = deposits.getByRole('listitem').filter({ hasText: '$500.00' });
  await expect(deposit.getByText(/^(Processing|In review|Pending)$/)).toBeVisible();
  await expect(deposit.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(deposit.getByText(/^Funds available on /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/assets');
  const cadFunds = page.getByRole('region', { name: 'CAD not available yet' });
  await expect(cadFunds.getByRole('term').filter({ hasText: /^Held/ }).locator('+ dd')).toHaveText(
    '$500.00',
  );
  await expect(cadHolding(page).getByRole('cell').first()).toHaveText('$500.00');
  await expectAvailableCad(page, '$500.00');
  await awaitMail(request, email, 'funding_deposit_received');

  await buyBtc(page, '100');

  // The withdrawal: the form, its quote, a code from the e-mail, the transfer.
  await page.goto('/withdrawals');
  const form = page.getByRole('form', { name: 'Withdraw CAD' });
  await expect(form.getByText('Available to withdraw: $400.00.')).toBeVisible();
  await chooseBankAccount(form.getByLabel('To bank account'));
  await form.getByLabel('Amount (CAD)').fill('100');
  await form.getByRole('button', { name: 'Review' }).click();
  const withdrawal = page.getByRole('region', { name: 'Review your withdrawal' });
  await expect(quoteValue(withdrawal, 'You receive')).toHaveText('$100.00');
  await chooseEmailedCode(withdrawal);
  await withdrawal.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(withdrawal.getByText(`We sent a code to ${email}.`, { exact: false })).toBeVisible();
  // The second code e-mailed: the first approved the bank account.
  await withdrawal.getByLabel('Code from the e-mail').fill(await emailedCode(request, email, 1));
  await expectNoSeriousA11yViolations(page);
  await withdrawal.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Your withdrawal of $100.00 is on its way.')).toBeVisible();

  // It leaves the list once the rail completes it; both transfers show in /orders.
  const withdrawals = page.getByRole('region', { name: 'Withdrawals in progress' });
  await expect(withdrawals.getByRole('listitem').filter({ hasText: '$100.00' })).toBeVisible();
  await expect(withdrawals.getByText('No withdrawals in progress.')).toBeVisible({
    timeout: 30_000,
  });
  await awaitMail(request, email, 'funding_withdrawal_sent');
  await page.goto('/orders?tab=transfers');
  const transfers = page.getByRole('table', { name: 'Your transfers' });
  await expect(transfers.getByRole('row').nth(1)).toContainText('Withdrawal');
  await expect(transfers.getByRole('row').nth(1)).toContainText('$100.00');
  await expect(transfers.getByRole('row').nth(1)).toContainText('Completed');
  await expect(transfers.getByRole('row').nth(2)).toContainText('Deposit');
  await expect(transfers.getByRole('row').nth(2)).toContainText('$500.00');
  await expectNoSeriousA11yViolations(page);
  await expectAvailableCad(page, '$300.00');

  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('an Interac e-Transfer with the reference code, however it is typed, credits the customer', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const problems = await watchPageProblems(page);
    const { email } = await verifiedCustomerIn(page, request, { [localKeys.language]: 'fr-CA' });
    const words = sandboxWords.fr;

    await page.goto('/deposits');
    await expect(page.getByRole('heading', { level: 1, name: 'Dépôts' })).toBeVisible();
    const code = await shownReferenceCode(page, words);
    // Banks' memo fields: lower case, a space for the dash; the amount with a decimal comma.
    await simulateEtransfer(page, words, '250,75', code.toLowerCase().replace('-', ' '));
    await expectNoSeriousA11yViolations(page);
    await awaitMail(request, email, 'funding_deposit_received');

    await page.goto('/orders?tab=transfers');
    const latest = page.getByRole('table', { name: 'Vos virements' }).getByRole('row').nth(1);
    await expect(latest).toContainText('Dépôt');
    await expect(latest).toContainText('Virement Interac');
    await expect(latest).toContainText('250,75');
    await expect(latest).toContainText('Terminée');
    await page.goto('/assets');
    await expect(
      page
        .getByRole('row', { name: /^CAD Dollar canadien/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(/^250,75\s\$$/);

    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  });
});
