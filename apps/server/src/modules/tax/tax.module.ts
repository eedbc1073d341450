import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { LedgerRowPages, TravelRuleParties } from './ports.js';
import { registerTaxYearRoutes } from './tax-year.routes.js';
import { TaxYears } from './tax-year.service.js';

/**
 * The customer's taxes (ADR 72, ADR 74): the adjusted cost base engine (`acb/`) and the tax
 * year built on it from the customer's ledger export. It owns no table: the export comes from
 * records, whose wallet a withdrawal went to from funding, each through a port (`ports.ts`).
 */
export function createTaxModule(deps: {
  db: Kysely<Schema>;
  clock: Clock;
  customers: Pick<CustomerService, 'caller'>;
  ledgerRows: LedgerRowPages;
  travelRuleParties: TravelRuleParties;
}) {
  const { db, clock, customers, ledgerRows } = deps;
  const taxYears = new TaxYears({ db, clock, ledgerRows, parties: deps.travelRuleParties });
  return {
    services: {
      /** The customer's tax years, for `GET /customers/tax/{year}` (ADR 74). */
      taxYears,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerTaxYearRoutes(app, { auth, customers, taxYears, perMinute: rateLimits.perMinute });
    },
  };
}
