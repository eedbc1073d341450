import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { watchPageProblems } from '../support/page-errors.js';
import { expect, test } from '../support/test.js';

/**
 * The demo customer's year of history (ADR 78: seeded on the main e2e server's first start with
 * DEMO_ACCOUNTS=true) in the tax centre and the documents, in English and then in French: the
 * year with a superficial loss denied, its report and dispositions downloaded, a trade
 * confirmation and a monthly or quarterly statement downloaded (ADR 77). Signs in as the demo
 * customer, so it runs in the `demo-customer` project, one spec at a time (playwright.config.ts).
 */
const demo = { email: 'demo@maple.exchange', password: 'maple-demo-customer-2026' } as const;

/** The words of each language this journey reads (apps/web/src/lib/i18n, copied: text.ts). */
const words = {
  en: {
    language: 'Language',
    mainNav: 'Main',
    taxCentre: 'Tax centre',
    documents: 'Documents',
    taxYear: 'Tax year',
    summary: (year: number) => `Schedule 3 summary for ${year}`,
    deniedLoss: 'Superficial losses denied',
    csv: (year: number) => `Download CSV for ${year}`,
    pdf: (year: number) => `Download PDF for ${year}`,
    documentsTable: 'Your documents, newest first',
    tradeConfirmation: { row: 'Trade confirmation', file: 'of the trade confirmation of' },
    statement: { row: 'Statement', file: 'of the statement for' },
  },
  fr: {
    language: 'Langue',
    mainNav: 'Principale',
    taxCentre: 'Centre fiscal',
    documents: 'Documents',
    taxYear: 'Année d’imposition',
    summary: (year: number) => `Sommaire de l’annexe 3 pour ${year}`,
    deniedLoss: 'Pertes apparentes refusées',
    csv: (year: number) => `Télécharger le CSV de ${year}`,
    pdf: (year: number) => `Télécharger le PDF de ${year}`,
    documentsTable: 'Vos documents, du plus récent au plus ancien',
    tradeConfirmation: { row: 'Avis d’exécution', file: 'de l’avis d’exécution du' },
    statement: { row: 'Relevé de compte', file: 'du relevé de compte' },
  },
} as const;
type Words = (typeof words)['en' | 'fr'];

/** A downloaded file: its name as offered and its bytes. */
interface Downloaded {
  name: string;
  bytes: Buffer;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
}

async function goTo(page: Page, text: Words, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: text.mainNav });
  await nav.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** What clicking `button` downloads. */
async function download(page: Page, button: Locator): Promise<Downloaded> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The tax year shown as `year`, waiting for its figures. */
async function showYear(page: Page, text: Words, year: number): Promise<void> {
  await page.getByRole('combobox', { name: text.taxYear }).selectOption(String(year));
  await expect(page.getByRole('heading', { level: 2, name: text.summary(year) })).toBeVisible();
}

/** The year, among those the chooser offers, whose Schedule 3 summary denies a loss. */
async function yearWithDeniedLoss(page: Page, text: Words): Promise<number> {
  const chooser = page.getByRole('combobox', { name: text.taxYear });
  const years = (await chooser.locator('option').allTextContents()).map(Number);
  for (const year of years) {
    await showYear(page, text, year);
    const denied = page.getByRole('term').filter({ hasText: text.deniedLoss }).locator('+ dd');
    if ((await denied.textContent())?.match(/[1-9]/)) return year;
  }
  throw new Error(`no year of ${years.join(', ')} denies a superficial loss`);
}

/** The year's dispositions (CSV) and report (PDF), as the tax centre's buttons download them. */
async function taxFiles(page: Page, text: Words, year: number) {
  await showYear(page, text, year);
  const csv = await download(page, page.getByRole('button', { name: text.csv(year) }));
  const pdf = await download(page, page.getByRole('button', { name: text.pdf(year) }));
  expect(csv.name).toBe(`maple-capital-gains-${year}.csv`);
  expect(pdf.name).toBe(`maple-capital-gains-${year}.pdf`);
  expect(csv.bytes.toString('utf8').split('\n')[0]).toMatch(/^disposed_at,day,kind,asset,/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { csv, pdf };
}

/**
 * The newest document of a kind on /documents (`kind.row` names it in its row, `kind.file` in
 * its buttons), both files downloaded.
 */
async function documentFiles(page: Page, text: Words, kind: { row: string; file: string }) {
  const table = page.getByRole('table', { name: text.documentsTable });
  const row = table.getByRole('row').filter({ hasText: kind.row }).first();
  const pdf = await download(
    page,
    row.getByRole('button', { name: new RegExp(`^PDF ${kind.file}`) }),
  );
  const csv = await download(
    page,
    row.getByRole('button', { name: new RegExp(`^CSV ${kind.file}`) }),
  );
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { pdf, csv };
}

/** The language a PDF says it is in (its catalogue's /Lang, which PDFKit writes in clear). */
const languageOf = (pdf: Downloaded) =>
  /\/Lang \(([^)]*)\)/.exec(pdf.bytes.toString('latin1'))?.[1];

test('the demo customer’s year in the tax centre and the documents, in English then French', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  await signIn(page);

  // The tax centre: the year whose sale at a loss was followed by a purchase within 30 days.
  await goTo(page, words.en, words.en.taxCentre);
  const year = await yearWithDeniedLoss(page, words.en);
  const englishTax = await taxFiles(page, words.en, year);
  expect(languageOf(englishTax.pdf)).toBe('en-CA');

  // A trade confirmation of the year, kept on /documents.
  await goTo(page, words.en, words.en.documents);
  const english = await documentFiles(page, words.en, words.en.tradeConfirmation);
  expect(english.pdf.name).toMatch(/^maple-trade-confirmation-[0-9a-f]{32}\.pdf$/);
  expect(english.csv.name).toMatch(/^maple-trade-confirmation-[0-9a-f]{32}\.csv$/);

  // The newest statement of the year's history (a month's or a quarter's), kept the same way.
  const statement = await documentFiles(page, words.en, words.en.statement);
  expect(statement.pdf.name).toMatch(/^maple-statement-\d{4}-(\d{2}|Q[1-4])\.pdf$/);
  expect(statement.csv.bytes.toString('utf8').split('\n')[0]).toMatch(/^section,asset,/);
  expect(languageOf(statement.pdf)).toBe('en-CA');

  // In French: the report is drawn again in French; the dispositions file has the same machine
  // columns and rows; a confirmation is kept as it was drawn, in its customer's language then
  // (ADR 75), byte for byte.
  await page.getByRole('combobox', { name: words.en.language }).selectOption({ label: 'Français' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await goTo(page, words.fr, words.fr.taxCentre);
  const frenchTax = await taxFiles(page, words.fr, year);
  expect(languageOf(frenchTax.pdf)).toBe('fr-CA');
  expect(frenchTax.pdf.bytes.equals(englishTax.pdf.bytes)).toBe(false);
  expect(frenchTax.csv.bytes.equals(englishTax.csv.bytes)).toBe(true);

  await goTo(page, words.fr, words.fr.documents);
  const french = await documentFiles(page, words.fr, words.fr.tradeConfirmation);
  expect(french.pdf.name).toBe(english.pdf.name);
  expect(french.pdf.bytes.equals(english.pdf.bytes)).toBe(true);
  expect(french.csv.bytes.equals(english.csv.bytes)).toBe(true);
  expect(languageOf(french.pdf)).toBe('en-CA');
  const frenchStatement = await documentFiles(page, words.fr, words.fr.statement);
  expect(frenchStatement.pdf.bytes.equals(statement.pdf.bytes)).toBe(true);

  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});
