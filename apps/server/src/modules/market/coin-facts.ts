import { coinIds } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';

/**
 * What `/market` states about each coin beyond its prices: only facts fixed by the coin's own
 * rules or history, the ones the site's education pages teach (apps/web/src/content). Whatever
 * the market would have to observe (total supply, exchange tickers, sentiment) is not here, and
 * `/market` answers it as unknown (ADR 64).
 */
export interface CoinFacts {
  name: string;
  /** The most coins there will ever be; null when the rules set no cap (ether, USDC). */
  maxSupply: number | null;
  hashingAlgorithm: string | null;
  /** The day the coin's chain began, `YYYY-MM-DD`. */
  genesisDate: string | null;
  /** 0 where the chain has no fixed block time, as CoinGecko answers it. */
  blockTimeMinutes: number;
  /** A token's contract on the chain that carries it. */
  platform?: { id: string; contractAddress: string; decimals: number };
}

export const coinFacts: Readonly<Record<CryptoAssetCode, CoinFacts>> = {
  BTC: {
    name: 'Bitcoin',
    maxSupply: 21_000_000,
    hashingAlgorithm: 'SHA-256',
    genesisDate: '2009-01-03',
    blockTimeMinutes: 10,
  },
  ETH: {
    name: 'Ethereum',
    maxSupply: null,
    hashingAlgorithm: null,
    genesisDate: '2015-07-30',
    blockTimeMinutes: 0,
  },
  LTC: {
    name: 'Litecoin',
    maxSupply: 84_000_000,
    hashingAlgorithm: 'Scrypt',
    genesisDate: '2011-10-07',
    blockTimeMinutes: 2.5,
  },
  BCH: {
    name: 'Bitcoin Cash',
    maxSupply: 21_000_000,
    hashingAlgorithm: 'SHA-256',
    genesisDate: '2017-08-01',
    blockTimeMinutes: 10,
  },
  USDC: {
    name: 'USDC',
    maxSupply: null,
    hashingAlgorithm: null,
    genesisDate: null,
    blockTimeMinutes: 0,
    // The ERC-20 contract deposits and withdrawals use (apps/web/src/lib/wallets/payment-uri.ts).
    platform: {
      id: 'ethereum',
      contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      decimals: 6,
    },
  },
  XRP: {
    name: 'XRP',
    // All of it was created when the ledger launched; none can be added.
    maxSupply: 100_000_000_000,
    hashingAlgorithm: null,
    genesisDate: null,
    blockTimeMinutes: 0,
  },
};

export const coinSymbol = (asset: CryptoAssetCode) => asset.toLowerCase();

/** A coin's picture, as an absolute URL (CoinGecko's are): the site serves it. */
export const coinImage = (asset: CryptoAssetCode, publicUrl: string) =>
  `${publicUrl}/coins/${coinSymbol(asset)}.svg`;

/**
 * The coins a lookup names, each once, in the order named, with the key its answer goes under:
 * by CoinGecko id, else by name, else by symbol (CoinGecko's priority: `ids` > `names` >
 * `symbols`), each matched in any case. Unknown ones are left out, as CoinGecko leaves them.
 */
export function lookUp(lookup: {
  ids?: readonly string[] | undefined;
  names?: readonly string[] | undefined;
  symbols?: readonly string[] | undefined;
}): { key: string; asset: CryptoAssetCode }[] | undefined {
  const { ids, names, symbols } = lookup;
  const [values, label] =
    ids !== undefined && ids.length > 0
      ? [ids, (asset: CryptoAssetCode) => coinIds[asset]]
      : names !== undefined && names.length > 0
        ? [names, (asset: CryptoAssetCode) => coinFacts[asset].name.toLowerCase()]
        : symbols !== undefined && symbols.length > 0
          ? [symbols, coinSymbol]
          : [undefined, coinSymbol];
  if (values === undefined) return undefined;
  return [...new Set(values)].flatMap((key) => {
    const asset = cryptoAssetCodes.find((candidate) => label(candidate) === key);
    return asset === undefined ? [] : [{ key, asset }];
  });
}
