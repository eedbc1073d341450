import type { SalePreview } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { torontoDay } from '../../infra/clock.js';
import { AppError } from '../../infra/errors.js';
import { adjustedCostBase } from './acb/adjusted-cost-base.js';
import type { Disposition, HoldingEvent } from './acb/holding-events.js';
import { dayNumber, WINDOW_DAYS } from './acb/superficial-loss.js';

/** A sale the customer is about to make, as its quote states it. */
export interface PlannedSale {
  asset: CryptoAssetCode;
  /** Units to sell, in the asset's minor units. */
  quantity: bigint;
  /** Proceeds before the fee, and the fee, in CAD cents. */
  proceeds: bigint;
  outlays: bigint;
}

/** The ref of the sale that is not made: it names no trade. */
const PLANNED = 'planned-sale';

/**
 * What a sale made now would report (docs/product/tax.md, "The tax centre"): the asset's history
 * with the sale appended at `now`, through the same engine as the tax year, so the quote screen
 * and the year never disagree. Nothing is written.
 */
export function salePreview(
  events: readonly HoldingEvent[],
  sale: PlannedSale,
  now: Date,
): SalePreview {
  const held = heldUnits(events);
  if (sale.quantity > held) {
    const message = 'You hold less than that';
    throw new AppError('invalid_parameter', message, [{ path: 'querystring.quantity', message }]);
  }
  const planned: Disposition = {
    kind: 'disposition',
    ref: PLANNED,
    at: now,
    quantity: sale.quantity,
    proceeds: sale.proceeds,
    outlays: sale.outlays,
  };
  // The engine marks the planned sale provisional: as of now, the 30 days after it are all still
  // to come, so its denial counts only purchases already made in the 30 days before and units
  // still held after it. That is exactly what would be denied if nothing changes; a purchase in
  // the 30 days after could deny more (docs/product/tax.md says so).
  const result = adjustedCostBase([...events, planned], now).dispositions.find(
    (disposition) => disposition.ref === PLANNED,
  );
  if (result === undefined) throw new Error('the engine reports every disposition');
  const lastPurchase = lastAcquisitionWithinWindow(events, now);
  return {
    asset: sale.asset,
    quantity: sale.quantity.toString(),
    cost_cents: result.cost.toString(),
    gain_cents: (result.gain - result.deniedLoss).toString(),
    denied_loss_cents: result.deniedLoss.toString(),
    reason: result.deniedLoss > 0n ? 'bought_within_30_days' : 'none',
    last_purchase_at: lastPurchase?.toISOString() ?? null,
  };
}

/** Units on the platform after every event: what the customer could sell. */
const heldUnits = (events: readonly HoldingEvent[]): bigint =>
  events.reduce(
    (held, event) => held + (event.kind === 'acquisition' ? event.quantity : -event.quantity),
    0n,
  );

/**
 * The latest acquisition whose Toronto day is at most 30 days before today's, on the rule's own
 * calendar (superficial-loss.ts), or undefined.
 */
function lastAcquisitionWithinWindow(events: readonly HoldingEvent[], now: Date): Date | undefined {
  const first = dayNumber(torontoDay(now)) - WINDOW_DAYS;
  let latest: Date | undefined;
  for (const event of events) {
    if (event.kind !== 'acquisition' || dayNumber(torontoDay(event.at)) < first) continue;
    if (latest === undefined || event.at > latest) latest = event.at;
  }
  return latest;
}
