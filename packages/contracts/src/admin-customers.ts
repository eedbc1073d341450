import { z } from 'zod';
import { adminPageQuerySchema } from './admin-funding.js';
import { calendarDateSchema, provinceSchema } from './kyc-fields.js';
import { guidSchema } from './platform/fields.js';

/**
 * The back office's customer search (`GET /admin/api/customers`, its CSV export
 * `GET /admin/api/customers.csv`; every staff role): one search box (e-mail, name, phone or
 * guid) and filters, newest customer first. Every search and export is a view of personal data
 * and is written to the audit log. Answers are `{ data: ... }`, the CSV export excepted.
 */

export const adminCustomersPath = '/admin/api/customers';
export const adminCustomersCsvPath = '/admin/api/customers.csv';

export const customerStates = ['storing', 'unverified', 'verified', 'rejected', 'frozen'] as const;
export const customerStateSchema = z.enum(customerStates);
export type CustomerState = z.infer<typeof customerStateSchema>;

/**
 * Where the customer's latest identity verification (enhanced due diligence aside) stands:
 * `none` when there is none, `in_progress` while the customer answers it.
 */
export const customerVerificationStates = [
  'none',
  'in_progress',
  'reviewing',
  'passed',
  'failed',
  'expired',
] as const;
export const customerVerificationStateSchema = z.enum(customerVerificationStates);
export type CustomerVerificationState = z.infer<typeof customerVerificationStateSchema>;

/** Searches match any part of an e-mail or display name of at least this many characters. */
export const customerSearchMinLength = 3;

/** The search counts matches up to this many, and pages reach no further: export for more. */
export const customerSearchCountLimit = 1_000;

const shortest = `Type at least ${customerSearchMinLength} characters`;

/** The search box and the filters; each narrows, none is required. */
const customerFilterShape = {
  /** An e-mail (or part of one), a display name (or part), a full legal name, a phone, a guid. */
  q: z.string().trim().min(customerSearchMinLength, shortest).max(254).optional(),
  state: customerStateSchema.optional(),
  verification_state: customerVerificationStateSchema.optional(),
  province: provinceSchema.optional(),
  /** Calendar days in Canada's Eastern time, both included. */
  created_from: calendarDateSchema.optional(),
  created_to: calendarDateSchema.optional(),
};

const fromBeforeTo = (filter: { created_from?: string; created_to?: string }) =>
  filter.created_from === undefined ||
  filter.created_to === undefined ||
  filter.created_from <= filter.created_to;
const fromBeforeToError = {
  error: '`created_from` must not be after `created_to`',
  path: ['created_to'],
};

export const customerSearchQuerySchema = adminPageQuerySchema
  .extend(customerFilterShape)
  .refine(fromBeforeTo, fromBeforeToError)
  .refine((query) => (query.page + 1) * query.per_page <= customerSearchCountLimit, {
    error: `Pages reach the first ${customerSearchCountLimit} customers: narrow the search or export it`,
    path: ['page'],
  });
export type CustomerSearchQuery = z.input<typeof customerSearchQuerySchema>;

export const customerExportQuerySchema = z
  .strictObject(customerFilterShape)
  .refine(fromBeforeTo, fromBeforeToError);
export type CustomerExportQuery = z.input<typeof customerExportQuerySchema>;

/**
 * One customer as the search lists it: who they are to staff (e-mail, display name) and where
 * they stand. No legal name, phone, address or identification number: those are read, audited,
 * on the customer's own page.
 */
export const customerSummarySchema = z.object({
  guid: guidSchema,
  email: z.string(),
  display_name: z.string(),
  state: customerStateSchema,
  verification_state: customerVerificationStateSchema,
  province: provinceSchema.nullable(),
  created_at: z.iso.datetime(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchListSchema = z.object({
  /** Matches counted up to `customerSearchCountLimit`; `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
  objects: z.array(customerSummarySchema),
});
export type CustomerSearchList = z.infer<typeof customerSearchListSchema>;

/** The CSV export's columns, in order. */
export const customerCsvColumns = [
  'guid',
  'email',
  'display_name',
  'state',
  'verification_state',
  'province',
  'created_at',
] as const;
