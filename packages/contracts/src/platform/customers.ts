import { z } from 'zod';
import { guidSchema, noLabelsSchema, timestampSchema } from './fields.js';
import { identityVerificationPiiSchema } from './identity-verifications.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/** GET /api/customers/{customer_guid}: the caller's own customer, or any with a bank token. */

export const customerParamsSchema = z.object({ customer_guid: guidSchema });

/**
 * Cybrid's `include_pii` (docs/decisions/0068): the customer's personal data, to its own token or
 * to a bank's with `customers:pii:read`; anything but true or false is a 400.
 */
export const getCustomerQuerySchema = z.object({
  include_pii: z
    .enum(['true', 'false'], { error: 'include_pii must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'Include the customer’s personal data (identification numbers masked).' }),
});

/** Personal data is sent only when `include_pii=true` is asked for (Cybrid leaves it out). */
const personal = <T extends z.ZodType>(schema: T) =>
  schema.meta({
    description:
      'Null unless include_pii=true is asked for and the customer has given it in an identity verification.',
  });

/** Fields this product keeps nothing in. */
const withheld = z.null().meta({ description: 'Always null: not kept.' });

/** Lists this product keeps no entries of. */
const empty = z.tuple([]).meta({ description: 'Always empty.' });

const pii = identityVerificationPiiSchema.shape;

/** Cybrid's Customer. */
export const customerSchema = z.strictObject({
  guid: guidSchema,
  bank_guid: guidSchema,
  type: z.enum(['individual', 'business']),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  state: z.enum(['storing', 'unverified', 'verified', 'rejected', 'frozen']),
  name: personal(pii.name.nullable()),
  address: personal(pii.address),
  aliases: withheld,
  website: withheld,
  date_of_birth: personal(pii.date_of_birth),
  phone_number: personal(pii.phone_number),
  email_address: personal(pii.email_address),
  labels: noLabelsSchema,
  compliance_decisions: empty,
  identification_numbers: personal(pii.identification_numbers.nullable()),
  activity_limits: empty,
});

/** The personal fields of a Customer, as `include_pii=true` fills them. */
export type CustomerPii = Pick<
  z.output<typeof customerSchema>,
  'name' | 'address' | 'date_of_birth' | 'phone_number' | 'email_address' | 'identification_numbers'
>;

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
