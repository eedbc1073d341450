import type { TaxHolding } from '@maple/contracts';
import type { Holding, Portfolio } from '../../lib/platform/portfolio';

/** An asset's (or all crypto's) book cost and unrealized gain, in CAD cents. */
export interface BookCost {
  /** The adjusted cost base of the units held. */
  cost: bigint;
  /**
   * The CAD value shown for the units less their book cost (negative: a loss); null when there
   * is no value to compare (no price) or the value and the cost are of different quantities.
   */
  gain: bigint | null;
  /** The cost includes a market value standing in for a cost the customer did not state. */
  estimated: boolean;
}

/**
 * A balance's book cost from the tax read, and its gain against the value the balance shows (the
 * sell price, rounded down), so the three figures on a row agree. Null when the asset is not
 * held (no crypto, or CAD). The two reads are separate calls: when a trade lands between them,
 * the quantities differ, and a gain of one quantity's value over another's cost would be wrong,
 * so none is given.
 */
export function bookCostOf(holding: Holding, held: readonly TaxHolding[]): BookCost | null {
  const own = held.find((candidate) => candidate.asset === holding.asset);
  if (own === undefined) return null;
  const cost = BigInt(own.cost_cents);
  const comparable = holding.cadValue !== null && BigInt(own.quantity) === holding.balance;
  return {
    cost,
    gain: comparable && holding.cadValue !== null ? holding.cadValue - cost : null,
    estimated: own.estimated,
  };
}

/**
 * The book cost and unrealized gain of all the crypto held; null when none is. The gain is
 * given only when every asset's is: a total leaving one out would look complete.
 */
export function totalBookCost(portfolio: Portfolio, held: readonly TaxHolding[]): BookCost | null {
  const each = portfolio.holdings
    .map((holding) => bookCostOf(holding, held))
    .filter((bookCost) => bookCost !== null);
  if (each.length === 0) return null;
  let cost = 0n;
  let gain: bigint | null = 0n;
  for (const bookCost of each) {
    cost += bookCost.cost;
    gain = gain === null || bookCost.gain === null ? null : gain + bookCost.gain;
  }
  return { cost, gain, estimated: each.some((bookCost) => bookCost.estimated) };
}
