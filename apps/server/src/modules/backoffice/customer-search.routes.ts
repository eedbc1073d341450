import {
  adminCustomersCsvPath,
  adminCustomersPath,
  type CustomerSummary,
  customerCsvColumns,
  customerExportQuerySchema,
  customerSearchListSchema,
  customerSearchQuerySchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { type CsvFile, sendCsv } from '../../infra/http/csv-response.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { spreadsheetSafe } from '../../infra/http/spreadsheet-safe.js';
import type {
  CustomerQuery,
  CustomerRow,
  CustomerSearchService,
  StaffActor,
} from './customer-search.service.js';

export interface CustomerSearchRouteDeps {
  customerSearch: CustomerSearchService;
  auth: Authenticator;
  perMinute: number;
}

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

/** The back office's customer search and export (packages/contracts admin-customers.ts). */
export function registerCustomerSearchRoutes(app: FastifyInstance, deps: CustomerSearchRouteDeps) {
  const { customerSearch, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'read' }),
  };

  r.get(
    adminCustomersPath,
    {
      ...guarded,
      schema: {
        querystring: customerSearchQuerySchema,
        response: { 200: dataOf(customerSearchListSchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const found = await customerSearch.search(
        queryOf(request.query),
        { offset: page * per_page, limit: per_page },
        actorOf(request),
      );
      return {
        data: {
          total: found.total,
          total_capped: found.totalCapped,
          page,
          per_page,
          objects: found.rows.map(summaryOf),
        },
      };
    },
  );

  r.get(
    adminCustomersCsvPath,
    { ...guarded, schema: { querystring: customerExportQuerySchema } },
    async (request, reply) => {
      const pages = await customerSearch.export(queryOf(request.query), actorOf(request));
      return sendCsv(reply, customersCsv, pages);
    },
  );
}

function queryOf(query: z.output<typeof customerExportQuerySchema>): CustomerQuery {
  return {
    q: query.q,
    state: query.state,
    verificationState: query.verification_state,
    province: query.province,
    createdFrom: query.created_from,
    createdTo: query.created_to,
  };
}

function summaryOf(row: CustomerRow): CustomerSummary {
  return {
    guid: row.guid,
    email: row.email,
    display_name: row.displayName,
    state: row.state,
    verification_state: row.verificationState,
    province: row.province,
    created_at: row.createdAt,
  };
}

const customersCsv: CsvFile<CustomerRow> = {
  filename: 'customers.csv',
  columns: customerCsvColumns,
  cells: (row) => {
    const summary = summaryOf(row);
    return customerCsvColumns.map((column) => spreadsheetSafe(summary[column] ?? ''));
  },
};
