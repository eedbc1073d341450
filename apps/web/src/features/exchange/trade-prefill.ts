import { cryptoAssetCodes } from '@maple/money';
import type { TradeSide } from '../../lib/platform/answers';
import type { TradeInput } from './quote-request';

/** What the form starts with when the link names nothing: buying bitcoin, an amount in CAD. */
export const blankTradeInput: TradeInput = { side: 'buy', asset: 'BTC', unit: 'CAD', amount: '' };

const sides: readonly TradeSide[] = ['buy', 'sell'];

/**
 * The trade form's first input from a link's query (`?side=sell&asset=ETH`): a notification
 * about a price opens the quote it is about. A value that is not a side or an asset of the
 * exchange is ignored, so a stale or edited link still opens a usable form.
 */
export function prefilledTradeInput(query: URLSearchParams): TradeInput {
  const side = sides.find((known) => known === query.get('side'));
  const asset = cryptoAssetCodes.find((code) => code === query.get('asset'));
  return {
    ...blankTradeInput,
    ...(side ? { side } : {}),
    ...(asset ? { asset } : {}),
  };
}
