import {
  type AccountBankModel,
  AccountsBankApi,
  CustomersBankApi,
  type DepositAddressBankModel,
  DepositAddressesBankApi,
  type ExternalBankAccountBankModel,
  ExternalBankAccountsBankApi,
  type ExternalWalletBankModel,
  ExternalWalletsBankApi,
  type IdentityVerificationBankModel,
  IdentityVerificationsBankApi,
  PatchExternalBankAccountBankModelStateEnum,
  PostExternalBankAccountBankModelAccountKindEnum,
  type PostExternalWalletBankModel,
  PostIdentificationNumberBankModelTypeEnum,
  PostIdentityVerificationBankModelMethodEnum,
  PostIdentityVerificationBankModelTypeEnum,
  PostQuoteBankModelProductTypeEnum,
  PostQuoteBankModelSideEnum,
  PostTransferBankModelPaymentRailEnum,
  PostTransferBankModelTransferTypeEnum,
  PostWorkflowBankModelKindEnum,
  PostWorkflowBankModelLanguageEnum,
  PostWorkflowBankModelTypeEnum,
  PricesBankApi,
  type QuoteBankModel,
  QuotesBankApi,
  type SymbolPriceBankModel,
  type TradeBankModel,
  TradesBankApi,
  type TransferBankModel,
  TransfersBankApi,
  type WorkflowBankModel,
  WorkflowsBankApi,
} from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { platformBankGuid } from '../infra/api-kit/platform-bank.js';
import { linkBankAccount } from '../testing/bank-account-fixtures.js';
import { bankToken } from '../testing/bank-flows.js';
import { sandboxSignIn } from '../testing/banking-flows.js';
import { type CybridClientSetup, cybridClientSetup } from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import { type SignedInCustomer, signedInCustomer } from '../testing/flows.js';
import { uniqueSin } from '../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { fundedCustomer } from '../testing/trading-flows.js';
import { confirmWallet } from '../testing/wallet-flows.js';

/**
 * The official generated client (@cybrid/cybrid-api-bank-typescript) driving /api over real
 * HTTP: if it can call us and read our answers, a Cybrid integration can switch to us. Each
 * expected shape names only fields of the client's model (the compiler checks that), and
 * `toEqual` fails on any field we send beyond it.
 */
let t: TestApp;
let customer: SignedInCustomer;
let client: CybridClientSetup;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  customer = await fundedCustomer(t, 1_000_00n);
  baseUrl = `http://127.0.0.1:${address.port}`;
  client = cybridClientSetup(baseUrl, customer.tokens.at);
});
afterAll(async () => {
  client.close();
  await t.close();
});

const guid = expect.stringMatching(/^[0-9a-f]{32}$/);
const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
const integer = expect.any(Number);

describe('the official Cybrid client', () => {
  it('lists prices', async () => {
    const prices = await firstValueFrom(
      new PricesBankApi(client.configuration).listPrices({ symbol: 'BTC-CAD,ETH-CAD' }),
    );
    const shape = (symbol: string): SymbolPriceBankModel => ({
      symbol,
      type: 'trading',
      buy_price: integer,
      sell_price: integer,
      buy_price_last_updated_at: timestamp,
      sell_price_last_updated_at: timestamp,
    });
    expect(prices).toEqual([shape('BTC-CAD'), shape('ETH-CAD')]);
  });

  it("lists the customer's accounts", async () => {
    const list = await firstValueFrom(
      new AccountsBankApi(client.configuration).listAccounts({
        customerGuid: customer.guid,
        perPage: 100,
      }),
    );
    expect(list).toMatchObject({ total: 7, page: 0, per_page: 100 });
    const cad: AccountBankModel = {
      type: 'fiat',
      guid,
      created_at: timestamp,
      updated_at: timestamp,
      asset: 'CAD',
      name: 'CAD fiat account',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      platform_balance: 1_000_00,
      platform_available: 1_000_00,
      state: 'created',
      labels: null,
    };
    expect(list.objects[0]).toEqual(cad);
  });

  it('buys BTC for CAD 100: quote, trade, get and list trades', async () => {
    const quote = await firstValueFrom(
      new QuotesBankApi(client.configuration).createQuote({
        postQuoteBankModel: {
          product_type: PostQuoteBankModelProductTypeEnum.Trading,
          symbol: 'BTC-CAD',
          side: PostQuoteBankModelSideEnum.Buy,
          deliver_amount: 100_00,
        },
      }),
    );
    const quoted: QuoteBankModel = {
      guid,
      product_type: 'trading',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      symbol: 'BTC-CAD',
      side: 'buy',
      receive_amount: integer,
      deliver_amount: 100_00,
      fee: 0,
      created_at: timestamp,
      updated_at: timestamp,
      issued_at: timestamp,
      expires_at: timestamp,
      trade_guid: null,
    };
    expect(quote).toEqual(quoted);

    const trades = new TradesBankApi(client.configuration);
    const trade = await firstValueFrom(
      trades.createTrade({ postTradeBankModel: { quote_guid: String(quote.guid) } }),
    );
    const traded: TradeBankModel = {
      guid,
      trade_type: 'platform',
      customer_guid: customer.guid,
      quote_guid: quote.guid,
      symbol: 'BTC-CAD',
      side: 'buy',
      state: 'settling',
      failure_code: null,
      receive_amount: quote.receive_amount,
      deliver_amount: 100_00,
      fee: 0,
      reference_trade_guid: null,
      created_at: timestamp,
      updated_at: timestamp,
      labels: null,
    };
    expect(trade).toEqual(traded);

    const again = await firstValueFrom(trades.getTrade({ tradeGuid: String(trade.guid) }));
    expect(again).toEqual(trade);
    const list = await firstValueFrom(trades.listTrades({ perPage: 100 }));
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [trade] });
  });

  it('starts an identity verification, gets it and lists the customer’s kyc verifications', async () => {
    // A newcomer: the trading customer above is verified already.
    const newcomer = await signedInCustomer(t, { verified: false });
    const newcomerClient = cybridClientSetup(baseUrl, newcomer.tokens.at);
    onTestFinished(() => newcomerClient.close());
    const verifications = new IdentityVerificationsBankApi(newcomerClient.configuration);
    const created = await firstValueFrom(
      verifications.createIdentityVerification({
        postIdentityVerificationBankModel: {
          type: PostIdentityVerificationBankModelTypeEnum.Kyc,
          method: PostIdentityVerificationBankModelMethodEnum.IdAndSelfie,
          customer_guid: newcomer.guid,
        },
      }),
    );
    const started: IdentityVerificationBankModel = {
      guid,
      type: 'kyc',
      method: 'id_and_selfie',
      created_at: timestamp,
      updated_at: timestamp,
      customer_guid: newcomer.guid,
      counterparty_guid: null,
      external_bank_account_guid: null,
      state: 'waiting',
      outcome: null,
      failure_codes: null,
      compliance_decisions: [],
    };
    expect(created).toEqual(started);
    expect(schemaErrors('IdentityVerification', created)).toEqual([]);

    const one = await firstValueFrom(
      verifications.getIdentityVerification({
        identityVerificationGuid: String(created.guid),
        includePii: true,
      }),
    );
    expect(one).toEqual({
      ...created,
      compliance_checks: [],
      persona_inquiry_id: `inq_${created.guid}`,
      persona_state: null,
      business_associates: [],
      pii: expect.objectContaining({ name: expect.any(Object), identification_numbers: [] }),
      documents: [],
      supporting_files: [],
    });
    expect(schemaErrors('IdentityVerificationWithDetails', one)).toEqual([]);

    const list = await firstValueFrom(
      verifications.listIdentityVerifications({
        customerGuid: newcomer.guid,
        type: 'kyc',
        perPage: 100,
      }),
    );
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [created] });
    expect(schemaErrors('IdentityVerificationList', list)).toEqual([]);
  });

  it('attests a customer’s identity with a bank token, and reads the customer verified', async () => {
    const newcomer = await signedInCustomer(t, { verified: false });
    const bank = cybridClientSetup(baseUrl, await bankToken(t));
    onTestFinished(() => bank.close());
    const sin = uniqueSin();
    const created = await firstValueFrom(
      new IdentityVerificationsBankApi(bank.configuration).createIdentityVerification({
        postIdentityVerificationBankModel: {
          type: PostIdentityVerificationBankModelTypeEnum.Kyc,
          method: PostIdentityVerificationBankModelMethodEnum.Attested,
          customer_guid: newcomer.guid,
          name: { first: 'Grace', last: 'Hopper' },
          address: {
            street: '100 Queen St W',
            city: 'Toronto',
            subdivision: 'ON',
            postal_code: 'M5H 2N2',
            country_code: 'CA',
          },
          date_of_birth: '1985-12-09',
          identification_numbers: [
            {
              type: PostIdentificationNumberBankModelTypeEnum.TaxIdentificationNumber,
              issuing_country_code: 'CA',
              identification_number: sin,
            },
          ],
        },
      }),
    );
    const attested: IdentityVerificationBankModel = {
      guid,
      type: 'kyc',
      method: 'attested',
      created_at: timestamp,
      updated_at: timestamp,
      customer_guid: newcomer.guid,
      counterparty_guid: null,
      external_bank_account_guid: null,
      state: 'completed',
      outcome: 'passed',
      failure_codes: null,
      compliance_decisions: [
        { type: 'person_attested', state: 'passed', failure_codes: null },
        { type: 'person_tax_id_attested', state: 'passed', failure_codes: null },
        { type: 'person_watchlists', state: 'passed', failure_codes: null },
      ],
    };
    expect(created).toEqual(attested);
    expect(schemaErrors('IdentityVerification', created)).toEqual([]);

    const one = await firstValueFrom(
      new IdentityVerificationsBankApi(bank.configuration).getIdentityVerification({
        identityVerificationGuid: String(created.guid),
        includePii: true,
      }),
    );
    expect(schemaErrors('IdentityVerificationWithDetails', one)).toEqual([]);
    expect(JSON.stringify(one)).not.toContain(sin);
    const customer = await firstValueFrom(
      new CustomersBankApi(bank.configuration).getCustomer({ customerGuid: newcomer.guid }),
    );
    expect(customer.state).toBe('verified');
    expect(schemaErrors('Customer', customer)).toEqual([]);
  });

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
    const account = await firstValueFrom(
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
    expect(account).toEqual(linked);
    expect(schemaErrors('ExternalBankAccount', account)).toEqual([]);

    const accountGuid = String(account.guid);
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

  it('creates, gets and lists a BTC deposit address', async () => {
    const accounts = await firstValueFrom(
      new AccountsBankApi(client.configuration).listAccounts({ type: 'trading', perPage: 100 }),
    );
    const btc = accounts.objects.find((account) => account.asset === 'BTC');
    const addresses = new DepositAddressesBankApi(client.configuration);
    const created = await firstValueFrom(
      addresses.createDepositAddress({
        postDepositAddressBankModel: { account_guid: String(btc?.guid) },
      }),
    );
    const expected: DepositAddressBankModel = {
      guid,
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      account_guid: String(btc?.guid),
      created_at: timestamp,
      updated_at: timestamp,
      asset: 'BTC',
      state: 'created',
      address: expect.stringMatching(/^tb1q[02-9ac-hj-np-z]{38}$/),
      format: 'standard',
      labels: null,
    };
    expect(created).toEqual(expected);
    expect(schemaErrors('DepositAddress', created)).toEqual([]);
    const one = await firstValueFrom(
      addresses.getDepositAddress({ depositAddressGuid: String(created.guid) }),
    );
    expect(one).toEqual(created);
    expect(schemaErrors('DepositAddress', one)).toEqual([]);
    const list = await firstValueFrom(
      addresses.listDepositAddresses({ customerGuid: customer.guid, perPage: 100 }),
    );
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [created] });
    expect(schemaErrors('DepositAddressList', list)).toEqual([]);
  });

  it('adds an XRP wallet with a tag, then gets, lists and deletes it', async () => {
    const wallet = { asset: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', tag: '12345' };
    const confirmation = await confirmWallet(t, customer, wallet);
    // The confirmation is this product's addition to Cybrid's PostExternalWallet (ADR 21).
    const post: PostExternalWalletBankModel = { name: 'Ledger Nano', ...wallet };
    const wallets = new ExternalWalletsBankApi(client.configuration);
    const created = await firstValueFrom(
      wallets.createExternalWallet({
        postExternalWalletBankModel: { ...post, ...{ confirmation_token: confirmation } },
      }),
    );
    const expected: ExternalWalletBankModel = {
      guid,
      name: 'Ledger Nano',
      asset: 'XRP',
      environment: 'sandbox',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      counterparty_guid: null,
      address: wallet.address,
      tag: '12345',
      created_at: timestamp,
      updated_at: timestamp,
      state: 'completed',
      failure_code: null,
    };
    // `usable_at` is the listed difference (when withdrawals to it may start), and the only one.
    expect(created).toEqual({ ...expected, usable_at: timestamp });
    const usableAt = ['ExternalWallet.usable_at is not declared'];
    expect(schemaErrors('ExternalWallet', created)).toEqual(usableAt);
    const walletGuid = String(created.guid);
    const one = await firstValueFrom(wallets.getExternalWallet({ externalWalletGuid: walletGuid }));
    expect(one).toEqual(created);
    expect(schemaErrors('ExternalWallet', one)).toEqual(usableAt);
    const list = await firstValueFrom(
      wallets.listExternalWallets({ customerGuid: customer.guid, asset: 'XRP', perPage: 100 }),
    );
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [created] });
    expect(schemaErrors('ExternalWalletList', list)).toEqual([
      'ExternalWalletList.objects[0].usable_at is not declared',
    ]);
    const none = await firstValueFrom(
      wallets.listExternalWallets({ counterpartyGuid: customer.guid, perPage: 100 }),
    );
    expect(none).toEqual({ total: 0, page: 0, per_page: 100, objects: [] });
    const deleted = await firstValueFrom(
      wallets.deleteExternalWallet({ externalWalletGuid: walletGuid }),
    );
    expect(deleted).toEqual({ ...created, state: 'deleted', updated_at: timestamp });
    expect(schemaErrors('ExternalWallet', deleted)).toEqual(usableAt);
  });
});
