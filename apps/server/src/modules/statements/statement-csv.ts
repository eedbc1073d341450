import { type AssetCode, toDecimalString } from '@maple/money';
import type { CsvTable } from '../documents/document-maker.js';
import type { StatementFacts, StatementPosition } from './statement-facts.js';

/**
 * A statement's CSV (docs/product/documents.md, "Statements"): one table for a spreadsheet, each
 * line one row of the statement, its first column saying which part it belongs to. The columns
 * are the union of what the parts need, named once here; a line leaves the others empty.
 * Amounts are exact decimals in whole units of their asset, CAD figures in dollars, moments ISO
 * instants, as the ledger export writes them.
 */
const columns = [
  'section',
  'asset',
  'opening_balance',
  'closing_balance',
  'posted_at',
  'kind',
  'amount',
  'fee',
  'fee_asset',
  'balance_after',
  'cad_value',
  'network',
  'transaction_hash',
  'address',
  'reference',
  'placed_at',
  'quantity',
  'price_cad',
  'market_value_cad',
  'book_cost_cad',
  'unrealized_gain_cad',
  'book_cost_estimated',
  'fees_period',
  'fees_year_to_date',
] as const;

type Column = (typeof columns)[number];
type Section = 'balance' | 'activity' | 'hold' | 'position' | 'fee';
type Line = Partial<Record<Column, string>> & { section: Section; asset: AssetCode };

const units = (minor: string, asset: AssetCode) => toDecimalString(BigInt(minor), asset);
const dollars = (cents: string | bigint) => toDecimalString(BigInt(cents), 'CAD');
const optional = <T>(value: T | null, write: (value: T) => string) =>
  value === null ? '' : write(value);

function linesOf(facts: StatementFacts): Line[] {
  return [
    ...facts.balances.map(
      ({ asset, opening, closing }): Line => ({
        section: 'balance',
        asset,
        opening_balance: units(opening, asset),
        closing_balance: units(closing, asset),
      }),
    ),
    ...facts.activity.map(
      (line): Line => ({
        section: 'activity',
        asset: line.asset,
        posted_at: line.posted_at,
        kind: line.kind,
        amount: units(line.amount, line.asset),
        fee: line.fee === null || line.fee_asset === null ? '' : units(line.fee, line.fee_asset),
        fee_asset: line.fee_asset ?? '',
        balance_after: units(line.balance_after, line.asset),
        cad_value: optional(line.cad_value_cents, dollars),
        network: line.network ?? '',
        transaction_hash: line.transaction_hash ?? '',
        address: line.address ?? '',
        reference: line.reference ?? '',
      }),
    ),
    ...facts.holds.map(
      (hold): Line => ({
        section: 'hold',
        asset: hold.asset,
        amount: units(hold.amount, hold.asset),
        reference: hold.reference,
        placed_at: hold.placed_at,
      }),
    ),
    ...facts.positions.map(positionLine),
    ...facts.fees.map(
      (fee): Line => ({
        section: 'fee',
        asset: fee.asset,
        fees_period: units(fee.period, fee.asset),
        fees_year_to_date: units(fee.year_to_date, fee.asset),
      }),
    ),
  ];
}

function positionLine(position: StatementPosition): Line {
  const market = position.market_value_cents;
  return {
    section: 'position',
    asset: position.asset,
    quantity: units(position.quantity, position.asset),
    price_cad: optional(position.price_cents, dollars),
    market_value_cad: optional(market, dollars),
    book_cost_cad: dollars(position.book_cost_cents),
    unrealized_gain_cad: optional(market, (value) =>
      dollars(BigInt(value) - BigInt(position.book_cost_cents)),
    ),
    book_cost_estimated: String(position.estimated),
  };
}

export function statementCsv(facts: StatementFacts): CsvTable {
  return {
    columns,
    rows: linesOf(facts).map((line) => columns.map((column) => line[column] ?? '')),
  };
}
