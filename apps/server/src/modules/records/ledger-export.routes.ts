import {
  type LedgerExportRow,
  ledgerExportColumns,
  ledgerExportQuerySchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../infra/clock.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { type CsvFile, sendCsv } from '../../infra/http/csv-response.js';
import { sendJsonArray } from '../../infra/http/json-array-response.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { spreadsheetSafe } from '../../infra/http/spreadsheet-safe.js';
import type { CustomerService } from '../customers/customer.service.js';
import { LEDGER_READ_SCOPE } from '../identity/personal-token-scopes.js';
import type { LedgerExport } from './ledger-export.service.js';

export interface LedgerExportRouteDeps {
  auth: Authenticator;
  clock: Clock;
  customers: Pick<CustomerService, 'caller'>;
  ledgerExport: LedgerExport;
  perMinute: number;
}

/** A number the export wrote itself: a spreadsheet reads it as a number, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The CSV's cells in the contract's column order; absent values are empty. Text cells are
 * guarded against spreadsheet formulas (a reference or an address could start with `=`); the
 * signed numbers are left as they are, so `-1500` stays a number and the file re-imports exactly.
 */
export const ledgerCsv = (filename: string): CsvFile<LedgerExportRow> => ({
  filename,
  columns: ledgerExportColumns,
  cells: (row) =>
    ledgerExportColumns.map((column) => {
      const cell = row[column] ?? '';
      return NUMBER.test(cell) ? cell : spreadsheetSafe(cell);
    }),
});

/**
 * `GET /customers/ledger-export?format=csv|json` (ADR 71): the signed-in customer's full ledger
 * history as a download, streamed page by page. A bad `format` is refused with 400 before
 * anything is read; the first page is read before the answer starts.
 */
export function registerLedgerExportRoutes(app: FastifyInstance, deps: LedgerExportRouteDeps) {
  const { auth, clock, customers, ledgerExport } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customers/ledger-export',
    {
      config: perIp(deps.perMinute, MINUTE),
      // The customer's personal read-only token, if it reads transactions (ADR 70).
      onRequest: auth.require('user', { personalTokens: { scopes: [LEDGER_READ_SCOPE] } }),
      schema: { querystring: ledgerExportQuerySchema },
    },
    async (request, reply) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      const { format } = request.query;
      const pages = await ledgerExport.pages(customer.guid);
      const filename = `maple-ledger-${clock.now().toISOString().slice(0, 10)}.${format}`;
      reply.header('cache-control', 'no-store');
      return format === 'csv'
        ? sendCsv(reply, ledgerCsv(filename), pages)
        : sendJsonArray(reply, filename, pages);
    },
  );
}
