import type { TFunction } from 'i18next';
import { formatUnits } from '../../lib/format/money';
import type { Quote } from '../../lib/platform/answers';
import { allInPrice, assetOfSymbol } from '../../lib/platform/trade-math';

/**
 * What the customer is told when an expired quote is replaced: the old and the new all-in price,
 * so a firm price never changes without a word, and why they confirm again.
 */
export function priceChange(previous: Quote, next: Quote, t: TFunction, language: string): string {
  const asset = assetOfSymbol(next.symbol);
  const price = (quote: Quote) => {
    const all = allInPrice(quote);
    return all === null ? '—' : formatUnits(all, 'CAD', language);
  };
  const before = price(previous);
  const after = price(next);
  return before === after
    ? t('exchange.priceSame', { price: after, asset })
    : t('exchange.priceChanged', { from: before, to: after, asset });
}
