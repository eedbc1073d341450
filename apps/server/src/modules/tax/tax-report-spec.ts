import type { Schedule3Totals, TaxDisposition, TaxHolding, TaxYear } from '@maple/contracts';
import { formatAmount } from '@maple/money';
import { torontoDay, torontoDayStart } from '../../infra/clock.js';
import type {
  DocumentBlock,
  DocumentLanguage,
  DocumentSpec,
  TableColumn,
} from '../documents/pdf/document-spec.js';
import { type TaxReportWords, taxReportWords as wordsOf } from './tax-report-words.js';
import { torontoYear } from './tax-year.js';

/**
 * The year's capital gains report (docs/product/tax.md, "The tax centre"), as a document spec
 * for `renderPdf`: the Schedule 3 lines, each disposition, the holdings at the year's end with
 * their book cost, and what the platform cannot see. Every figure is the `TaxYear` answer's,
 * written out in the language from its cents and minor units with bigints only, so the PDF, the
 * JSON and the CSV agree to the cent. Pure: the same year and language give the same spec.
 */
export function taxReportSpec(
  year: TaxYear,
  language: DocumentLanguage,
  customerName?: string,
): DocumentSpec {
  const words = wordsOf[language];
  const say = sayer(language);
  const current = isCurrent(year);
  const asOfDay = torontoDay(new Date(year.as_of));
  return {
    language,
    title: words.title(year.year),
    datedAt: reportDate(year, current, asOfDay),
    footer: 'Maple Exchange',
    blocks: [
      ...(customerName === undefined ? [] : [paragraph(words.preparedFor(customerName))]),
      paragraph(words.intro(year.year)),
      paragraph(
        current ? words.yearNotOver(year.year, say.date(asOfDay)) : words.yearOver(year.year),
      ),
      { kind: 'heading', text: words.summary.heading(year.year) },
      summaryFacts(year.totals, words, say),
      ...dispositionBlocks(year, words, say),
      ...holdingBlocks(year, current, words, say, asOfDay),
      { kind: 'heading', text: words.notice.heading },
      paragraph(words.notice.leftOut),
      paragraph(words.notice.adjust),
      paragraph(words.notice.advice),
    ],
  };
}

/** Writes the answer's strings out for a reader of the language. */
interface Sayer {
  /** CAD cents: "$1,234.56" / "1 234,56 $", a loss with its minus sign. */
  cad: (cents: string) => string;
  /** Minor units of an asset, every digit kept: "0.5" / "0,5". */
  quantity: (units: string, asset: TaxHolding['asset']) => string;
  /** A Toronto day (`YYYY-MM-DD`) in words: "June 15, 2026" / "15 juin 2026". */
  date: (day: string) => string;
}

function sayer(language: DocumentLanguage): Sayer {
  // The day is already Toronto's: formatting its UTC midnight in UTC cannot shift it.
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    cad: (cents) => formatAmount(BigInt(cents), 'CAD', language),
    quantity: (units, asset) => formatAmount(BigInt(units), asset, language, { precision: 'full' }),
    date: (day) => dates.format(new Date(`${day}T00:00:00Z`)),
  };
}

/** The year is still running in Toronto when the answer was worked out. */
const isCurrent = (year: TaxYear): boolean => torontoYear(new Date(year.as_of)) === year.year;

/**
 * The document's date, written as the PDF's creation date, so it must not move between two
 * downloads of the same figures (ADR 73, a re-download is byte-identical): a past year's
 * report speaks for the last second of December 31 in Toronto; the current year's for the start
 * of the Toronto day it was worked out, not `as_of` itself, so the same day's downloads match.
 */
function reportDate(year: TaxYear, current: boolean, asOfDay: string): Date {
  if (current) return torontoDayStart(asOfDay);
  return new Date(torontoDayStart(`${year.year + 1}-01-01`).getTime() - 1000);
}

const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text });

function summaryFacts(totals: Schedule3Totals, words: TaxReportWords, say: Sayer): DocumentBlock {
  const { summary } = words;
  const gain = BigInt(totals.gain_cents);
  // A loss is said in words as well as by its sign, as the /tax page's badge does.
  const gainWord = gain > 0n ? summary.isGain : gain < 0n ? summary.isLoss : null;
  const gainText = say.cad(totals.gain_cents);
  return {
    kind: 'facts',
    facts: [
      { label: summary.proceeds, value: say.cad(totals.proceeds_cents) },
      { label: summary.cost, value: say.cad(totals.cost_cents) },
      { label: summary.outlays, value: say.cad(totals.outlays_cents) },
      { label: summary.gain, value: gainWord === null ? gainText : `${gainText} (${gainWord})` },
      { label: summary.deniedLoss, value: say.cad(totals.denied_loss_cents) },
      { label: summary.dispositions, value: String(totals.dispositions) },
    ],
  };
}

const left = (label: string): TableColumn => ({ label, align: 'left' });
const right = (label: string): TableColumn => ({ label, align: 'right' });

/** "Provisional, Estimated": the marks of a row, each explained under its table. */
function marksOf(
  row: { provisional?: boolean; estimated: boolean },
  words: TaxReportWords,
): string {
  const marks = [
    ...(row.provisional === true ? [words.marks.provisional] : []),
    ...(row.estimated ? [words.marks.estimated] : []),
  ];
  return marks.join(', ');
}

/**
 * A disposition's kind, with its marks on a line of their own: the table's columns share the
 * page equally, and a tenth column for the marks would leave six-figure amounts too narrow a
 * column to stay on one line.
 */
function kindCell(row: TaxDisposition, words: TaxReportWords): string {
  const marks = marksOf(row, words);
  const kind = words.dispositions.kinds[row.kind];
  return marks === '' ? kind : `${kind}\n${marks}`;
}

function dispositionBlocks(year: TaxYear, words: TaxReportWords, say: Sayer): DocumentBlock[] {
  const [date, asset, kind, quantity, ...figures] = words.dispositions.columns;
  const rows = year.dispositions.map((row) => [
    row.day,
    row.asset,
    kindCell(row, words),
    say.quantity(row.quantity, row.asset),
    say.cad(row.proceeds_cents),
    say.cad(row.cost_cents),
    say.cad(row.outlays_cents),
    say.cad(row.gain_cents),
    say.cad(row.denied_loss_cents),
  ]);
  return [
    { kind: 'heading', text: words.dispositions.heading(year.year) },
    ...(rows.length === 0 ? [] : [paragraph(words.days)]),
    {
      kind: 'table',
      columns: [left(date), left(asset), left(kind), right(quantity), ...figures.map(right)],
      rows,
      empty: words.dispositions.empty(year.year),
    },
    ...(year.dispositions.some((row) => row.provisional)
      ? [paragraph(words.marks.provisionalHelp)]
      : []),
    ...(year.dispositions.some((row) => row.estimated)
      ? [paragraph(words.marks.estimatedHelp)]
      : []),
  ];
}

function holdingBlocks(
  year: TaxYear,
  current: boolean,
  words: TaxReportWords,
  say: Sayer,
  asOfDay: string,
): DocumentBlock[] {
  const { holdings } = words;
  const [asset, quantity, bookCost, notes] = holdings.columns;
  return [
    {
      kind: 'heading',
      text: current ? holdings.headingNow(say.date(asOfDay)) : holdings.heading(year.year),
    },
    {
      kind: 'table',
      columns: [left(asset), right(quantity), right(bookCost), left(notes)],
      rows: year.holdings.map((held) => [
        held.asset,
        say.quantity(held.quantity, held.asset),
        say.cad(held.cost_cents),
        marksOf(held, words),
      ]),
      empty: current ? holdings.emptyNow : holdings.empty(year.year),
    },
    // Explained once: under the dispositions if one of them is estimated too.
    ...(year.holdings.some((held) => held.estimated) &&
    !year.dispositions.some((row) => row.estimated)
      ? [paragraph(words.marks.estimatedHelp)]
      : []),
  ];
}
