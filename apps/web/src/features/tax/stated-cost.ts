import { maxStatedCostCents } from '@maple/contracts';
import { isMoneyError, parseAmount } from '@maple/money';
import { moneyLocaleOf } from '../../lib/format/money';

export type StatedCostProblem = 'required' | 'invalid' | 'tooLarge';

export type StatedCost = { ok: true; cents: bigint } | { ok: false; problem: StatedCostProblem };

/**
 * What the customer paid for a transfer in, as typed in their locale ("1,234.50" / "1 234,50"),
 * in cents, never through a float. Unlike an amount to move, 0 is a cost: an airdrop can have
 * cost nothing (a gift cannot: its cost is its market value when received, ITA s. 69(1)(c)).
 * Negative amounts and fractions of a cent are refused, and so is more than the server keeps
 * (15 digits of cents).
 */
export function parseStatedCost(text: string, language: string): StatedCost {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  let cents: bigint;
  try {
    cents = parseAmount(text, 'CAD', { locale: moneyLocaleOf(language) });
  } catch (error) {
    const tooLarge = isMoneyError(error) && error.reason === 'out_of_range';
    return { ok: false, problem: tooLarge ? 'tooLarge' : 'invalid' };
  }
  return cents > maxStatedCostCents ? { ok: false, problem: 'tooLarge' } : { ok: true, cents };
}
