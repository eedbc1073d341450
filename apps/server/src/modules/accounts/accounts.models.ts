import { platformBankGuid } from '../platform/platform-bank.js';
import type { CustomerRow } from './accounts.repo.js';
import type { AccountView } from './accounts.service.js';

/** Accounts and customers as the Cybrid Bank API shapes them (AccountBankModel, CustomerBankModel). */

export const accountModel = (account: AccountView) => ({
  type: account.type,
  guid: account.guid,
  created_at: account.created_at.toISOString(),
  updated_at: account.updated_at.toISOString(),
  asset: account.asset,
  name: account.name,
  bank_guid: platformBankGuid,
  customer_guid: account.customer_guid,
  platform_balance: account.balance,
  platform_available: account.available,
  state: account.state,
  labels: null,
});

/**
 * Cybrid leaves personal data out unless `include_pii` is asked for with a bank token; a customer
 * token never gets it here, so those fields are null and the lists this product keeps none of
 * are empty.
 */
export const customerModel = (customer: CustomerRow) => ({
  guid: customer.guid,
  bank_guid: platformBankGuid,
  type: customer.type,
  created_at: customer.created_at.toISOString(),
  updated_at: customer.updated_at.toISOString(),
  state: customer.state,
  name: null,
  address: null,
  aliases: null,
  website: null,
  date_of_birth: null,
  phone_number: null,
  email_address: null,
  labels: null,
  compliance_decisions: [],
  identification_numbers: null,
  activity_limits: [],
});
