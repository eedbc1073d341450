import { z } from 'zod';
import { guidSchema, noLabelsSchema, timestampSchema } from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/** GET /api/customers/{customer_guid}: the caller's own customer, or any with a bank token. */

export const customerParamsSchema = z.object({ customer_guid: guidSchema });

/**
 * Personal data is left out, as Cybrid leaves it out of a customer token's answer: the customer
 * reads it through `/customers/user-detail`.
 */
const withheld = z.null().meta({ description: 'Always null: personal data is not sent here.' });

/** Lists this product keeps no entries of. */
const empty = z.tuple([]).meta({ description: 'Always empty.' });

/** Cybrid's Customer. */
export const customerSchema = z.strictObject({
  guid: guidSchema,
  bank_guid: guidSchema,
  type: z.enum(['individual', 'business']),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  state: z.enum(['storing', 'unverified', 'verified', 'rejected', 'frozen']),
  name: withheld,
  address: withheld,
  aliases: withheld,
  website: withheld,
  date_of_birth: withheld,
  phone_number: withheld,
  email_address: withheld,
  labels: noLabelsSchema,
  compliance_decisions: empty,
  identification_numbers: withheld,
  activity_limits: empty,
});

/** GET /api/customers: Cybrid's filters; a customer's token lists itself, a bank's any. */
export const customerListQuerySchema = pageQuerySchema.extend({
  type: commaList(z.enum(['individual', 'business']), 'customer types to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list customers of').optional(),
  guid: commaList(guidSchema, 'customer guids to list').optional(),
  label: commaList(z.string().min(1).max(128), 'labels to list customers of').optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** Cybrid's CustomerList. */
export const customerListSchema = listSchemaOf(customerSchema);
