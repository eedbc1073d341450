import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { Documents } from '../documents/documents.service.js';
import type { CryptoDeposits, LedgerRowPages, TravelRuleParties } from './ports.js';
import { taxReportMaker } from './tax-report-document.js';
import { registerTaxYearRoutes } from './tax-year.routes.js';
import { TaxYears } from './tax-year.service.js';
import { registerTransfersInRoutes } from './transfers-in.routes.js';
import { TransfersIn } from './transfers-in.service.js';

/**
 * The customer's taxes (ADR 72, ADR 74, ADR 76): the adjusted cost base engine (`acb/`), the tax
 * year built on it from the customer's ledger export, and the cost the customer states for each
 * transfer in. It owns one table, `stated_costs` (`tax.tables.ts`). The export comes from
 * records; whose wallet a withdrawal went to, and which transfers in are the customer's completed
 * crypto deposits, from funding; each through a port (`ports.ts`).
 */
export function createTaxModule(deps: {
  db: Kysely<Schema>;
  clock: Clock;
  customers: Pick<CustomerService, 'caller'>;
  ledgerRows: LedgerRowPages;
  travelRuleParties: TravelRuleParties;
  audit: Pick<AuditService, 'record'>;
  cryptoDeposits: CryptoDeposits;
  documents: Pick<Documents, 'register'>;
}) {
  const { db, clock, customers, ledgerRows, audit } = deps;
  const taxYears = new TaxYears({ db, clock, ledgerRows, parties: deps.travelRuleParties });
  const transfersIn = new TransfersIn({
    db,
    clock,
    ledgerRows,
    deposits: deps.cryptoDeposits,
    audit,
  });
  return {
    services: {
      /** Where a closed year's tax report is asked for, kept as a document (ADR 77). */
      taxReports: deps.documents.register(taxReportMaker),
      /** The customer's tax years, for `GET /customers/tax/{year}` (ADR 74). */
      taxYears,
      /** The customer's transfers in and their stated costs (ADR 76). */
      transfersIn,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const perMinute = rateLimits.perMinute;
      registerTaxYearRoutes(app, { auth, customers, taxYears, perMinute });
      registerTransfersInRoutes(app, { auth, customers, transfersIn, perMinute });
    },
  };
}
