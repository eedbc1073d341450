import {
  dataOf,
  salePreviewQuerySchema,
  salePreviewSchema,
  type TaxDisposition,
  taxDispositionColumns,
  taxReportQuerySchema,
  taxYearParamsSchema,
  taxYearSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { type CsvFile, sendCsv } from '../../infra/http/csv-response.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import { renderPdf } from '../documents/pdf/render-pdf.js';
import { dispositionCells } from './disposition-cells.js';
import { taxReportSpec } from './tax-report-spec.js';
import type { TaxYears } from './tax-year.service.js';

export interface TaxYearRouteDeps {
  auth: Authenticator;
  customers: Pick<CustomerService, 'caller'>;
  taxYears: Pick<TaxYears, 'year' | 'salePreview'>;
  perMinute: number;
}

/** The year's dispositions as the CSV download names them. */
export const dispositionsCsv = (filename: string): CsvFile<TaxDisposition> => ({
  filename,
  columns: taxDispositionColumns,
  cells: dispositionCells,
});

/**
 * The tax centre's reads (ADR 74, docs/product/tax.md): `GET /customers/tax/{year}`, the year's
 * capital gains as Schedule 3 reports them, `GET /customers/tax/{year}/dispositions.csv`, its
 * dispositions as a file, and `GET /customers/tax/{year}/report.pdf`, the same year as a report;
 * `GET /customers/tax/sale-preview` says what a sale made now would report (its superficial loss).
 * The customer's own session only. A year that is not one (`abc`, before 2020) or a language we
 * do not write is refused with 400 by the schema, a year still to begin by the service, both
 * before anything is read or drawn.
 */
export function registerTaxYearRoutes(app: FastifyInstance, deps: TaxYearRouteDeps) {
  const { customers, taxYears } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guarded, callerGuid } = guardsOf(deps);

  // Before `:year`, though a static path is matched first anyway: it is never read as a year.
  registerSalePreviewRoute(app, deps);

  r.get(
    '/customers/tax/:year',
    {
      ...guarded,
      schema: { params: taxYearParamsSchema, response: { 200: dataOf(taxYearSchema) } },
    },
    async (request) => ({
      data: await taxYears.year(await callerGuid(request), request.params.year),
    }),
  );

  r.get(
    '/customers/tax/:year/dispositions.csv',
    { ...guarded, schema: { params: taxYearParamsSchema } },
    async (request, reply) => {
      const { year } = request.params;
      const { dispositions } = await taxYears.year(await callerGuid(request), year);
      reply.header('cache-control', 'no-store');
      return sendCsv(reply, dispositionsCsv(`maple-capital-gains-${year}.csv`), [dispositions]);
    },
  );

  r.get(
    '/customers/tax/:year/report.pdf',
    { ...guarded, schema: { params: taxYearParamsSchema, querystring: taxReportQuerySchema } },
    async (request, reply) => {
      const { year } = request.params;
      const { user, customer } = await customers.caller(credentialsOf(request, 'user'));
      const answer = await taxYears.year(customer.guid, year);
      // Without `?lang`, the language the customer chose for what we send them.
      const language = request.query.lang ?? user.language;
      const pdf = await renderPdf(taxReportSpec(answer, language, user.display_name));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="maple-capital-gains-${year}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

/** Every tax route's guard: the customer's own session, rate-limited per IP; and whose it is. */
export function guardsOf({
  auth,
  customers,
  perMinute,
}: Pick<TaxYearRouteDeps, 'auth' | 'customers' | 'perMinute'>) {
  const guarded = { config: perIp(perMinute, MINUTE), onRequest: auth.require('user') };
  const callerGuid = async (request: FastifyRequest) =>
    (await customers.caller(credentialsOf(request, 'user'))).customer.guid;
  return { guarded, callerGuid };
}

/**
 * `GET /customers/tax/sale-preview`: what a sale made now would report, for the quote screen's
 * superficial-loss note (docs/product/tax.md). Bad figures are refused by the schema, a sale of
 * more than is held by the service; nothing is written.
 */
function registerSalePreviewRoute(app: FastifyInstance, deps: TaxYearRouteDeps) {
  const { guarded, callerGuid } = guardsOf(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customers/tax/sale-preview',
    {
      ...guarded,
      schema: { querystring: salePreviewQuerySchema, response: { 200: dataOf(salePreviewSchema) } },
    },
    async (request) => {
      const { asset, quantity, proceeds_cents, outlays_cents } = request.query;
      const sale = {
        asset,
        quantity: BigInt(quantity),
        proceeds: BigInt(proceeds_cents),
        outlays: BigInt(outlays_cents),
      };
      return { data: await deps.taxYears.salePreview(await callerGuid(request), sale) };
    },
  );
}
