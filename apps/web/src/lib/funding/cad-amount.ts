import { isMoneyError, parseAmount } from '@maple/money';
import { moneyLocaleOf } from '../format/money';

export type CadAmountProblem =
  | 'amountRequired'
  | 'amountInvalid'
  | 'tooManyDecimals'
  | 'amountZero';

export type CadAmount = { ok: true; cents: bigint } | { ok: false; problem: CadAmountProblem };

/** A CAD amount as typed in the reader's locale ("1,234.50" / "1 234,50"), in cents, never a float. */
export function parseCadAmount(text: string, language: string): CadAmount {
  if (text.trim() === '') return { ok: false, problem: 'amountRequired' };
  let cents: bigint;
  try {
    cents = parseAmount(text, 'CAD', { locale: moneyLocaleOf(language) });
  } catch (error) {
    const tooPrecise = isMoneyError(error) && error.reason === 'too_many_decimals';
    return { ok: false, problem: tooPrecise ? 'tooManyDecimals' : 'amountInvalid' };
  }
  return cents > 0n ? { ok: true, cents } : { ok: false, problem: 'amountZero' };
}
