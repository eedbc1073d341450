import {
  type ExternalBankAccountBankModel,
  ExternalBankAccountsBankApi,
  PatchExternalBankAccountBankModelStateEnum,
  PostExternalBankAccountBankModelAccountKindEnum,
  PostQuoteBankModelProductTypeEnum,
  PostQuoteBankModelSideEnum,
  PostTransferBankModelPaymentRailEnum,
  PostTransferBankModelTransferTypeEnum,
  PostWorkflowBankModelKindEnum,
  PostWorkflowBankModelLanguageEnum,
  PostWorkflowBankModelTypeEnum,
  type QuoteBankModel,
  QuotesBankApi,
  type TransferBankModel,
  TransfersBankApi,
  type WorkflowBankModel,
  WorkflowsBankApi,
} from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../infra/api-kit/platform-bank.js';
import { linkBankAccount } from '../testing/bank-account-fixtures.js';
import {
  approveBankAccount,
  issuedBankAccountConfirmation,
  sandboxSignIn,
} from '../testing/banking-flows.js';
import {
  type CybridClientSetup,
  cybridClientScene,
  cybridFields,
} from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import type { SignedInCustomer } from '../testing/flows.js';
import type { TestApp } from '../testing/test-app.js';

/**
 * The official generated client (@cybrid/cybrid-api-bank-typescript) driving /api over real
 * HTTP: if it can call us and read our answers, a Cybrid integration can switch to us. Each
 * expected shape names only fields of the client's model (the compiler checks that), and
 * `toEqual` fails on any field we send beyond it. Here: linking a bank account and an EFT deposit.
 */
let t: TestApp;
let customer: SignedInCustomer;
let client: CybridClientSetup;
beforeAll(async () => {
  ({ t, customer, client } = await cybridClientScene());
});
afterAll(async () => {
  client.close();
  await t.close();
});

const { guid, timestamp } = cybridFields;

describe('the official Cybrid client', () => {
  it('links a bank account through a workflow, then lists, gets, patches and deletes it', async () => {
    const workflows = new WorkflowsBankApi(client.configuration);
    const workflow = await firstValueFrom(
      workflows.createWorkflow({
        postWorkflowBankModel: {
          type: PostWorkflowBankModelTypeEnum.Plaid,
          kind: PostWorkflowBankModelKindEnum.Create,
          language: PostWorkflowBankModelLanguageEnum.En,
          customer_guid: customer.guid,
        },
      }),
    );
    const created: WorkflowBankModel = {
      guid,
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      type: 'plaid',
      state: 'completed',
      failure_code: null,
      created_at: timestamp,
      updated_at: timestamp,
    };
    expect(workflow).toEqual(created);
    expect(schemaErrors('Workflow', workflow)).toEqual([]);
    const detail = await firstValueFrom(
      workflows.getWorkflow({ workflowGuid: String(workflow.guid) }),
    );
    expect(detail).toEqual({ ...workflow, plaid_link_token: expect.any(String) });
    expect(schemaErrors('WorkflowWithDetails', detail)).toEqual([]);

    const screen = await sandboxSignIn(t, customer, String(detail.plaid_link_token));
    const link = screen.json<{
      data: { public_token: string; accounts: { account_id: string; mask: string }[] };
    }>().data;
    const [chequing] = link.accounts;
    const accounts = new ExternalBankAccountsBankApi(client.configuration);
    const asked = await firstValueFrom(
      accounts.createExternalBankAccount({
        postExternalBankAccountBankModel: {
          name: 'Chequing at RBC',
          account_kind: PostExternalBankAccountBankModelAccountKindEnum.Plaid,
          customer_guid: customer.guid,
          asset: 'CAD',
          plaid_public_token: link.public_token,
          plaid_account_id: chequing?.account_id ?? '',
        },
      }),
    );
    const linked: ExternalBankAccountBankModel = {
      guid,
      name: 'Chequing at RBC',
      asset: 'CAD',
      account_kind: 'plaid',
      environment: 'sandbox',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      counterparty_guid: null,
      created_at: timestamp,
      updated_at: timestamp,
      plaid_institution_id: '003',
      plaid_account_mask: chequing?.mask ?? '',
      plaid_account_name: 'Chequing',
      state: 'completed',
      failure_code: null,
      balance_updated_at: null,
      balances: null,
      pii: null,
    };
    // It waits for the customer's approval in the app (ADR 62), in Cybrid's `storing`.
    expect(asked).toEqual({ ...linked, state: 'storing' });
    expect(schemaErrors('ExternalBankAccount', asked)).toEqual([]);
    const accountGuid = String(asked.guid);
    const token = await issuedBankAccountConfirmation(t, customer, accountGuid);
    expect((await approveBankAccount(t, customer, accountGuid, token)).statusCode).toBe(200);
    const account = await firstValueFrom(
      accounts.getExternalBankAccount({ externalBankAccountGuid: accountGuid }),
    );
    expect(account).toEqual(linked);
    expect(schemaErrors('ExternalBankAccount', account)).toEqual([]);

    const list = await firstValueFrom(
      accounts.listExternalBankAccounts({ customerGuid: customer.guid, perPage: 100 }),
    );
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [account] });
    expect(schemaErrors('ExternalBankAccountList', list)).toEqual([]);
    const one = await firstValueFrom(
      accounts.getExternalBankAccount({ externalBankAccountGuid: accountGuid, includePii: true }),
    );
    expect(one.pii?.[0]?.account_details).toEqual([{ account_number: `****${chequing?.mask}` }]);
    expect(schemaErrors('ExternalBankAccount', one)).toEqual([]);

    const stale = await firstValueFrom(
      accounts.patchExternalBankAccount({
        externalBankAccountGuid: accountGuid,
        patchExternalBankAccountBankModel: {
          state: PatchExternalBankAccountBankModelStateEnum.RefreshRequired,
        },
      }),
    );
    expect(stale).toEqual({ ...account, state: 'refresh_required', updated_at: timestamp });
    expect(schemaErrors('ExternalBankAccount', stale)).toEqual([]);
    const deleting = await firstValueFrom(
      accounts.deleteExternalBankAccount({ externalBankAccountGuid: accountGuid }),
    );
    expect(deleting).toEqual({ ...account, state: 'deleting', updated_at: timestamp });
    expect(schemaErrors('ExternalBankAccount', deleting)).toEqual([]);
  });

  it('deposits CAD by EFT: a funding quote, a transfer, get and list transfers', async () => {
    const bank = await linkBankAccount(t.services, t.database.db, customer.guid);
    const quote = await firstValueFrom(
      new QuotesBankApi(client.configuration).createQuote({
        postQuoteBankModel: {
          product_type: PostQuoteBankModelProductTypeEnum.Funding,
          asset: 'CAD',
          side: PostQuoteBankModelSideEnum.Deposit,
          deliver_amount: 150_00,
        },
      }),
    );
    const quoted: QuoteBankModel = {
      guid,
      product_type: 'funding',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      symbol: null,
      side: 'deposit',
      asset: 'CAD',
      receive_amount: 150_00,
      deliver_amount: 150_00,
      fee: 0,
      created_at: timestamp,
      updated_at: timestamp,
      issued_at: timestamp,
      expires_at: timestamp,
      transfer_guid: null,
    };
    expect(quote).toEqual(quoted);
    expect(schemaErrors('Quote', quote)).toEqual([]);

    const transfers = new TransfersBankApi(client.configuration);
    const transfer = await firstValueFrom(
      transfers.createTransfer({
        postTransferBankModel: {
          quote_guid: String(quote.guid),
          transfer_type: PostTransferBankModelTransferTypeEnum.Funding,
          payment_rail: PostTransferBankModelPaymentRailEnum.Eft,
          external_bank_account_guid: bank.guid,
        },
      }),
    );
    const created: TransferBankModel = {
      guid,
      transfer_type: 'funding',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      quote_guid: quote.guid,
      external_bank_account_guid: bank.guid,
      deposit_address_guid: null,
      asset: 'CAD',
      side: 'deposit',
      state: 'storing',
      failure_code: null,
      return_code: null,
      amount: null,
      estimated_amount: 150_00,
      fee: 0,
      reference_transfer_guid: null,
      source_account: {
        guid: bank.guid,
        type: 'external_bank_account',
        bank_guid: platformBankGuid,
        customer_guid: customer.guid,
      },
      destination_account: {
        guid,
        type: 'fiat',
        bank_guid: platformBankGuid,
        customer_guid: customer.guid,
      },
      payment_rail: 'eft',
      txn_hash: null,
      estimated_network_fee: null,
      network_fee: null,
      network_fee_asset: null,
      hold_details: null,
      transfer_details: null,
      created_at: timestamp,
      updated_at: timestamp,
      labels: null,
    };
    expect(transfer).toEqual(created);
    expect(schemaErrors('Transfer', transfer)).toEqual([]);

    await t.services.funding.rails.runDue();
    for (let step = 0; step < 3; step += 1) {
      t.clock.advance(t.config.funding.eftStepSeconds);
      await t.services.funding.rails.runDue();
    }
    const done = await firstValueFrom(
      transfers.getTransfer({ transferGuid: String(transfer.guid) }),
    );
    expect(done).toEqual({
      ...transfer,
      state: 'completed',
      amount: 150_00,
      updated_at: timestamp,
      hold_details: {
        applicable_types: ['non_administrative'],
        duration: t.config.funding.eftDepositHoldSeconds,
        started_at: timestamp,
      },
    });
    expect(schemaErrors('Transfer', done)).toEqual([]);
    const list = await firstValueFrom(transfers.listTransfers({ perPage: 100 }));
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [done] });
    expect(schemaErrors('TransferList', list)).toEqual([]);
  });
});
