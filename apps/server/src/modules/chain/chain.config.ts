import type { CryptoAssetCode } from '@maple/money';
import { z } from 'zod';
import { chainTimingsOf, perAsset } from '../../infra/chain-timings.js';
import { assetNumbersSchema } from '../../infra/config-fields.js';
import type { EnvOf } from '../../infra/config-types.js';

/** The chains' fragment of the environment (ADR 23, ADR 46). */

export const chainVariables = {
  CHAIN_NETWORK: z.enum(['sandbox']).default('sandbox'),
  REQUIRED_CONFIRMATIONS: assetNumbersSchema(1, 1_000).optional(),
  SANDBOX_CHAIN_BLOCK_SECONDS: assetNumbersSchema(1, 86_400).optional(),
};

/** The chains crypto transfers travel on (ADR 23). */
export interface ChainConfig {
  /** The ChainNetwork behind crypto transfers: the built-in sandbox chain for now. */
  network: 'sandbox';
  /** Seconds per block of each asset's chain: the sandbox's confirmations, the scan's pace. */
  blockSeconds: Record<CryptoAssetCode, number>;
  /** Confirmations after which a deposit is credited and a withdrawal completed. */
  requiredConfirmations: Record<CryptoAssetCode, number>;
  /** The sandbox chain's controls (a deposit on demand): never in production. */
  sandboxControls: boolean;
}

export function chainSettings(env: EnvOf<typeof chainVariables>): { chain: ChainConfig } {
  const timings = chainTimingsOf(env.NODE_ENV);
  return {
    chain: {
      network: env.CHAIN_NETWORK,
      blockSeconds: perAsset(timings.blockSeconds, env.SANDBOX_CHAIN_BLOCK_SECONDS),
      requiredConfirmations: perAsset(timings.requiredConfirmations, env.REQUIRED_CONFIRMATIONS),
      // Like the bank aggregator's sandbox screen: the chain's controls never exist in production.
      sandboxControls: env.CHAIN_NETWORK === 'sandbox' && env.NODE_ENV !== 'production',
    },
  };
}
