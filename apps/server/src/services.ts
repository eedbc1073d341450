import type { Kysely } from 'kysely';
import { type Clock, systemClock } from './infra/clock.js';
import type { Coordination } from './infra/coordination/coordination.js';
import type { Schema } from './infra/db/schema.js';
import { JobQueue } from './infra/jobs/job-queue.js';
import { FieldEncryption } from './infra/security/encryption.js';
import { TokenService } from './infra/security/tokens.js';
import {
  buildModules,
  type Infra,
  type ServerModules,
  type ServicesConfig,
  servicesOf,
} from './module-graph.js';

/** Everything the routes and background work use, built once per process (or test). */
export type Services = Infra & { modules: ServerModules } & ReturnType<typeof servicesOf>;

/**
 * The composition root (ADR 46): infra first, then each module once, in the order of
 * `module-graph.ts`.
 */
export function createServices(
  config: ServicesConfig,
  db: Kysely<Schema>,
  coordination: Coordination,
  clock: Clock = systemClock,
): Services {
  const jobs = new JobQueue(db, config.jobs);
  const tokens = new TokenService(config.tokens.secret, clock);
  const encryption = new FieldEncryption(config.encryptionKeys);
  const infra: Infra = { db, clock, jobs, tokens, encryption, coordination };
  const modules = buildModules(infra, config);
  return { ...infra, modules, ...servicesOf(modules) };
}
