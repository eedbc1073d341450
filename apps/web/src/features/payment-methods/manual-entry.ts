import {
  bankAccountNumberSchema,
  cpaRoutingNumber,
  institutionNumberSchema,
  type PostExternalBankAccount,
  transitNumberSchema,
} from '@maple/contracts';
import { z } from 'zod';

export const manualEntryFields = ['name', 'institution', 'transit', 'account'] as const;
export type ManualEntryField = (typeof manualEntryFields)[number];

/**
 * The manual entry form, checked with the contract's own routing rules (the server checks the
 * same): institution 3 digits and known, transit 5 digits, account 7 to 12 digits.
 */
export const manualEntrySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the account a nickname' })
    .max(128, { error: 'Use at most 128 characters' }),
  institution: institutionNumberSchema,
  transit: transitNumberSchema,
  account: bankAccountNumberSchema,
});
export type ManualEntry = z.output<typeof manualEntrySchema>;

/** Cybrid's raw routing details: the CPA routing number is 0, institution, transit. */
export const manualEntryBody = (entry: ManualEntry): PostExternalBankAccount => ({
  name: entry.name,
  account_kind: 'raw_routing_details',
  asset: 'CAD',
  counterparty_bank_account: {
    routing_number_type: 'CPA',
    routing_number: cpaRoutingNumber(entry.institution, entry.transit),
    account_number: entry.account,
  },
});
