import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { z } from 'zod';
import {
  type Customer,
  createVerifiedCustomer,
  signedInStorage,
  signInTokens,
} from './accounts.js';
import { control } from './kyc.js';
import { customerWords, flowEn, limitsWords } from './kyc-text.js';
import type { PageProblem } from './page-errors.js';
import { mergeSeeds, type StorageValues, seedStorage } from './session.js';
import { testPdf } from './test-files.js';

/**
 * The customer's side around identity verification: a new customer signed in, the exchange's
 * quote or refusal, the limits in /settings, the e-mail they were sent.
 */

/** A new customer, signed in in this page as a real sign-in leaves the browser. */
export async function signedInNewcomer(
  page: Page,
  request: APIRequestContext,
  local: StorageValues = {},
): Promise<Customer> {
  const customer = await createVerifiedCustomer(request);
  const storage = signedInStorage(await signInTokens(request, customer));
  await seedStorage(page, mergeSeeds(storage, { local }));
  return customer;
}

/** Asks the exchange for a CAD 100 buy quote. */
export async function askForQuote(page: Page): Promise<void> {
  await page.goto('/exchange');
  const form = page.getByRole('form', { name: 'Trade' });
  await form.locator('label', { hasText: /^Buy$/ }).click();
  await form.getByLabel('Amount (CAD)').fill('100');
  await form.getByRole('button', { name: 'Get a quote' }).click();
}

export const refusal = (page: Page) =>
  page.getByRole('alert').filter({ hasText: customerWords.unverified });

/**
 * The exchange no longer refuses the customer for their identity: a new customer without CAD
 * is told, at the amount, that it is more than they have available (no quote is given).
 */
export async function expectBalanceRefusal(page: Page): Promise<void> {
  await askForQuote(page);
  await expect(page.getByText(customerWords.insufficientBalance)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your quote' })).toBeHidden();
  await expect(refusal(page)).toBeHidden();
}

/** The funding limits' maxima in /settings, once the table shows. */
export async function fundingLimits(page: Page): Promise<bigint[]> {
  await page.goto('/settings');
  await expect(page.getByRole('table', { name: limitsWords.limitsTable })).toBeVisible();
  return Promise.all(
    [limitsWords.funding24h, limitsWords.funding7d].map((limit) =>
      limitMaximum(page, limitsWords.limitsTable, limit),
    ),
  );
}

const mailboxSchema = z.object({
  data: z.array(z.object({ to: z.string(), subject: z.string() })),
});

/** Waits until the development mailbox holds a message to `email` with this subject. */
export async function expectMail(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox/messages.json');
      const { data } = mailboxSchema.parse(await response.json());
      return data.some((message) => message.to === email && message.subject === subject);
    }, `an e-mail "${subject}" to ${email}`)
    .toBe(true);
}

/**
 * The browser's own report of a refusal the test expects and the page explains: the exchange
 * refusing an unverified customer's quote (400, ADR 69), a spent authenticator code (401). Nothing else
 * is excused.
 */
export const isExpectedRefusal =
  (path: string, status: string) =>
  (problem: PageProblem): boolean =>
    problem.kind === 'console.error' &&
    problem.source?.endsWith(path) === true &&
    problem.text.startsWith(
      `Failed to load resource: the server responded with a status of ${status} `,
    );

export const isUnverifiedQuoteRefusal = isExpectedRefusal('/api/quotes', '400');

/** A limit's maximum in /settings, in cents, read from its row ("$1,000.00" → 100000). */
export async function limitMaximum(page: Page, table: string, limit: string): Promise<bigint> {
  const row = page.getByRole('table', { name: table }).getByRole('row', { name: limit });
  const text = (await row.getByRole('cell').first().textContent()) ?? '';
  const digits = /^\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (digits === null) throw new Error(`"${limit}" has no CAD maximum: "${text}"`);
  return BigInt(`${(digits[1] ?? '').replaceAll(',', '')}${digits[2] ?? ''}`);
}

/** The enhanced due diligence form, answered, with a supporting PDF sent; not yet submitted. */
export async function answerHigherLimits(page: Page): Promise<void> {
  await page.getByRole('button', { name: limitsWords.startApplication }).click();
  await control(page, limitsWords.sourceOfFunds).selectOption({
    label: limitsWords.employmentIncome,
  });
  await control(page, limitsWords.sourceOfFundsDetails).fill(
    'Salary as a senior developer at Maple Analytics Inc.',
  );
  await control(page, limitsWords.sourceOfWealth).selectOption({ label: limitsWords.savings });
  await control(page, limitsWords.sourceOfWealthDetails).fill('Ten years of saved salary.');
  await page
    .getByRole('group', { name: limitsWords.expectedVolume })
    .getByRole('radio', { name: limitsWords.volume })
    .check();
  const proof = testPdf('Pay stub: Maple Analytics Inc.');
  await control(page, limitsWords.supportingDocument).setInputFiles(proof);
  await expect(page.getByText(flowEn.uploaded(proof.name), { exact: true })).toBeVisible();
}
