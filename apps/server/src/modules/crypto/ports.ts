import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { ChainConfig } from '../chain/chain.config.js';
import type { ChainNetwork } from '../chain/chain-network.js';
import type { SandboxChain } from '../chain/sandbox-chain.js';

/** The chain crypto transfers travel on, and its settings (ADR 23), wired in `module-graph.ts`. */

export interface CryptoDeps {
  chain: ChainNetwork;
  /** The sandbox chain's controls; undefined where they are off (production). */
  sandbox: SandboxChain | undefined;
  settings: Pick<ChainConfig, 'blockSeconds' | 'requiredConfirmations'>;
}

/**
 * The chain's steps as the rest of the module asks for them, and the deposits' scan as the steps
 * call it: each side names only the part of the other it calls, so neither file imports the
 * other (the steps are wired to the deposits in `crypto.ts`).
 */
export interface ChainStepScheduler {
  /** A `steps` job due at `due` (or a second from now), in the caller's transaction. */
  scheduleSteps(db: Kysely<Schema>, due: Date): Promise<void>;
}

export interface ChainScanScheduler extends ChainStepScheduler {
  /** A `scan` job, in the caller's transaction. */
  scheduleScan(db: Kysely<Schema>): Promise<void>;
}

export interface DepositScanner {
  /** Turns the chain's new incoming transactions into deposits; answers how many it made. */
  scan(): Promise<number>;
}
