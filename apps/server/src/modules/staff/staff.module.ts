import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Config } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import { registerStaffRoutes } from './staff.routes.js';
import { StaffService } from './staff.service.js';

/** Staff members: sign-in, roles and their management (ADR 46). */
export function createStaffModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    tokens: TokenService;
    outbox: Outbox;
    identity: IdentityService;
    audit: AuditService;
  },
  config: Pick<Config, 'tokens' | 'publicUrl'>,
) {
  const { db, clock, tokens, outbox, identity, audit } = deps;
  const staff = new StaffService({
    db,
    clock,
    tokens,
    tokenTtl: config.tokens,
    outbox,
    identity,
    audit,
    publicUrl: config.publicUrl,
  });
  return {
    services: { staff },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerStaffRoutes(app, { staff, identity, auth, perMinute: rateLimits.perMinute });
    },
  };
}
