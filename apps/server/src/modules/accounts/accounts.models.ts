import type { accountSchema } from '@maple/contracts';
import type { z } from 'zod';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { AccountView } from './accounts.service.js';

/** Accounts as the Cybrid Bank API shapes them (AccountBankModel). */

export const accountModel = (account: AccountView): z.output<typeof accountSchema> => ({
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
