import { type AssetCode, assets, isMoneyError, parseAmount } from '@maple/money';
import { moneyLocaleOf } from '../../../lib/format/money';

export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'tooManyDecimals' | 'amountZero';

/**
 * An amount typed in the asset's units and the reader's locale ("1,234.5" / "1 234,5"), in the
 * asset's minor units, never a float.
 */
export function parseAdjustmentAmount(
  text: string,
  asset: AssetCode,
  language: string,
): { ok: true; units: bigint } | { ok: false; problem: AmountProblem } {
  if (text.trim() === '') return { ok: false, problem: 'amountRequired' };
  let units: bigint;
  try {
    units = parseAmount(text, asset, { locale: moneyLocaleOf(language) });
  } catch (error) {
    const tooPrecise = isMoneyError(error) && error.reason === 'too_many_decimals';
    return { ok: false, problem: tooPrecise ? 'tooManyDecimals' : 'amountInvalid' };
  }
  return units > 0n ? { ok: true, units } : { ok: false, problem: 'amountZero' };
}

export const decimalsOf = (asset: AssetCode): number => assets[asset].decimals;
