import {
  adminTradeCsvColumns,
  adminTradeDetailSchema,
  adminTradeExportQuerySchema,
  adminTradeListQuerySchema,
  adminTradeListSchema,
  adminTradeParamsSchema,
  adminTradesPath,
  dataOf,
} from '@maple/contracts';
import { parseTradingSymbol } from '@maple/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { type CsvFile, sendCsv } from '../../infra/http/csv-response.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { TradeCsvRow } from '../trading/admin-trades.js';
import {
  adminTradeModel,
  cursorOf,
  cursorText,
  entryModel,
  totalsModel,
  tradeFilterOf,
} from './admin-trades.models.js';
import type { AdminTradesService } from './admin-trades.service.js';
import type { StaffActor } from './books-staff-views.js';

export interface AdminTradeRouteDeps {
  auth: Authenticator;
  trades: AdminTradesService;
  perMinute: number;
}

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

/** The back office's trades (packages/contracts admin-trades.ts): every staff role reads them. */
export function registerAdminTradeRoutes(app: FastifyInstance, deps: AdminTradeRouteDeps) {
  const { auth, trades } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'read' }),
  };

  r.get(
    adminTradesPath,
    {
      ...asReader,
      schema: {
        querystring: adminTradeListQuerySchema,
        response: { 200: dataOf(adminTradeListSchema) },
      },
    },
    async (request) => {
      const { cursor, per_page, ...filter } = request.query;
      const found = await trades.list(actorOf(request), tradeFilterOf(filter), {
        after: cursorOf(cursor),
        limit: per_page,
      });
      return {
        data: {
          per_page,
          next_cursor: found.next === undefined ? null : cursorText(found.next),
          totals: totalsModel(found.totals),
          objects: found.trades.map(adminTradeModel),
        },
      };
    },
  );

  r.get(
    `${adminTradesPath}.csv`,
    { ...asReader, schema: { querystring: adminTradeExportQuerySchema } },
    async (request, reply) => {
      const pages = await trades.export(actorOf(request), tradeFilterOf(request.query));
      return sendCsv(reply, tradesCsv, pages);
    },
  );

  r.get(
    `${adminTradesPath}/:trade_guid`,
    {
      ...asReader,
      schema: { params: adminTradeParamsSchema, response: { 200: dataOf(adminTradeDetailSchema) } },
    },
    async (request) => {
      const detail = await trades.detail(actorOf(request), request.params.trade_guid);
      return {
        data: {
          trade: adminTradeModel(detail),
          mid_price: detail.midPrice.toString(),
          price: detail.price.toString(),
          entry: detail.entry === undefined ? null : entryModel(detail.entry),
        },
      };
    },
  );
}

/** A buy delivers CAD and receives the symbol's crypto asset; a sale the other way round. */
function legAssets(row: TradeCsvRow): { receive: string; deliver: string } {
  const crypto = parseTradingSymbol(row.symbol)?.base ?? row.symbol;
  return row.side === 'buy'
    ? { receive: crypto, deliver: 'CAD' }
    : { receive: 'CAD', deliver: crypto };
}

/** Every cell is ours (guids, codes, digits, times): none can start a spreadsheet formula. */
const tradesCsv: CsvFile<TradeCsvRow> = {
  filename: 'trades.csv',
  columns: adminTradeCsvColumns,
  cells: (row) => {
    const legs = legAssets(row);
    const cells: Record<(typeof adminTradeCsvColumns)[number], string | null> = {
      ...row,
      receive_asset: legs.receive,
      receive_amount_minor_units: row.receive_amount,
      deliver_asset: legs.deliver,
      deliver_amount_minor_units: row.deliver_amount,
      fee_cad_cents: row.fee,
      cad_amount_cents: row.cad_amount,
    };
    return adminTradeCsvColumns.map((column) => cells[column] ?? '');
  },
};
