import { type AssetCode, assetCodes, isCryptoAssetCode } from '@maple/money';
import type { Account, Price } from './answers';
import { assetOfSymbol, cadValueOf } from './trade-math';

export interface Holding {
  asset: AssetCode;
  /** Base units, posted (counts settling proceeds). */
  balance: bigint;
  /** Base units that can be spent now. */
  available: bigint;
  /** CAD cents at the current sell price; null when the asset has no price yet. */
  cadValue: bigint | null;
}

export interface Portfolio {
  holdings: Holding[];
  /** CAD cents of every holding with a value. */
  total: bigint;
  /** Some holding has a balance but no price: the total leaves it out. */
  incomplete: boolean;
}

/** What a portfolio reads of an account and of a price. */
type Holdings = Pick<Account, 'asset' | 'platform_balance' | 'platform_available'>;
type SellPrice = Pick<Price, 'symbol' | 'sell_price'>;

/** The customer sell price (CAD cents per whole unit) of each asset. */
export function sellPrices(prices: readonly SellPrice[]): Map<AssetCode, bigint> {
  return new Map(prices.map((price) => [assetOfSymbol(price.symbol), BigInt(price.sell_price)]));
}

/**
 * Every asset the product trades, CAD first, with its balances and CAD value: what the customer
 * would get selling now (sell price, rounded down). Assets without an account show zero.
 */
export function portfolioOf(
  accounts: readonly Holdings[],
  prices: readonly SellPrice[],
): Portfolio {
  const sell = sellPrices(prices);
  let total = 0n;
  let incomplete = false;
  const holdings = assetCodes.map((asset): Holding => {
    const own = accounts.filter((account) => account.asset === asset);
    const balance = own.reduce((sum, account) => sum + BigInt(account.platform_balance), 0n);
    const available = own.reduce((sum, account) => sum + BigInt(account.platform_available), 0n);
    let cadValue: bigint | null = balance;
    if (isCryptoAssetCode(asset)) {
      const price = sell.get(asset);
      cadValue = price === undefined ? null : cadValueOf(balance, asset, price);
    }
    if (cadValue === null) incomplete ||= balance !== 0n;
    else total += cadValue;
    return { asset, balance, available, cadValue };
  });
  return { holdings, total, incomplete };
}

/** A holding's share of the total in hundredths of a percent (basis points), rounded down. */
export function shareOf(value: bigint | null, total: bigint): bigint {
  if (value === null || total <= 0n) return 0n;
  return (value * 10_000n) / total;
}
