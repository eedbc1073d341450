import type { FastifyInstance } from 'fastify';
import type { RouteKit } from '../../infra/http/route-kit.js';
import { registerComplianceRoutes } from './compliance.routes.js';
import { ComplianceService } from './compliance.service.js';
import type { ComplianceContext } from './compliance-context.js';

/** Compliance cases: large receipts, structuring, deny-list hits (ADR 29, ADR 46). */
export function createComplianceModule(deps: ComplianceContext) {
  const compliance = new ComplianceService({
    db: deps.db,
    clock: deps.clock,
    audit: deps.audit,
    addresses: deps.addresses,
    travelRuleCents: deps.travelRuleCents,
  });
  return {
    services: {
      /** Compliance cases: large virtual currency receipts, deny-list hits (ADR 29). */
      compliance,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerComplianceRoutes(app, { compliance, auth, perMinute: rateLimits.perMinute });
    },
  };
}
