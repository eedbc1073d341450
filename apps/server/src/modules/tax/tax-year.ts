import type { Schedule3Totals, TaxDisposition, TaxHolding, TaxYear } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes, toDecimalString } from '@maple/money';
import { torontoDay } from '../../infra/clock.js';
import { adjustedCostBase } from './acb/adjusted-cost-base.js';
import type { AdjustedCostBase, DispositionResult } from './acb/holding-events.js';
import type { AssetHistory, CustomerHistory } from './ledger-events.js';

/** The Toronto calendar year of an instant: the platform reports from Toronto (ADR 72). */
export const torontoYear = (instant: Date): number => Number(torontoDay(instant).slice(0, 4));

/**
 * A tax year as the customer reports it (docs/product/tax.md, ADR 74). Each asset's engine runs
 * over its whole history as of `now`, and the year keeps the dispositions whose Toronto day is
 * in it: a purchase after the year can still deny a December loss. The holdings are the pool
 * after the year's last event (for the current year, now).
 */
export function taxYear(history: CustomerHistory, year: number, now: Date): TaxYear {
  const dispositions: TaxDisposition[] = [];
  const holdings: TaxHolding[] = [];
  for (const asset of cryptoAssetCodes) {
    const own = history.get(asset);
    if (own === undefined) continue;
    const whole = adjustedCostBase(own.events, now);
    for (const result of whole.dispositions) {
      if (Number(result.day.slice(0, 4)) === year) {
        dispositions.push(dispositionAnswer(asset, own, result));
      }
    }
    const held = heldAtYearEnd(own, whole, year, now);
    if (held.quantity > 0n) holdings.push(holdingAnswer(asset, held));
  }
  // Oldest first across assets; ISO instants of one format sort as text.
  dispositions.sort((a, b) =>
    a.disposed_at < b.disposed_at ? -1 : a.disposed_at > b.disposed_at ? 1 : 0,
  );
  return {
    year,
    as_of: now.toISOString(),
    years: yearsOf(history),
    totals: totalsOf(dispositions),
    dispositions,
    holdings,
  };
}

/**
 * The pool at the end of `year`: the engine over the events up to then. `asOf` decides only
 * whether a disposition is provisional, which a holding does not report.
 */
function heldAtYearEnd(
  own: AssetHistory,
  whole: AdjustedCostBase,
  year: number,
  now: Date,
): AdjustedCostBase {
  const upToYear = own.events.filter((event) => torontoYear(event.at) <= year);
  return upToYear.length === own.events.length ? whole : adjustedCostBase(upToYear, now);
}

/** The Toronto years with any event, newest first. */
function yearsOf(history: CustomerHistory): number[] {
  const years = new Set<number>();
  for (const { events } of history.values()) {
    for (const event of events) years.add(torontoYear(event.at));
  }
  return [...years].sort((a, b) => b - a);
}

function dispositionAnswer(
  asset: CryptoAssetCode,
  own: AssetHistory,
  result: DispositionResult,
): TaxDisposition {
  const source = own.sources.get(result.ref);
  if (source === undefined) throw new Error(`${result.ref}: a disposition without its source`);
  return {
    ref: result.ref,
    kind: source.kind,
    asset,
    disposed_at: result.at.toISOString(),
    day: result.day,
    quantity: result.quantity.toString(),
    quantity_decimal: toDecimalString(result.quantity, asset),
    proceeds_cents: result.proceeds.toString(),
    outlays_cents: result.outlays.toString(),
    cost_cents: result.cost.toString(),
    gain_cents: result.gain.toString(),
    denied_loss_cents: result.deniedLoss.toString(),
    provisional: result.provisional,
    estimated: result.estimated,
    transaction_hash: source.transactionHash,
  };
}

function holdingAnswer(asset: CryptoAssetCode, held: AdjustedCostBase): TaxHolding {
  return {
    asset,
    quantity: held.quantity.toString(),
    quantity_decimal: toDecimalString(held.quantity, asset),
    cost_cents: held.cost.toString(),
    estimated: held.estimated,
  };
}

/** Schedule 3's lines: sums over the year's dispositions. */
function totalsOf(dispositions: readonly TaxDisposition[]): Schedule3Totals {
  const sum = (
    field: 'proceeds_cents' | 'cost_cents' | 'outlays_cents' | 'gain_cents' | 'denied_loss_cents',
  ) => dispositions.reduce((total, row) => total + BigInt(row[field]), 0n).toString();
  return {
    dispositions: dispositions.length,
    proceeds_cents: sum('proceeds_cents'),
    cost_cents: sum('cost_cents'),
    outlays_cents: sum('outlays_cents'),
    gain_cents: sum('gain_cents'),
    denied_loss_cents: sum('denied_loss_cents'),
  };
}
