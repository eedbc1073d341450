import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MarketDataProvider } from '../market/market-data.js';
import { PriceLookup } from '../market/price-lookup.js';
import { registerLedgerExportRoutes } from './ledger-export.routes.js';
import { LedgerExport } from './ledger-export.service.js';
import type {
  ByGuid,
  CustomerLedgerAccount,
  RecordedAddress,
  TradeRecord,
  TransferRecord,
} from './ports.js';

/**
 * The customer's records (ADR 71): read models over the ledger and the contexts behind its
 * entries, for the customer to keep. Today the full ledger export; statements and tax documents
 * belong here too. It owns no table: every read goes through its owner's service or port.
 */
export function createRecordsModule(deps: {
  db: Kysely<Schema>;
  clock: Clock;
  ledger: LedgerService;
  accounts: Pick<AccountsService, 'guidsOf'>;
  customers: Pick<CustomerService, 'caller'>;
  market: Pick<MarketDataProvider, 'history'>;
  tradeRecords: ByGuid<TradeRecord>;
  transferRecords: ByGuid<TransferRecord>;
  walletAddresses: ByGuid<RecordedAddress>;
}) {
  const { db, ledger, accounts, market } = deps;
  const accountsOf = async (
    trx: Kysely<Schema>,
    customerGuid: string,
  ): Promise<CustomerLedgerAccount[]> => {
    const balances = await ledger.balancesOf(trx, await accounts.guidsOf(trx, customerGuid));
    return [...balances.values()].map(({ accountGuid, ledgerAccountId, asset }) => ({
      accountGuid,
      ledgerAccountId,
      asset,
    }));
  };
  const ledgerExport = new LedgerExport({
    db,
    ledger,
    accountsOf,
    trades: deps.tradeRecords,
    transfers: deps.transferRecords,
    addresses: deps.walletAddresses,
    prices: () => new PriceLookup(market),
  });
  return {
    services: {
      /** The customer's full ledger history, for `GET /customers/ledger-export` (ADR 71). */
      ledgerExport,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const { customers, clock } = deps;
      const perMinute = rateLimits.perMinute;
      registerLedgerExportRoutes(app, { auth, clock, customers, ledgerExport, perMinute });
    },
  };
}
