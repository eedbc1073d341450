import { mulDiv } from '@maple/money';
import { torontoDay } from '../../../infra/clock.js';
import type {
  AdjustedCostBase,
  Disposition,
  DispositionResult,
  HoldingEvent,
  TransferOut,
} from './holding-events.js';
import { type SuperficialWindow, superficialWindows } from './superficial-loss.js';

/**
 * The adjusted cost base of one customer's units of one asset, by the average cost of
 * identical property (Income Tax Act s. 47; CRA, "Capital gains 2025", T4037, "Identical
 * properties"): every acquisition adds its price and fees to one pool; a disposition takes the
 * pool's cost in proportion to the units it takes, and its gain is proceeds − outlays − that
 * cost, less any loss the superficial-loss rule denies (superficial-loss.ts).
 *
 * Rounding, stated once (docs/product/tax.md): the cost of a part of the pool is rounded to the
 * nearest cent, half away from zero, and the rest stays in the pool, so the pool's cost is never
 * created or lost by rounding; taking the whole pool takes its whole cost. A denied loss is
 * rounded the same way, and the same amount joins the pool.
 */
export function adjustedCostBase(events: readonly HoldingEvent[], asOf: Date): AdjustedCostBase {
  // A stable sort: events at the same instant keep the order they were given in.
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const windows = superficialWindows(sorted, asOf);
  const pool = { quantity: 0n, cost: 0n, estimated: false };
  const deferred = new Map<number, bigint>();
  const result: AdjustedCostBase = {
    dispositions: [],
    transfersOut: [],
    quantity: 0n,
    cost: 0n,
    estimated: false,
  };
  sorted.forEach((event, index) => {
    if (event.kind === 'acquisition') {
      pool.quantity += event.quantity;
      pool.cost += event.consideration + event.fee;
      pool.estimated ||= event.estimated;
    } else if (event.kind === 'transfer_out') {
      result.transfersOut.push(moveOut(pool, event));
    } else {
      const window = windows.get(index);
      if (window === undefined) throw new Error('every disposition has its window');
      const disposed = dispose(pool, event, window);
      result.dispositions.push(disposed);
      if (disposed.deniedLoss > 0n) {
        deferred.set(window.addAfter, (deferred.get(window.addAfter) ?? 0n) + disposed.deniedLoss);
      }
    }
    // A denied loss joins the cost of the units that substitute for those sold (s. 53(1)(f)).
    pool.cost += deferred.get(index) ?? 0n;
  });
  return { ...result, quantity: pool.quantity, cost: pool.cost, estimated: pool.estimated };
}

interface Pool {
  quantity: bigint;
  cost: bigint;
  estimated: boolean;
}

/** Takes `quantity` units out of the pool, with their share of its cost. */
function takeFromPool(pool: Pool, quantity: bigint, ref: string): bigint {
  if (quantity <= 0n) throw new Error(`${ref}: a disposition takes a positive quantity`);
  if (quantity > pool.quantity) {
    throw new Error(`${ref}: takes ${quantity} units, the pool holds ${pool.quantity}`);
  }
  const cost =
    quantity === pool.quantity ? pool.cost : mulDiv(pool.cost, quantity, pool.quantity, 'half-up');
  pool.quantity -= quantity;
  pool.cost -= cost;
  // An emptied pool starts afresh: a later purchase's cost is known, not estimated.
  if (pool.quantity === 0n && pool.cost === 0n) pool.estimated = false;
  return cost;
}

function moveOut(pool: Pool, event: TransferOut) {
  const cost = takeFromPool(pool, event.quantity, event.ref);
  return { ref: event.ref, at: event.at, quantity: event.quantity, cost };
}

function dispose(pool: Pool, event: Disposition, window: SuperficialWindow): DispositionResult {
  const estimated = pool.estimated;
  const cost = takeFromPool(pool, event.quantity, event.ref);
  const before = event.proceeds - event.outlays - cost;
  const deniedLoss =
    before < 0n && window.substituted > 0n
      ? mulDiv(-before, window.substituted, event.quantity, 'half-up')
      : 0n;
  return {
    ref: event.ref,
    at: event.at,
    day: torontoDay(event.at),
    quantity: event.quantity,
    proceeds: event.proceeds,
    outlays: event.outlays,
    cost,
    gain: before + deniedLoss,
    deniedLoss,
    provisional: window.provisional,
    estimated,
  };
}
