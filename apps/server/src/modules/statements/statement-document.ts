import { type AssetCode, formatAmount } from '@maple/money';
import { torontoDay } from '../../infra/clock.js';
import { chainOf } from '../documents/document-facts.js';
import type { DocumentMaker } from '../documents/document-maker.js';
import type {
  DocumentBlock,
  DocumentLanguage,
  DocumentSpec,
  TableColumn,
} from '../documents/pdf/document-spec.js';
import { statementCsv } from './statement-csv.js';
import {
  type StatementActivity,
  type StatementFacts,
  statementFactsSchema,
} from './statement-facts.js';
import { type StatementWords, statementWords } from './statement-words.js';

/**
 * An account statement (ADR 77, CIRO Rule 3808) as a document spec for `renderPdf`: the
 * period's balances, every posting in it oldest first, what was on hold and the crypto
 * positions at its end, the fees, then the notices. Every figure is written from the frozen
 * facts' digits with bigints only; nothing comes from the clock, so the same facts and language
 * always give the same spec.
 */
function spec(facts: StatementFacts, language: DocumentLanguage): DocumentSpec {
  const words = statementWords[language];
  const say = sayer(language, words);
  const lastInstant = new Date(Date.parse(facts.ends_at) - 1);
  return {
    language,
    title: periodTitle(facts.period, words, say),
    // The period's last instant: the moment the statement speaks for, whenever it is drawn.
    datedAt: lastInstant,
    footer: 'Maple Exchange',
    blocks: [
      paragraph(
        words.intro(
          facts.customer_name,
          say.day(torontoDay(new Date(facts.starts_at))),
          say.day(torontoDay(lastInstant)),
        ),
      ),
      paragraph(words.times),
      ...summaryBlocks(facts, words, say),
      ...balanceBlocks(facts, words, say),
      ...activityBlocks(facts, words, say),
      ...holdBlocks(facts, words, say),
      ...positionBlocks(facts, words, say),
      ...feeBlocks(facts, words, say),
      { kind: 'heading', text: words.notice.heading },
      paragraph(words.notice.registration),
      paragraph(words.notice.bookCost),
      paragraph(words.notice.errors),
    ],
  };
}

/** Writes the facts' strings out for a reader of the language. */
interface Sayer {
  /** CAD cents: "$1,234.56" / "1 234,56 $", negative with its minus sign. */
  cad: (cents: bigint) => string;
  /** Minor units: CAD as dollars, crypto with every digit and its code ("0.5 BTC"). */
  amount: (minor: bigint, asset: AssetCode) => string;
  /** A Toronto day (`YYYY-MM-DD`) in words. */
  day: (day: string) => string;
  /** A month (1–12) by its name in the language. */
  month: (month: number) => string;
  /** An instant in Toronto, short enough for a table's column: "Oct 15, 2026, 12:00 p.m.". */
  moment: (iso: string) => string;
}

function sayer(language: DocumentLanguage, words: StatementWords): Sayer {
  // A month's name from a fixed day formatted in UTC: the zone cannot move it to another month.
  const months = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const month = (number: number) => months.format(new Date(Date.UTC(2000, number - 1, 1)));
  const moments = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });
  return {
    cad: (cents) => formatAmount(cents, 'CAD', language),
    amount: (minor, asset) =>
      formatAmount(minor, asset, language, { precision: 'full', withCode: true }),
    day: (day) => words.day(Number(day.slice(8, 10)), month(Number(day.slice(5, 7))), yearOf(day)),
    month,
    moment: (iso) => moments.format(new Date(iso)),
  };
}

const yearOf = (period: string) => Number(period.slice(0, 4));

/** "Account statement — October 2026", or the quarter with the months it runs over. */
function periodTitle(period: string, words: StatementWords, say: Sayer): string {
  const year = yearOf(period);
  const quarter = /Q([1-4])$/.exec(period)?.[1];
  if (quarter === undefined) return words.title.month(say.month(Number(period.slice(5, 7))), year);
  const last = Number(quarter) * 3;
  return words.title.quarter(Number(quarter), year, say.month(last - 2), say.month(last));
}

const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
const left = (label: string): TableColumn => ({ label, align: 'left' });
const right = (label: string): TableColumn => ({ label, align: 'right' });

/** The CAD account's balances and the CAD fees: what most customers look for first. */
function summaryBlocks(facts: StatementFacts, words: StatementWords, say: Sayer): DocumentBlock[] {
  const cad = facts.balances.find((balance) => balance.asset === 'CAD');
  const fees = facts.fees.find((fee) => fee.asset === 'CAD');
  return [
    { kind: 'heading', text: words.summary.heading },
    {
      kind: 'facts',
      facts: [
        { label: words.summary.opening, value: say.cad(BigInt(cad?.opening ?? '0')) },
        { label: words.summary.closing, value: say.cad(BigInt(cad?.closing ?? '0')) },
        { label: words.summary.fees, value: say.cad(BigInt(fees?.period ?? '0')) },
      ],
    },
  ];
}

function balanceBlocks(facts: StatementFacts, words: StatementWords, say: Sayer): DocumentBlock[] {
  const [asset, opening, closing] = words.balances.columns;
  return [
    { kind: 'heading', text: words.balances.heading },
    {
      kind: 'table',
      columns: [left(asset), right(opening), right(closing)],
      rows: facts.balances.map((balance) => [
        balance.asset,
        say.amount(BigInt(balance.opening), balance.asset),
        say.amount(BigInt(balance.closing), balance.asset),
      ]),
      empty: words.balances.empty,
    },
  ];
}

function networkName(network: string, words: StatementWords): string {
  const { name, testnet } = chainOf(network);
  return testnet ? words.activity.testnet(name) : name;
}

/** Each trade's coin, by the trade's reference: a CAD line is named after its trade's coin. */
type CoinOfTrade = ReadonlyMap<string, AssetCode>;

function coinsOfTrades(lines: readonly StatementActivity[]): CoinOfTrade {
  const coins = new Map<string, AssetCode>();
  for (const line of lines) {
    if (line.kind === 'trade' && line.reference !== null && line.asset !== 'CAD') {
      coins.set(line.reference, line.asset);
    }
  }
  return coins;
}

/**
 * A trade's line says what the customer did, and in which coin: its CAD line is named after
 * the coin line of the same trade, so both halves of a purchase read "Purchase of BTC".
 */
function tradeWord(line: StatementActivity, coins: CoinOfTrade, words: StatementWords): string {
  // A purchase takes CAD and credits the coin; a sale the other way round.
  const bought = line.asset === 'CAD' ? line.amount.startsWith('-') : !line.amount.startsWith('-');
  if (line.asset !== 'CAD') return words.activity.trade(bought, line.asset);
  // Without a reference the CAD line cannot be paired: it says "Purchase" alone.
  const coin = line.reference === null ? undefined : coins.get(line.reference);
  return words.activity.trade(bought, coin);
}

/**
 * What moved the money, then for a crypto transfer its network, address and hash, each on a
 * line of its own: six columns share the page equally, and a seventh for a 64-digit hash would
 * leave the amounts too narrow to stay on one line.
 */
function description(line: StatementActivity, coins: CoinOfTrade, words: StatementWords): string {
  const { activity } = words;
  const what = line.kind === 'trade' ? tradeWord(line, coins, words) : activity.kinds[line.kind];
  return [
    what,
    ...(line.network === null ? [] : [activity.network(networkName(line.network, words))]),
    ...(line.address === null ? [] : [activity.address(line.address)]),
    ...(line.transaction_hash === null ? [] : [activity.hash(line.transaction_hash)]),
  ].join('\n');
}

function activityBlocks(facts: StatementFacts, words: StatementWords, say: Sayer): DocumentBlock[] {
  const [date, what, asset, amount, fee, after] = words.activity.columns;
  const coins = coinsOfTrades(facts.activity);
  return [
    { kind: 'heading', text: words.activity.heading },
    {
      kind: 'table',
      columns: [left(date), left(what), left(asset), right(amount), right(fee), right(after)],
      rows: facts.activity.map((line) => [
        say.moment(line.posted_at),
        description(line, coins, words),
        line.asset,
        say.amount(BigInt(line.amount), line.asset),
        line.fee === null || line.fee_asset === null
          ? ''
          : say.amount(BigInt(line.fee), line.fee_asset),
        say.amount(BigInt(line.balance_after), line.asset),
      ]),
      empty: words.activity.empty,
    },
  ];
}

function holdBlocks(facts: StatementFacts, words: StatementWords, say: Sayer): DocumentBlock[] {
  const { holds } = words;
  const [asset, amount, since, reference] = holds.columns;
  return [
    { kind: 'heading', text: holds.heading },
    ...(facts.holds.length === 0 ? [] : [paragraph(holds.help)]),
    {
      kind: 'table',
      columns: [left(asset), right(amount), left(since), left(reference)],
      rows: facts.holds.map((hold) => [
        hold.asset,
        say.amount(BigInt(hold.amount), hold.asset),
        say.moment(hold.placed_at),
        hold.reference,
      ]),
      empty: holds.empty,
    },
  ];
}

function positionBlocks(facts: StatementFacts, words: StatementWords, say: Sayer): DocumentBlock[] {
  const { positions } = words;
  const [asset, quantity, price, value, bookCost, gain] = positions.columns;
  const priced = (cents: bigint | null) => (cents === null ? positions.noPrice : say.cad(cents));
  return [
    { kind: 'heading', text: positions.heading },
    {
      kind: 'table',
      columns: [left(asset), ...[quantity, price, value, bookCost, gain].map(right)],
      rows: facts.positions.map((position) => {
        const book = BigInt(position.book_cost_cents);
        const market =
          position.market_value_cents === null ? null : BigInt(position.market_value_cents);
        return [
          position.asset,
          say.amount(BigInt(position.quantity), position.asset),
          priced(position.price_cents === null ? null : BigInt(position.price_cents)),
          priced(market),
          // The mark under the figure it qualifies, explained below the table.
          position.estimated ? `${say.cad(book)}\n${positions.estimated}` : say.cad(book),
          priced(market === null ? null : market - book),
        ];
      }),
      empty: positions.empty,
    },
    ...(facts.positions.some((position) => position.estimated)
      ? [paragraph(positions.estimatedHelp)]
      : []),
  ];
}

function feeBlocks(facts: StatementFacts, words: StatementWords, say: Sayer): DocumentBlock[] {
  const { fees } = words;
  const [asset, period, yearToDate] = fees.columns(yearOf(facts.period));
  return [
    { kind: 'heading', text: fees.heading },
    ...(facts.fees.length === 0 ? [] : [paragraph(fees.help)]),
    {
      kind: 'table',
      columns: [left(asset), right(period), right(yearToDate)],
      rows: facts.fees.map((fee) => [
        fee.asset,
        say.amount(BigInt(fee.period), fee.asset),
        say.amount(BigInt(fee.year_to_date), fee.asset),
      ]),
      empty: fees.empty,
    },
  ];
}

/** The account statement, as the documents module draws it (ADR 75, ADR 77). */
export const statementMaker: DocumentMaker<StatementFacts> = {
  kind: 'statement',
  facts: statementFactsSchema,
  spec,
  csv: statementCsv,
  filename: (subject) => `maple-statement-${subject}`,
};
