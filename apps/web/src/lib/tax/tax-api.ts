import {
  type SalePreview,
  type SalePreviewQuery,
  type StatedCostRequest,
  salePreviewSchema,
  type TaxYear,
  type TransferIn,
  taxYearSchema,
  transferInSchema,
  transfersInSchema,
} from '@maple/contracts';
import { api } from '../api/api';
import type { Language } from '../i18n/languages';

/** The calendar the platform reports in (docs/product/tax.md: days are Toronto days). */
const torontoYearFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
});

/** The year it is in Toronto at `now`: the tax year still under way. */
export const torontoYear = (now: Date): number => Number(torontoYearFormat.format(now));

/** `YYYY-MM-DD` in Toronto: en-CA writes dates that way. */
const torontoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Toronto calendar day of an instant, the day the tax rules count (`YYYY-MM-DD`). */
export const torontoDay = (iso: string): string => torontoDayFormat.format(new Date(iso));

/** Where the cost of a transfer in is stated and withdrawn. */
const costPath = (guid: string) => `/customers/tax/transfers-in/${encodeURIComponent(guid)}/cost`;

/** The path of a year's figures; its files are under it. */
export const taxYearPath = (year: number) => `/customers/tax/${year}`;

/** A file of a year the customer can keep: where the server writes it, and its name when saved. */
export interface TaxFile {
  url: string;
  fileName: string;
}

/** The year's dispositions, one row each (`GET /customers/tax/{year}/dispositions.csv`). */
export const dispositionsCsv = (year: number): TaxFile => ({
  url: `${taxYearPath(year)}/dispositions.csv`,
  fileName: `maple-capital-gains-${year}.csv`,
});

/** The year's report, in the page's language (`GET /customers/tax/{year}/report.pdf`). */
export const taxReportPdf = (year: number, language: Language): TaxFile => ({
  url: `${taxYearPath(year)}/report.pdf?lang=${language}`,
  fileName: `maple-capital-gains-${year}.pdf`,
});

/**
 * A year's capital gains as Schedule 3 reports them, worked out by the server from the customer's
 * own records (user token, docs/product/tax.md): every total is the server's, never summed here.
 * /tax reads it, and /assets and the dashboard read the current year's for its holdings' book
 * cost: one query, so they share its cache entry. A stated cost changes every figure, so each of
 * these reads is tagged `Tax` and refreshed when one is stated or withdrawn (ADR 76).
 */
export const taxApi = api.injectEndpoints({
  endpoints: (build) => ({
    taxYear: build.query<TaxYear, number>({
      query: (year) => ({ url: taxYearPath(year), auth: 'user' }),
      responseSchema: taxYearSchema,
      providesTags: ['Tax'],
    }),
    /**
     * What a sale made now would report, its superficial loss included: the exchange's sell
     * quote reads it for its note (`GET /customers/tax/sale-preview`).
     */
    salePreview: build.query<SalePreview, SalePreviewQuery>({
      query: (sale) => ({
        url: `/customers/tax/sale-preview?${new URLSearchParams(sale).toString()}`,
        auth: 'user',
      }),
      responseSchema: salePreviewSchema,
      providesTags: ['Tax'],
    }),
    /** The customer's crypto deposits and the cost each joins the pool at, newest first. */
    transfersIn: build.query<TransferIn[], void>({
      query: () => ({ url: '/customers/tax/transfers-in', auth: 'user' }),
      responseSchema: transfersInSchema,
      providesTags: ['Tax'],
    }),
    /** States (or changes) what a transfer in cost the customer, in cents. */
    stateTransferCost: build.mutation<TransferIn, StatedCostRequest & { guid: string }>({
      query: ({ guid, ...body }) => ({ url: costPath(guid), method: 'PUT', body, auth: 'user' }),
      responseSchema: transferInSchema,
      invalidatesTags: ['Tax'],
    }),
    /** Withdraws a stated cost: the transfer in is back at its market value, estimated. */
    withdrawTransferCost: build.mutation<TransferIn, string>({
      query: (guid) => ({ url: costPath(guid), method: 'DELETE', auth: 'user' }),
      responseSchema: transferInSchema,
      invalidatesTags: ['Tax'],
    }),
  }),
});

export const {
  useTaxYearQuery,
  useSalePreviewQuery,
  useTransfersInQuery,
  useStateTransferCostMutation,
  useWithdrawTransferCostMutation,
} = taxApi;
