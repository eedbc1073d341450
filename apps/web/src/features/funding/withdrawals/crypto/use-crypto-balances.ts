import { type CryptoAssetCode, tradingSymbol } from '@maple/money';
import { useAccountsQuery, usePricesQuery } from '../../../../lib/platform/platform-api';

/**
 * What the customer can withdraw of an asset (its trading accounts' available balance) and the
 * price a CAD amount is read at; null while either is still loading.
 */
export function useCryptoBalances() {
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const prices = usePricesQuery(undefined, { refetchOnMountOrArgChange: true });
  const available = (code: CryptoAssetCode): bigint | null =>
    accounts.data
      ? accounts.data
          .filter((account) => account.asset === code && account.type === 'trading')
          .reduce((sum, account) => sum + BigInt(account.platform_available), 0n)
      : null;
  const sellPrice = (code: CryptoAssetCode): bigint | null => {
    const price = prices.data?.find((each) => each.symbol === tradingSymbol(code));
    return price ? BigInt(price.sell_price) : null;
  };
  return { available, sellPrice };
}
