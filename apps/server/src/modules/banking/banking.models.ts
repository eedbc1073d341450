import type { ExternalBankAccount, Workflow, WorkflowWithDetails } from '@maple/contracts';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { BankAccountRow } from './external-bank-accounts.repo.js';
import type { WorkflowRow } from './workflows.repo.js';

/** Workflows and external bank accounts as the Cybrid Bank API shapes them. */

export const workflowModel = (workflow: WorkflowRow): Workflow => ({
  guid: workflow.guid,
  bank_guid: platformBankGuid,
  customer_guid: workflow.customer_guid,
  type: 'plaid',
  state: workflow.state,
  failure_code: workflow.failure_code,
  created_at: workflow.created_at.toISOString(),
  updated_at: workflow.updated_at.toISOString(),
});

export const workflowWithDetailsModel = (workflow: WorkflowRow): WorkflowWithDetails => ({
  ...workflowModel(workflow),
  plaid_link_token: workflow.link_token,
});

const accountNames = { chequing: 'Chequing', savings: 'Savings' } as const;

/** Personal data, when asked for: the holder, the routing, the account number's last four. */
export interface AccountPii {
  holderName: string;
  routingNumber: string;
}

export const externalBankAccountModel = (
  account: BankAccountRow,
  environment: 'sandbox' | 'production',
  pii?: AccountPii,
): ExternalBankAccount => ({
  guid: account.guid,
  name: account.name,
  asset: 'CAD',
  account_kind: account.account_kind,
  environment,
  bank_guid: platformBankGuid,
  customer_guid: account.customer_guid,
  counterparty_guid: null,
  created_at: account.created_at.toISOString(),
  updated_at: account.updated_at.toISOString(),
  plaid_institution_id: account.institution_number,
  plaid_account_mask: account.account_mask,
  plaid_account_name:
    account.account_type === null ? account.name : accountNames[account.account_type],
  state: account.state,
  failure_code: account.failure_code,
  balance_updated_at: null,
  balances: null,
  pii:
    pii === undefined
      ? null
      : [
          {
            names: [pii.holderName],
            addresses: null,
            email_addresses: null,
            phone_numbers: null,
            account_details: [{ account_number: `****${account.account_mask}` }],
            routing_details: [{ routing_number_type: 'CPA', routing_number: pii.routingNumber }],
          },
        ],
});
