import type { ChainConfig } from '../../infra/config.js';
import type { ChainNetwork } from '../chain/chain-network.js';
import type { SandboxChain } from '../chain/sandbox-chain.js';

/** The chain crypto transfers travel on, and its settings (ADR 23), wired in `services.ts`. */

export interface CryptoDeps {
  chain: ChainNetwork;
  /** The sandbox chain's controls; undefined where they are off (production). */
  sandbox: SandboxChain | undefined;
  settings: Pick<ChainConfig, 'blockSeconds' | 'requiredConfirmations'>;
}

/** CAD 1,000: a crypto transfer worth this or more carries the travel rule's answer. */
export const TRAVEL_RULE_CENTS = 100_000n;
