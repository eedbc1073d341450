import { LIMIT_ORDER_MAX_DAYS, type LimitOrder, type LimitOrderRequest } from '@maple/contracts';
import {
  type AssetCode,
  assets,
  type CryptoAssetCode,
  isAssetCode,
  parseAmount,
} from '@maple/money';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api/api-error';
import { formatUnits } from '../../lib/format/money';
import { dayOf, endOfDay, typedDecimal } from '../../lib/forms/typed-input';
import { formatLivePrice } from '../../lib/market/live-price-format';

/** The request's fields a problem may be about: each is shown at its control. */
export const limitOrderFields = ['side', 'asset', 'amount', 'limit_price', 'expires_at'] as const;
export type LimitOrderField = (typeof limitOrderFields)[number];

/**
 * The fields whose control shows a problem of its own; the side and the asset are chosen from
 * lists that hold only valid values, so a refusal about one is said above the form instead.
 */
export const fieldsWithMessages = [
  'amount',
  'limit_price',
  'expires_at',
] as const satisfies readonly LimitOrderField[];

export type LimitOrderSide = LimitOrderRequest['side'];

/** The form as typed: figures as text, the end date as the day picked (`YYYY-MM-DD` or ''). */
export interface LimitOrderFormValues {
  side: LimitOrderSide;
  asset: CryptoAssetCode;
  amount: string;
  limit_price: string;
  expires_at: string;
}

export const blankLimitOrder: LimitOrderFormValues = {
  side: 'buy',
  asset: 'BTC',
  amount: '',
  limit_price: '',
  expires_at: '',
};

/** The request the form stands for, before the contract checks it. */
export function limitOrderRequestOf(
  values: LimitOrderFormValues,
  language: string,
): LimitOrderRequest {
  return {
    side: values.side,
    asset: values.asset,
    amount: typedDecimal(values.amount, language),
    limit_price: typedDecimal(values.limit_price, language),
    ...(values.expires_at === '' ? {} : { expires_at: endOfDay(values.expires_at) }),
  };
}

/**
 * The days the end date may be, for the date picker: today through the last day whose close is
 * still within the 90 days the server allows. The server has the last word.
 */
export function limitExpiryBounds(now: Date): { min: string; max: string } {
  const last = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + LIMIT_ORDER_MAX_DAYS - 1,
  );
  return { min: dayOf(now), max: dayOf(last) };
}

/** What an order's amount is in: the CAD a buy spends, the asset a sale sells. */
export const amountAssetOf = (order: Pick<LimitOrder, 'side' | 'asset'>): AssetCode =>
  order.side === 'buy' ? 'CAD' : order.asset;

/** An amount as the server writes it ("100.00", "0.0015") for people: "$100.00", "0.0015 BTC". */
export const formatOrderAmount = (amount: string, asset: AssetCode, language: string): string =>
  formatUnits(parseAmount(amount, asset), asset, language);

/** An order in one line: "Buy BTC with $100.00 at $50,000.00 or less". */
export function describeLimitOrder(
  order: Pick<LimitOrder, 'side' | 'asset' | 'amount' | 'limit_price'>,
  t: TFunction,
  language: string,
): string {
  return t(`limitOrders.describe.${order.side}`, {
    asset: order.asset,
    amount: formatOrderAmount(order.amount, amountAssetOf(order), language),
    price: formatLivePrice(order.limit_price, language),
  });
}

const notAvailable = /^You do not have (\d+(?:\.\d+)?) ([A-Z]+) available$/;
const tooPrecise = /^Enter an amount of ([A-Z]+) with at most its decimals$/;

/** One of the server's field messages that carry a figure, in the reader's words. */
function localMessage(message: string, t: TFunction, language: string): string {
  const [, amount, held] = notAvailable.exec(message) ?? [];
  if (amount !== undefined && held !== undefined && isAssetCode(held)) {
    return t('limitOrders.validation.notAvailable', {
      amount: formatOrderAmount(amount, held, language),
    });
  }
  const [, asset] = tooPrecise.exec(message) ?? [];
  if (asset !== undefined && isAssetCode(asset)) {
    return t('limitOrders.validation.tooManyDecimals', {
      asset,
      decimals: assets[asset].decimals,
    });
  }
  return message;
}

/**
 * A refusal with its field problems in the reader's language: the server's messages that name
 * an amount or an asset cannot be looked up word for word as its fixed ones are.
 */
export const localRefusal = (error: ApiError, t: TFunction, language: string): ApiError => ({
  ...error,
  details: error.details.map((detail) => ({
    ...detail,
    message: localMessage(detail.message, t, language),
  })),
});
