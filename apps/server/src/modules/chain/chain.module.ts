import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { ChainConfig } from './chain.config.js';
import { SandboxChain } from './sandbox-chain.js';

/**
 * The chain crypto transfers travel on (ADR 23; `CHAIN_NETWORK=sandbox` is the only one today),
 * and its controls outside production; modules/crypto's transfers use it (ADR 46, ADR 48). It
 * has no routes: the sandbox's controls are crypto's.
 */
export function createChainModule(
  deps: { db: Kysely<Schema>; clock: Clock },
  config: { chain: ChainConfig },
) {
  const sandbox = new SandboxChain(deps.db, deps.clock, config.chain.blockSeconds);
  return {
    crypto: {
      chain: sandbox,
      sandbox: config.chain.sandboxControls ? sandbox : undefined,
      settings: config.chain,
    },
  };
}
