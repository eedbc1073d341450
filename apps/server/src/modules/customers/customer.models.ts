import type { CustomerPii, customerSchema } from '@maple/contracts';
import type { z } from 'zod';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { Customer } from './customers.repo.js';

/** Customers as the Cybrid Bank API shapes them (CustomerBankModel). */

/**
 * Cybrid leaves personal data out unless `include_pii` is asked for: without `pii` (not asked
 * for, or none given yet) those fields are null. The lists this product keeps none of are empty.
 */
export const customerModel = (
  customer: Customer,
  pii?: CustomerPii,
): z.output<typeof customerSchema> => ({
  guid: customer.guid,
  bank_guid: platformBankGuid,
  type: customer.type,
  created_at: customer.created_at.toISOString(),
  updated_at: customer.updated_at.toISOString(),
  state: customer.state,
  name: pii?.name ?? null,
  address: pii?.address ?? null,
  aliases: null,
  website: null,
  date_of_birth: pii?.date_of_birth ?? null,
  phone_number: pii?.phone_number ?? null,
  email_address: pii?.email_address ?? null,
  labels: null,
  compliance_decisions: [],
  identification_numbers: pii?.identification_numbers ?? null,
  activity_limits: [],
});
