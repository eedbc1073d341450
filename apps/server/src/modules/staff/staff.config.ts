import type { AssetCode } from '@maple/money';
import { assetAmountsSchema } from '../../infra/config-fields.js';
import type { EnvOf } from '../../infra/config-types.js';

/** What staff may enter by hand: the environment's fragment (ADR 39, ADR 46). */

export const staffVariables = {
  ADJUSTMENT_MAX_AMOUNTS: assetAmountsSchema.optional(),
};

/**
 * The largest manual adjustment per asset by default (base units): CAD 50,000, 1 BTC, 20 ETH,
 * 500 LTC, 200 BCH, 50,000 USDC, 50,000 XRP. A bigger correction is several adjustments, each
 * approved on its own (ADR 39).
 */
export const defaultMaxAdjustment: Readonly<Record<AssetCode, bigint>> = {
  CAD: 5_000_000n,
  BTC: 100_000_000n,
  ETH: 20n * 10n ** 18n,
  LTC: 50_000_000_000n,
  BCH: 20_000_000_000n,
  USDC: 50_000_000_000n,
  XRP: 50_000_000_000n,
};

/** What staff may enter by hand (ADR 39). */
export interface StaffConfig {
  /** The largest manual adjustment per asset, in its base units; above it is refused (400). */
  maxAdjustment: Readonly<Record<AssetCode, bigint>>;
}

export function staffSettings(env: EnvOf<typeof staffVariables>): { staff: StaffConfig } {
  return { staff: { maxAdjustment: { ...defaultMaxAdjustment, ...env.ADJUSTMENT_MAX_AMOUNTS } } };
}
