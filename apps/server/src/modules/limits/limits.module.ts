import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { LimitsConfig } from './limits.config.js';
import { registerLimitRoutes } from './limits.routes.js';
import { type InvestorProfiles, LimitsService } from './limits.service.js';

/** Funding, crypto withdrawal and investment limits (docs/product/limits.md, ADR 46). */
export function createLimitsModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    /** Each customer's investor category (modules/kyc's). */
    profiles: InvestorProfiles;
    customers: CustomerService;
  },
  config: { limits: LimitsConfig },
) {
  const { db, clock, profiles, customers } = deps;
  const limits = new LimitsService({ db, clock, config: config.limits, profiles });
  return {
    services: {
      /** Funding, crypto withdrawal and investment limits (docs/product/limits.md). */
      limits,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerLimitRoutes(app, { auth, customers, limits, perMinute: rateLimits.perMinute });
    },
  };
}
