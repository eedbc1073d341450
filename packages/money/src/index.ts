export {
  type Asset,
  type AssetCode,
  type AssetType,
  assetCodes,
  assets,
  type CryptoAssetCode,
  cryptoAssetCodes,
  isAssetCode,
  isCryptoAssetCode,
  minorUnitsPerUnit,
  parseTradingSymbol,
  pow10,
  type TradingSymbol,
  tradingSymbol,
  tradingSymbols,
} from './assets.js';
export {
  type Conversion,
  convert,
  divRound,
  mulDiv,
  type RoundingMode,
  roundingModes,
  scaleByBasisPoints,
} from './convert.js';
export {
  isMoneyError,
  MoneyError,
  type MoneyErrorDetails,
  type MoneyErrorReason,
} from './errors.js';
export {
  type FormatAmountOptions,
  formatAmount,
  scaledDecimalString,
  toDecimalString,
  trimmedDecimalString,
} from './format.js';
export { type MoneyLocale, moneyLocales } from './locales.js';
export {
  maxAmountDigits,
  maxMinorUnits,
  type ParseAmountOptions,
  type ParseMinorUnitsOptions,
  parseAmount,
  parseMinorUnits,
} from './parse.js';
