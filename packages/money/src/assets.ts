export type AssetCode = 'CAD' | 'BTC' | 'ETH' | 'LTC' | 'BCH' | 'USDC' | 'XRP';
export type CryptoAssetCode = Exclude<AssetCode, 'CAD'>;
export type AssetType = 'fiat' | 'crypto';

export interface Asset {
  readonly code: AssetCode;
  readonly name: string;
  readonly type: AssetType;
  /** Base units per whole unit are 10^decimals; amounts are stored in base units. */
  readonly decimals: number;
  /** Most fraction digits shown on screen (docs/product/data.md). */
  readonly displayDecimals: number;
  /** CAD is a currency and always shows cents; crypto drops zeros that carry no information. */
  readonly trimTrailingZeros: boolean;
}

export const assets: Readonly<Record<AssetCode, Asset>> = {
  CAD: {
    code: 'CAD',
    name: 'Canadian dollar',
    type: 'fiat',
    decimals: 2,
    displayDecimals: 2,
    trimTrailingZeros: false,
  },
  BTC: {
    code: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    decimals: 8,
    displayDecimals: 8,
    trimTrailingZeros: true,
  },
  // 18 digits of wei are noise on screen; docs/product/data.md caps the display at 8.
  ETH: {
    code: 'ETH',
    name: 'Ether',
    type: 'crypto',
    decimals: 18,
    displayDecimals: 8,
    trimTrailingZeros: true,
  },
  LTC: {
    code: 'LTC',
    name: 'Litecoin',
    type: 'crypto',
    decimals: 8,
    displayDecimals: 8,
    trimTrailingZeros: true,
  },
  BCH: {
    code: 'BCH',
    name: 'Bitcoin Cash',
    type: 'crypto',
    decimals: 8,
    displayDecimals: 8,
    trimTrailingZeros: true,
  },
  USDC: {
    code: 'USDC',
    name: 'USD Coin',
    type: 'crypto',
    decimals: 6,
    displayDecimals: 6,
    trimTrailingZeros: true,
  },
  XRP: {
    code: 'XRP',
    name: 'XRP',
    type: 'crypto',
    decimals: 6,
    displayDecimals: 6,
    trimTrailingZeros: true,
  },
};

/** In the order the product lists markets. */
export const cryptoAssetCodes: readonly CryptoAssetCode[] = [
  'BTC',
  'ETH',
  'LTC',
  'BCH',
  'USDC',
  'XRP',
];
/** CAD first: it is the account currency every market is quoted in. */
export const assetCodes: readonly AssetCode[] = ['CAD', ...cryptoAssetCodes];

export function isAssetCode(value: string): value is AssetCode {
  const codes: readonly string[] = assetCodes;
  return codes.includes(value);
}

export function isCryptoAssetCode(value: string): value is CryptoAssetCode {
  const codes: readonly string[] = cryptoAssetCodes;
  return codes.includes(value);
}

const powersOfTen = new Map<number, bigint>();

/** 10^exponent as a bigint, cached because formatting and conversion ask for it constantly. */
export function pow10(exponent: number): bigint {
  let power = powersOfTen.get(exponent);
  if (power === undefined) {
    if (!Number.isInteger(exponent) || exponent < 0) {
      throw new RangeError(`pow10 needs a non-negative integer exponent, got ${exponent}`);
    }
    power = 10n ** BigInt(exponent);
    powersOfTen.set(exponent, power);
  }
  return power;
}

/** Base units in one whole unit: 100n for CAD, 10n ** 18n for ETH. */
export function minorUnitsPerUnit(asset: AssetCode): bigint {
  return pow10(assets[asset].decimals);
}

/** Every market is quoted in CAD (docs/product/data.md). */
export type TradingSymbol = `${CryptoAssetCode}-CAD`;

export const tradingSymbols: readonly TradingSymbol[] = cryptoAssetCodes.map(tradingSymbol);

export function tradingSymbol(base: CryptoAssetCode): TradingSymbol {
  return `${base}-CAD`;
}

export function parseTradingSymbol(
  symbol: string,
): { base: CryptoAssetCode; counter: 'CAD' } | undefined {
  const [base, counter, ...rest] = symbol.split('-');
  if (base === undefined || counter !== 'CAD' || rest.length > 0 || !isCryptoAssetCode(base)) {
    return undefined;
  }
  return { base, counter };
}
