import { z } from 'zod';
import { emailSchema } from './fields.js';
import { kycDocumentStepSchema, photoIdTypeSchema } from './kyc.js';
import {
  calendarDateSchema,
  canadianAddressSchema,
  legalNameSchema,
  phoneNumberSchema,
  sinSchema,
} from './kyc-fields.js';

/**
 * What a bank attests about a customer it verified itself (POST /api/identity_verifications,
 * `method: attested`, bank token; Cybrid's PostIdentityVerification): checked by the flow's
 * Canadian field rules and stored normalised, sealed like the flow's answers.
 */

const issuedInCanada = z.literal('CA', {
  error: 'issuing_country_code must be CA: the customer is a resident of Canada',
});

/** The SIN (`tax_identification_number`), or the number of a Canadian photo ID. */
const attestedIdNumberSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('tax_identification_number'),
      issuing_country_code: issuedInCanada,
      identification_number: sinSchema,
    }),
    z.strictObject({
      type: photoIdTypeSchema,
      issuing_country_code: issuedInCanada,
      identification_number: kycDocumentStepSchema.shape.number,
    }),
  ],
  {
    error:
      'identification_numbers: type must be tax_identification_number, drivers_license, passport, identification_card or residence_card',
  },
);

export const attestedIdentitySchema = z.strictObject({
  name: legalNameSchema,
  address: canadianAddressSchema,
  date_of_birth: calendarDateSchema,
  identification_numbers: z
    .array(attestedIdNumberSchema)
    .min(1)
    .max(10)
    .refine(
      (numbers) => numbers.filter((n) => n.type === 'tax_identification_number').length === 1,
      'identification_numbers must hold the customer’s SIN (type tax_identification_number) once',
    ),
  phone_number: phoneNumberSchema.optional(),
  email_address: emailSchema.optional(),
  occupation: z.string().trim().min(1).max(100).optional(),
});
export type AttestedIdentity = z.output<typeof attestedIdentitySchema>;

/** The fields an attestation cannot do without (Cybrid requires them for `attested`). */
export const attestedRequiredFields = [
  'name',
  'address',
  'date_of_birth',
  'identification_numbers',
] as const;
