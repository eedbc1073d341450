import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { FlowWords } from './kyc-text.js';
import { testJpeg, testPng } from './test-files.js';

/**
 * Page helpers for the identity-verification flow, used as a person would: by labels, roles and
 * the words on screen, in either language (kyc-text.ts).
 */

/** A valid SIN no other customer holds: a SIN on two accounts sends both to review. */
export function uniqueSin(): string {
  // No SIN starts with 0 (unassigned) or 8 (business numbers).
  const firstDigits = [1, 2, 3, 4, 5, 6, 7, 9];
  const body = [firstDigits[randomInt(firstDigits.length)] ?? 1];
  while (body.length < 8) body.push(randomInt(0, 10));
  // The Luhn check digit: every second digit doubled (less 9 past 9), the sum a multiple of 10.
  const sum = body.reduce((total, digit, i) => {
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return [...body, (10 - (sum % 10)) % 10].join('');
}

/** "123456782" as a person types it: "123 456 782". */
export const spacedSin = (sin: string): string =>
  `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;

export const maskedSin = (sin: string): string => `*** *** ${sin.slice(-3)}`;

/** The applicant's answers; `politicallyExposed` sends the application to review. */
export interface Applicant {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  city: string;
  postalCode: string;
  phone: string;
  occupation: string;
  employer: string;
  sin: string;
  idNumber: string;
  politicallyExposed: boolean;
}

export const newApplicant = (politicallyExposed = false): Applicant => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-04-12',
  street: '100 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2N2',
  phone: '416 555 0123',
  occupation: 'Software developer',
  employer: 'Maple Analytics Inc.',
  sin: uniqueSin(),
  idNumber: `L${randomInt(1_000_000, 9_999_999)}`,
  politicallyExposed,
});

/** An ID good for years yet, whatever day the test runs. */
const idExpiry = (): string => `${new Date().getFullYear() + 5}-06-30`;

/** The form control labelled so: a step's heading may name its region with the same words. */
export const control = (page: Page, label: string) =>
  page.locator('input, select, textarea').and(page.getByLabel(label, { exact: true }));

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Saves the step and waits for the next one to show. */
async function saveStep(page: Page, words: FlowWords, next: string): Promise<void> {
  await page.getByRole('button', { name: words.continue }).click();
  await expect(stepHeading(page, next)).toBeVisible();
}

export async function fillIdentity(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  await control(page, words.fields.firstName).fill(who.firstName);
  await control(page, words.fields.lastName).fill(who.lastName);
  await control(page, words.fields.dateOfBirth).fill(who.dateOfBirth);
  await saveStep(page, words, words.steps.address);
}

/** The address step's fields, without saving (a test may check a refusal first). */
export async function enterAddress(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  await control(page, words.fields.street).fill(who.street);
  await control(page, words.fields.city).fill(who.city);
  await control(page, words.fields.province).selectOption({ label: words.ontario });
  await control(page, words.fields.postalCode).fill(who.postalCode);
  await control(page, words.fields.phone).fill(who.phone);
}

export async function fillAddress(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  await enterAddress(page, words, who);
  await saveStep(page, words, words.steps.employment);
}

export async function fillEmployment(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  await control(page, words.fields.occupation).fill(who.occupation);
  await control(page, words.fields.employer).fill(who.employer);
  await saveStep(page, words, words.steps.tax);
}

export async function fillTax(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  await control(page, words.fields.sin).fill(spacedSin(who.sin));
  await saveStep(page, words, words.steps.document);
}

/** A driver's licence: its details, both sides (PNG, JPEG) and a selfie (JPEG), each sent. */
export async function fillDocument(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  await enterDocument(page, words, who);
  await saveStep(page, words, words.steps.declarations);
}

/** The photo ID step's answers and images, before it is saved. */
export async function enterDocument(page: Page, words: FlowWords, who: Applicant): Promise<void> {
  const fields = words.fields;
  await control(page, fields.idType).selectOption({ label: words.driversLicence });
  await control(page, fields.idNumber).fill(who.idNumber);
  await control(page, fields.idExpiry).fill(idExpiry());
  await control(page, fields.issuingProvince).selectOption({ label: words.ontario });
  const files = [
    [fields.front, testPng('licence-front.png')],
    [fields.back, testJpeg('licence-back.jpg')],
    [fields.selfie, testJpeg('selfie.jpg')],
  ] as const;
  for (const [label, file] of files) {
    await control(page, label).setInputFiles(file);
    await expect(page.getByText(words.uploaded(file.name), { exact: true })).toBeVisible();
  }
}

const answer = async (page: Page, question: string | RegExp, choice: string | RegExp) =>
  page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
    .check();

export async function fillDeclarations(
  page: Page,
  words: FlowWords,
  who: Applicant,
): Promise<void> {
  const q = words.questions;
  await answer(page, q.politicallyExposed, who.politicallyExposed ? words.yes : words.no);
  for (const question of [q.headOfOrganization, q.familyOrAssociate, q.thirdParty]) {
    await answer(page, question, words.no);
  }
  await page.getByLabel(words.riskAcknowledge, { exact: true }).check();
  await saveStep(page, words, words.steps.questionnaire);
}

export async function fillQuestionnaire(page: Page, words: FlowWords): Promise<void> {
  const q = words.questions;
  await answer(page, q.netIncome, words.answers.income);
  await answer(page, q.financialAssets, words.answers.financial);
  await answer(page, q.netAssets, words.answers.net);
  await answer(page, q.cryptoExperience, words.answers.experience);
  await answer(page, q.understandsVolatility, words.yes);
  await answer(page, q.canAffordLoss, words.yes);
  await saveStep(page, words, words.steps.review);
}

/**
 * From the start screen to the review, every step answered; `onEachScreen` runs on each screen
 * as it first shows (the start screen, every step, the review).
 */
export async function answerEveryStep(
  page: Page,
  words: FlowWords,
  who: Applicant,
  onEachScreen: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  await expect(page.getByRole('button', { name: words.start })).toBeVisible();
  await onEachScreen(page);
  await page.getByRole('button', { name: words.start }).click();
  await expect(stepHeading(page, words.steps.identity)).toBeVisible();
  const steps = [
    () => fillIdentity(page, words, who),
    () => fillAddress(page, words, who),
    () => fillEmployment(page, words, who),
    () => fillTax(page, words, who),
    () => fillDocument(page, words, who),
    () => fillDeclarations(page, words, who),
    () => fillQuestionnaire(page, words),
  ];
  for (const fill of steps) {
    await onEachScreen(page);
    await fill();
  }
  await onEachScreen(page);
}
