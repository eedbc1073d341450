import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { BlindIndex } from '../../infra/security/blind-index.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { StaffService } from '../staff/staff.service.js';
import type { KycConfig } from './kyc.config.js';
import { registerKycRoutes } from './kyc.routes.js';
import { KycService } from './kyc.service.js';
import { registerKycPlatformRoutes } from './kyc-platform.routes.js';
import { registerKycReviewRoutes } from './kyc-review.routes.js';
import { loadSanctionsList } from './sanctions-list.js';

/**
 * Identity verification: the built-in flow, `/api`, the staff review and the
 * `expire-identity-verifications` queue (ADR 16, ADR 46). Its SIN blind index also keys the
 * other modules' searches by SIN-like secrets (bank accounts, the customer search).
 */
export function createKycModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    jobs: JobQueue;
    encryption: FieldEncryption;
    tokens: TokenService;
    identity: IdentityService;
    customers: CustomerService;
    outbox: Outbox;
    audit: AuditService;
    staff: StaffService;
  },
  config: { kyc: KycConfig; publicUrl: string; funding: { recoveryHoldSeconds: number } },
) {
  const { db, clock, customers, staff } = deps;
  const blindIndex = new BlindIndex(config.kyc.blindIndexKey);
  const kyc = new KycService(
    {
      db,
      clock,
      encryption: deps.encryption,
      blindIndex,
      sanctions: loadSanctionsList(config.kyc.sanctionsListPath),
      customers,
      outbox: deps.outbox,
      audit: deps.audit,
      staff,
      recovery: deps.identity.recovery,
      tokens: deps.tokens,
      recoveryHoldSeconds: config.funding.recoveryHoldSeconds,
      publicUrl: config.publicUrl,
      sandboxBehaviours: config.kyc.sandboxBehaviours,
    },
    deps.jobs,
  );
  return {
    blindIndex,
    services: {
      /** Identity verification: /api, the built-in flow, the staff review (ADR 16). */
      kyc,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const { perMinute } = rateLimits;
      registerKycRoutes(app, { kyc, customers, auth, perMinute });
      registerKycReviewRoutes(app, { db, review: kyc.review, customers, staff, auth, perMinute });
    },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerKycPlatformRoutes(api, { auth, db, clock, kyc });
    },
  };
}
