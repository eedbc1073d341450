import {
  dataOf,
  salesCsvColumns,
  salesPath,
  salesQuerySchema,
  salesReportSchema,
  topCustomersQuerySchema,
  topCustomersSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countOf } from '../../infra/db/count.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { sendCsv } from '../../infra/http/csv-response.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { SalesRow } from '../trading/sales-report.js';
import type { StaffActor } from './books-staff-views.js';
import type { NamedCustomerSales, SalesService } from './sales.service.js';

export interface SalesRouteDeps {
  auth: Authenticator;
  sales: SalesService;
  perMinute: number;
}

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

interface Figures {
  trades: bigint;
  volume: bigint;
  spread: bigint;
  fee: bigint;
}

const figuresModel = (figures: Figures) => ({
  trades: countOf(figures.trades),
  volume: figures.volume.toString(),
  spread_revenue: figures.spread.toString(),
  fee_revenue: figures.fee.toString(),
  revenue: (figures.spread + figures.fee).toString(),
});

const sumOf = (rows: readonly Figures[]): Figures =>
  rows.reduce(
    (sum, row) => ({
      trades: sum.trades + row.trades,
      volume: sum.volume + row.volume,
      spread: sum.spread + row.spread,
      fee: sum.fee + row.fee,
    }),
    { trades: 0n, volume: 0n, spread: 0n, fee: 0n },
  );

const rowModel = (row: SalesRow) => ({
  period: row.period,
  asset: row.asset,
  ...figuresModel(row),
});

/** Every cell is ours (days, codes, digits): none can start a spreadsheet formula. */
const csvCells = (row: SalesRow) => {
  const view = rowModel(row);
  const cells: Record<(typeof salesCsvColumns)[number], string> = {
    period: view.period,
    asset: view.asset,
    trades: String(view.trades),
    volume_cad_cents: view.volume,
    spread_revenue_cad_cents: view.spread_revenue,
    fee_revenue_cad_cents: view.fee_revenue,
    revenue_cad_cents: view.revenue,
  };
  return salesCsvColumns.map((column) => cells[column]);
};

const topCustomerModel = (row: NamedCustomerSales) => ({
  customer_guid: row.customerGuid,
  customer_name: row.customer?.name ?? null,
  customer_email: row.customer?.email ?? null,
  ...figuresModel(row),
});

/** The back office's sales (packages/contracts admin-sales.ts): every staff role reads them. */
export function registerSalesRoutes(app: FastifyInstance, deps: SalesRouteDeps) {
  const { auth, sales } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'read' }),
  };

  r.get(
    salesPath,
    {
      ...asReader,
      schema: { querystring: salesQuerySchema, response: { 200: dataOf(salesReportSchema) } },
    },
    async (request) => {
      const { range, ...asked } = request.query;
      const { window, rows } = await sales.report(range, asked);
      return {
        data: {
          range,
          from: window.from,
          to: window.to,
          rows: rows.map(rowModel),
          totals: figuresModel(sumOf(rows)),
        },
      };
    },
  );

  r.get(
    `${salesPath}.csv`,
    { ...asReader, schema: { querystring: salesQuerySchema } },
    async (request, reply) => {
      const { range, ...asked } = request.query;
      const { rows } = await sales.report(range, asked);
      const file = { filename: `sales-${range}.csv`, columns: salesCsvColumns, cells: csvCells };
      return sendCsv(reply, file, [rows]);
    },
  );

  r.get(
    `${salesPath}/top-customers`,
    {
      ...asReader,
      schema: {
        querystring: topCustomersQuerySchema,
        response: { 200: dataOf(topCustomersSchema) },
      },
    },
    async (request) => {
      const { limit, ...asked } = request.query;
      const { window, customers } = await sales.topCustomers(actorOf(request), asked, limit);
      return {
        data: {
          from: window.from,
          to: window.to,
          objects: customers.map(topCustomerModel),
        },
      };
    },
  );
}
