import { assets, type CryptoAssetCode, convert, isMoneyError, parseAmount } from '@maple/money';
import type { TFunction } from 'i18next';
import { moneyLocaleOf } from '../format/money';
import type { CadAmountProblem } from './cad-amount';

export type CryptoAmount =
  | { ok: true; units: bigint }
  | { ok: false; problem: CadAmountProblem | 'noPrice' };

/** An amount of `asset` as typed in the reader's locale ("0.015" / "0,015"), in base units. */
export function parseAssetAmount(
  text: string,
  asset: CryptoAssetCode,
  language: string,
): CryptoAmount {
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

/**
 * CAD cents as base units of `asset` at the live sell price (CAD cents per whole unit), rounded
 * down so the CAD value sent never exceeds what the customer typed.
 */
export function cadToAsset(
  cents: bigint,
  asset: CryptoAssetCode,
  sellPrice: bigint | null,
): CryptoAmount {
  if (sellPrice === null || sellPrice <= 0n) return { ok: false, problem: 'noPrice' };
  const units = convert({
    from: 'CAD',
    to: asset,
    amount: cents,
    price: sellPrice,
    rounding: 'down',
  });
  return units > 0n ? { ok: true, units } : { ok: false, problem: 'amountZero' };
}

/** Why an amount typed in `asset` was refused, in words. */
export function assetAmountProblem(
  problem: CadAmountProblem | 'noPrice',
  asset: CryptoAssetCode,
  t: TFunction,
): string {
  if (problem === 'noPrice') return t('cryptoWithdrawal.errors.noPrice');
  if (problem === 'tooManyDecimals' || problem === 'amountInvalid') {
    return t(`cryptoWithdrawal.errors.${problem}`, { asset, decimals: assets[asset].decimals });
  }
  return t(`funding.errors.${problem}`);
}
