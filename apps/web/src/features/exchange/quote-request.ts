import {
  type AssetCode,
  assets,
  type CryptoAssetCode,
  formatAmount,
  isMoneyError,
  type MoneyLocale,
  minorUnitsPerUnit,
  parseAmount,
  tradingSymbol,
} from '@maple/money';
import { formatForInput } from '../../lib/format/money';
import type { TradeSide } from '../../lib/platform/answers';
import type { QuoteRequest } from './api/exchange-api';

/** What the amount is counted in: CAD, or the asset being bought or sold. */
export type AmountUnit = 'CAD' | 'asset';

export interface TradeInput {
  side: TradeSide;
  asset: CryptoAssetCode;
  unit: AmountUnit;
  amount: string;
}

export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'tooManyDecimals' | 'amountZero';

export type QuoteRequestResult =
  | { ok: true; request: QuoteRequest }
  | { ok: false; problem: AmountProblem };

/**
 * The quote request for what the customer typed, the amount read in their locale through
 * packages/money (never a float). A CAD amount is what a buyer pays or a seller gets; an asset
 * amount is what a buyer gets or a seller gives.
 */
export function buildQuoteRequest(
  input: TradeInput,
  customerGuid: string,
  locale: MoneyLocale,
): QuoteRequestResult {
  const code = input.unit === 'CAD' ? 'CAD' : input.asset;
  if (input.amount.trim() === '') return { ok: false, problem: 'amountRequired' };
  let units: bigint;
  try {
    units = parseAmount(input.amount, code, { locale });
  } catch (error) {
    if (isMoneyError(error) && error.reason === 'too_many_decimals') {
      return { ok: false, problem: 'tooManyDecimals' };
    }
    return { ok: false, problem: 'amountInvalid' };
  }
  if (units <= 0n) return { ok: false, problem: 'amountZero' };

  // Buy: CAD is delivered and the asset received; sell: the other way round.
  const delivered = (input.side === 'buy') === (input.unit === 'CAD');
  return {
    ok: true,
    request: {
      product_type: 'trading',
      customer_guid: customerGuid,
      symbol: tradingSymbol(input.asset),
      side: input.side,
      ...(delivered ? { deliver_amount: units.toString() } : { receive_amount: units.toString() }),
    },
  };
}

/** Decimal places allowed in the amount field. */
export const decimalsOf = (input: Pick<TradeInput, 'unit' | 'asset'>): number =>
  assets[input.unit === 'CAD' ? 'CAD' : input.asset].decimals;

/** An amount to show as an example of the format the reader's locale expects ("100.00", "0,5"). */
export const exampleAmount = (unit: AssetCode, locale: MoneyLocale): string =>
  formatAmount(unit === 'CAD' ? 10_000n : minorUnitsPerUnit(unit) / 2n, unit, locale, {
    style: 'plain',
  });

/** What a trade spends: CAD on a buy, the asset on a sale. */
export const spentAsset = (input: Pick<TradeInput, 'side' | 'asset'>): AssetCode =>
  input.side === 'buy' ? 'CAD' : input.asset;

/**
 * The form set to spend everything available: the amount counted in what is spent, every digit
 * kept. The fee is the quote's to take: it is in a buy's CAD and comes off a sale's proceeds.
 */
export function maxInput(input: TradeInput, available: bigint, language: string): TradeInput {
  const spent = spentAsset(input);
  return {
    ...input,
    unit: spent === 'CAD' ? 'CAD' : 'asset',
    amount: formatForInput(available, spent, language),
  };
}
