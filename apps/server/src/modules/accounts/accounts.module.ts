import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';

/** Customer accounts and their `/api` routes (ADR 46). */
export function createAccountsModule(deps: {
  db: Kysely<Schema>;
  clock: Clock;
  ledger: LedgerService;
}) {
  const { db, clock } = deps;
  const accounts = new AccountsService({ clock, ledger: deps.ledger });
  return {
    services: { accounts },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerAccountRoutes(api, { auth, db, clock, accounts });
    },
  };
}
