import { readFile } from 'node:fs/promises';
import { adminTradeCsvColumns } from '@maple/contracts';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { verifiedCustomerIn } from '../support/banking.js';
import {
  awaitMail,
  buyBtc,
  cadHolding,
  sandboxWords,
  simulateEtransfer,
} from '../support/funding.js';
import { askForQuote, isUnverifiedQuoteRefusal, refusal } from '../support/kyc-customer.js';
import { isSpentCodeRefusal, signInAsAdmin } from '../support/kyc-review.js';
import { type PageProblem, watchPageProblems } from '../support/page-errors.js';
import { e2eStaff, type StaffCredentials } from '../support/staff.js';
import { expect, test } from '../support/test.js';

/**
 * The back office end to end: a new customer deposits and trades; the demo admin finds them by
 * e-mail, opens their picture and freezes them, after which the exchange refuses them; a
 * compliance officer proposes a goodwill credit that the admin (not the maker) approves, and the
 * customer's balance and history show it (with what staff wrote them) and an e-mail tells them;
 * the admin invites a second administrator, which waits for another admin's approval; the admin
 * exports the trades, switches the sales report's range and reads the back office in French.
 */

interface StaffPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblem[];
}

/** A member of staff signed in, in a browser of their own. */
async function signedInStaff(browser: Browser, staff: StaffCredentials): Promise<StaffPage> {
  const context = await browser.newContext({ locale: 'en-CA' });
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await signInAsAdmin(page, staff);
  return { context, page, problems };
}

/** The value beside a term of the customer's profile. */
const profileFact = (page: Page, term: string): Locator =>
  page
    .getByRole('region', { name: 'Profile' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');

/** Finds the customer on /admin/customer by e-mail and opens their picture. */
async function openPictureByEmail(page: Page, email: string, guid: string): Promise<void> {
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  const search = page.getByRole('form', { name: 'Search customers' });
  await search.getByLabel('E-mail, name, phone or customer ID').fill(email);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const found = page.getByRole('table', { name: 'Customers found' }).getByRole('row');
  await expect(found).toHaveCount(2);
  await expect(found.nth(1)).toContainText(email);
  await found.nth(1).getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(page).toHaveURL(`/admin/customer/${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible();
  await expect(profileFact(page, 'E-mail')).toHaveText(email);
  await expect(profileFact(page, 'State')).toHaveText('Verified');
  const trades = page.getByRole('table', { name: 'Trades' }).getByRole('row');
  await expect(trades).toHaveCount(2);
  // Kinds and states in words, not the codes the server sends.
  await expect(trades.nth(1)).toContainText('Buy');
  await expect(trades.nth(1)).toContainText('Completed');
}

/** Freezes the customer from their picture, with a reason. */
async function freeze(page: Page): Promise<void> {
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Freeze', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm: Freeze' });
  await expect(dialog).toContainText('will not be able to trade or withdraw');
  await dialog.getByLabel('Reason', { exact: true }).fill('The bank reported a disputed deposit.');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(actions.getByText('Done: Freeze.')).toBeVisible();
  await expect(profileFact(page, 'State')).toHaveText('Frozen');
  await expect(profileFact(page, 'State before the freeze')).toHaveText('Verified');
  await expect(actions.getByRole('button', { name: 'Unfreeze', exact: true })).toBeVisible();
}

/** The adjustments of the customer whose picture is open, from its link. */
async function adjustmentsOf(page: Page, guid: string): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('link', { name: 'Propose an adjustment' })
    .click();
  await expect(page).toHaveURL(`/admin/adjustments?customer=${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manual adjustments' })).toBeVisible();
  return page.getByRole('table', { name: 'Manual adjustments, newest first' });
}

/** What staff write for the customer: their history and their e-mail show it. */
const customerNote = 'A goodwill credit for the trouble with your deposit.';

/** The maker proposes a CAD 5 goodwill credit, and may not decide it themselves. */
async function proposeGoodwillCredit(page: Page, guid: string): Promise<void> {
  await page.goto(`/admin/customer/${guid}`);
  const list = await adjustmentsOf(page, guid);
  const form = page.getByRole('region', { name: 'Propose an adjustment' });
  await expect(form.getByLabel('Customer ID')).toHaveValue(guid);
  await form.getByLabel('Account').selectOption('CAD');
  await form.getByLabel('Category').selectOption({ label: 'Goodwill credit' });
  await expect(form.getByLabel('Direction')).toHaveValue('credit');
  await form.getByLabel('Amount').fill('5');
  await form.getByLabel('Reason', { exact: true }).fill('Goodwill for the disputed deposit.');
  await form.getByLabel('What the customer is told').fill(customerNote);
  await form.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(form.getByText(/^Proposed\. A different administrator/)).toBeVisible();

  const row = list.getByRole('row').filter({ hasText: 'Goodwill credit' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Proposed');
  await expect(row).toContainText(e2eStaff('compliance').email);
  await expect(row.getByRole('button', { name: /^Approve the adjustment of \+/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Reject the adjustment of \+/ })).toBeDisabled();
  await expect(row.getByText('Only an administrator can approve or reject.')).toBeVisible();
}

/** The admin, on the customer's picture, approves the maker's proposal. */
async function approveProposal(page: Page, guid: string): Promise<void> {
  const list = await adjustmentsOf(page, guid);
  const row = list.getByRole('row').filter({ hasText: 'Goodwill credit' });
  await expect(row).toContainText('Proposed');
  await row.getByRole('button', { name: /^Approve the adjustment of \+/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this adjustment' });
  await expect(dialog).toContainText(guid);
  await dialog.getByLabel('Reason for your decision').fill('Checked the bank’s report.');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Approved and booked.')).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText(`${e2eStaff('backOffice').email}: Checked the bank’s report.`);
}

/**
 * The customer's history shows the credit once, with what staff wrote them, and an e-mail told
 * them the amount with its asset and the note.
 */
async function seeAdjustmentInHistory(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const mail = await awaitMail(request, email, 'adjustment_posted');
  expect(mail.subject).toBe('$5.00 CAD was credited to your CAD account');
  await page.goto('/orders?tab=all');
  const table = page.getByRole('table', { name: 'Your trades, transfers and adjustments' });
  const row = table.getByRole('row').filter({ hasText: 'Adjustment · Goodwill credit' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customerNote);
  await expect(row).toContainText('+$5.00');
}

/** The trades export from /admin/trades holds the customer's completed buy. */
async function exportTrades(page: Page, guid: string): Promise<void> {
  await page.getByRole('link', { name: 'Trades', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Trades' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('trades.csv');
  const [header, ...rows] = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(header).toBe(adminTradeCsvColumns.join(','));
  const column = (name: (typeof adminTradeCsvColumns)[number]) =>
    adminTradeCsvColumns.indexOf(name);
  const mine = rows
    .map((row) => row.split(','))
    .filter((row) => row[column('customer_guid')] === guid);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.[column('side')]).toBe('buy');
  expect(mine[0]?.[column('state')]).toBe('completed');
  // The amounts say their unit: the crypto leg beside its asset, the CAD side in cents.
  expect(mine[0]?.[column('receive_asset')]).toBe('BTC');
  expect(mine[0]?.[column('deliver_asset')]).toBe('CAD');
  expect(mine[0]?.[column('cad_amount_cents')]).toBe('10000');
}

/** The home: each queue's count linking to its screen, and today's figures. */
async function readOverview(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const queues = page.getByRole('region', { name: 'Work waiting' });
  await expect(
    queues.getByRole('link', { name: /^Crypto withdrawals to approve/ }),
  ).toHaveAttribute('href', '/admin/queues/withdrawals');
  const today = page.getByRole('region', { name: /^Today, / });
  await expect(
    today
      .getByRole('term')
      .filter({ hasText: /^Trades$/ })
      .locator('+ dd'),
  ).not.toHaveText('0');
}

/** Signs out from the header: sign-in shows, and the back office is closed to this tab. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/admin/signin');
  await expect(page.getByText('You are signed out of the back office.')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/signin');
}

/** A UTC calendar day as the sales table writes it in English. */
const calendarDay = (day: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);

/** Every trade of this run happened today: each range groups them into today's period. */
function periodsOfToday(): Record<'Day' | 'Week' | 'Month', string> {
  const today = new Date();
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  return { Day: calendarDay(day), Week: calendarDay(monday), Month: calendarDay(first) };
}

/** /admin/sales by day, week and month: the chart and the table follow the range. */
async function switchSalesRanges(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sales by period and asset' });
  const periods = table.locator('tbody tr td:first-child');
  for (const [range, period] of Object.entries(periodsOfToday())) {
    await page.getByRole('radio', { name: range, exact: true }).check();
    await expect(
      page.getByRole('img', { name: new RegExp(`^Revenue by ${range} `) }),
    ).toBeVisible();
    // Oldest first: the demo customer's history (ADR 78) fills the earlier periods.
    await expect(periods.last()).toHaveText(period);
    await expect(table.getByRole('cell', { name: 'BTC', exact: true }).first()).toBeVisible();
  }
}

/** The customer deposits CAD 500 by e-Transfer and buys BTC for CAD 100: CAD 400 left. */
async function customerWhoTraded(
  page: Page,
  request: APIRequestContext,
): Promise<{ email: string; guid: string }> {
  const tokens = await verifiedCustomerIn(page, request);
  await page.goto('/deposits');
  await simulateEtransfer(page, sandboxWords.en, '500');
  await awaitMail(request, tokens.email, 'funding_deposit_received');
  await buyBtc(page, '100');
  // Session storage keeps the guid base64url-encoded (docs/product/data.md); the back office names
  // it plainly.
  return { email: tokens.email, guid: Buffer.from(tokens.guid, 'base64url').toString() };
}

/**
 * The admin invites a second administrator: it is only asked for (the invitee starts as support)
 * and the admin who asked cannot approve it, so no one makes themselves a checker of their own.
 */
async function inviteAdministrator(page: Page): Promise<void> {
  await page.goto('/admin/staff');
  const invite = page.getByRole('region', { name: 'Invite a member of staff' });
  const name = `Second Admin ${Date.now()}`;
  await invite.getByLabel('E-mail address').fill(`e2e-second-admin-${Date.now()}@example.ca`);
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByText(/^Invitation sent to e2e-second-admin-/)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Staff members' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(
    row.getByText('Asked: Administrator, by e2e-back-office@example.ca.', { exact: false }),
  ).toBeVisible();
  const approveRole = row.getByRole('button', { name: 'Approve role' });
  await expect(approveRole).toBeDisabled();
  await expect(approveRole).toHaveAccessibleDescription(
    'You asked for this role: a different administrator must approve it.',
  );
}

/** The back office in French, on the sales screen where the admin left it. */
async function readSalesInFrench(page: Page): Promise<void> {
  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mois', exact: true })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Ventes par période et par actif' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Revenus par Mois / })).toBeVisible();
}

test('the admin finds a customer, freezes them, approves a colleague’s adjustment, asks for a second admin, exports trades and reads sales in French', async ({
  page,
  request,
  browser,
}) => {
  // A deposit and a trade, two staff sign-ins (each may wait out a spent code), four screens.
  test.setTimeout(240_000);
  const customerProblems = await watchPageProblems(page);
  const { email, guid } = await customerWhoTraded(page, request);
  const staff: StaffPage[] = [];
  try {
    const admin = await signedInStaff(browser, e2eStaff('backOffice'));
    staff.push(admin);
    await openPictureByEmail(admin.page, email, guid);
    await freeze(admin.page);
    await askForQuote(page);
    await expect(refusal(page)).toBeVisible();

    const maker = await signedInStaff(browser, e2eStaff('compliance'));
    staff.push(maker);
    await proposeGoodwillCredit(maker.page, guid);
    await approveProposal(admin.page, guid);
    await page.goto('/assets');
    await expect(cadHolding(page).getByRole('cell').first()).toHaveText('$405.00');
    await seeAdjustmentInHistory(page, request, email);

    await inviteAdministrator(admin.page);
    await exportTrades(admin.page, guid);
    await readOverview(admin.page);
    await switchSalesRanges(admin.page);
    await readSalesInFrench(admin.page);
    await admin.page.getByLabel('Langue').selectOption('en-CA');
    await signOut(admin.page);
  } finally {
    for (const { context } of staff) await context.close();
  }

  const staffProblems = staff
    .flatMap(({ problems }) => problems)
    .filter((problem) => !isSpentCodeRefusal(problem));
  expect(staffProblems, JSON.stringify(staffProblems, null, 2)).toEqual([]);
  const unexpected = customerProblems.filter((problem) => !isUnverifiedQuoteRefusal(problem));
  expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
});
