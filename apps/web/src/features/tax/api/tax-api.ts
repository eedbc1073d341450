import { type TaxYear, taxYearSchema } from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** The path of a year's figures; its dispositions as CSV are under it (`/dispositions.csv`). */
export const taxYearPath = (year: number) => `/customers/tax/${year}`;

/**
 * A year's capital gains as Schedule 3 reports them, worked out by the server from the customer's
 * own records (user token, docs/product/tax.md): every total is the server's, never summed here.
 */
export const taxApi = api.injectEndpoints({
  endpoints: (build) => ({
    taxYear: build.query<TaxYear, number>({
      query: (year) => ({ url: taxYearPath(year), auth: 'user' }),
      responseSchema: taxYearSchema,
    }),
  }),
});

export const { useTaxYearQuery } = taxApi;
