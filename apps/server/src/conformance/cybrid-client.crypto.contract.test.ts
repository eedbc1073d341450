import {
  PostQuoteBankModelProductTypeEnum,
  PostQuoteBankModelSideEnum,
  PostTransferBankModelTransferTypeEnum,
  type QuoteBankModel,
  QuotesBankApi,
  type TransferBankModel,
  TransfersBankApi,
} from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { platformBankGuid } from '../infra/api-kit/platform-bank.js';
import { addedWallet, confirmCryptoWithdrawal } from '../testing/crypto-withdrawal-flows.js';
import { type CybridClientSetup, cybridClientSetup } from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import { type SignedInCustomer, signInAgain } from '../testing/flows.js';
import { expectSoundBooks } from '../testing/funding-flows.js';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app.js';
import { fund, fundedCustomer } from '../testing/trading-flows.js';

/**
 * The official Cybrid client withdrawing crypto through /api over real HTTP (ADR 23): a
 * `crypto_transfer` quote, then a `crypto` transfer to the customer's own external wallet. The
 * wallet's cooldown is short here and passed with the test clock.
 */
let t: TestApp;
let me: SignedInCustomer;
let wallet: string;
let client: CybridClientSetup;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ wallets: { ...testConfig.wallets, cooldownSeconds: 60 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  me = await fundedCustomer(t, 0n);
  await fund(t, me.guid, 'BTC', 10_000_000n);
  wallet = await addedWallet(t, me);
  t.clock.advance(61);
  baseUrl = `http://127.0.0.1:${address.port}`;
  client = cybridClientSetup(baseUrl, me.tokens.at);
});
afterAll(async () => {
  client.close();
  await t.close();
});

const guid = expect.stringMatching(/^[0-9a-f]{32}$/);
const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

describe('the official Cybrid client', () => {
  it('withdraws BTC: a crypto_transfer quote with its network fee, then a crypto transfer', async () => {
    const quote = await firstValueFrom(
      new QuotesBankApi(client.configuration).createQuote({
        postQuoteBankModel: {
          product_type: PostQuoteBankModelProductTypeEnum.CryptoTransfer,
          asset: 'BTC',
          side: PostQuoteBankModelSideEnum.Withdrawal,
          receive_amount: 100_000,
        },
      }),
    );
    const fee = Number(t.config.crypto.networkFees.BTC);
    const quoted: QuoteBankModel = {
      guid,
      product_type: 'crypto_transfer',
      bank_guid: platformBankGuid,
      customer_guid: me.guid,
      symbol: null,
      side: 'withdrawal',
      asset: 'BTC',
      receive_amount: 100_000,
      deliver_amount: 100_000 + fee,
      fee: 0,
      network_fee: fee,
      network_fee_asset: 'BTC',
      created_at: timestamp,
      updated_at: timestamp,
      issued_at: timestamp,
      expires_at: timestamp,
      transfer_guid: null,
    };
    // Whether the travel rule applies is the own backend's answer, not a field here (ADR 69).
    expect(quote).toEqual(quoted);
    expect(schemaErrors('Quote', quote)).toEqual([]);

    const quoteGuid = String(quote.guid);
    const token = await confirmCryptoWithdrawal(t, me, quoteGuid, wallet);
    const transfers = new TransfersBankApi(client.configuration);
    const transfer = await firstValueFrom(
      transfers.createTransfer({
        postTransferBankModel: {
          quote_guid: quoteGuid,
          transfer_type: PostTransferBankModelTransferTypeEnum.Crypto,
          external_wallet_guid: wallet,
          // The code bound to this quote and wallet is this product's addition (ADR 23).
          ...{ confirmation_token: token },
        },
      }),
    );
    const created: TransferBankModel = {
      guid,
      transfer_type: 'crypto',
      bank_guid: platformBankGuid,
      customer_guid: me.guid,
      quote_guid: quoteGuid,
      external_bank_account_guid: null,
      deposit_address_guid: null,
      asset: 'BTC',
      side: 'withdrawal',
      state: 'pending',
      failure_code: null,
      return_code: null,
      amount: null,
      // What leaves the account: the quote's deliver amount, the network fee included.
      estimated_amount: 100_000 + fee,
      fee: 0,
      reference_transfer_guid: null,
      source_account: {
        guid,
        type: 'trading',
        bank_guid: platformBankGuid,
        customer_guid: me.guid,
      },
      destination_account: {
        guid: wallet,
        type: 'external_wallet',
        bank_guid: platformBankGuid,
        customer_guid: me.guid,
      },
      payment_rail: null,
      txn_hash: null,
      estimated_network_fee: fee,
      network_fee: null,
      network_fee_asset: 'BTC',
      hold_details: null,
      transfer_details: {
        confirmations: null,
        required_confirmations: null,
        travel_rule_party: null,
        travel_rule_required: false,
      },
      created_at: timestamp,
      updated_at: timestamp,
      labels: null,
    };
    expect(transfer).toEqual(created);
    expect(schemaErrors('Transfer', transfer)).toEqual([]);

    // Broadcast, then confirmed on the sandbox chain: completed with its hash and fee.
    await t.services.crypto.chainSteps.runDue();
    const { blockSeconds, requiredConfirmations } = t.config.chain;
    t.clock.advance(blockSeconds.BTC * requiredConfirmations.BTC);
    await t.services.crypto.chainSteps.runDue();
    // Twenty minutes on, the customer signs in afresh: the first access token has expired.
    const later = cybridClientSetup(baseUrl, (await signInAgain(t, me)).at);
    onTestFinished(() => later.close());
    const done = await firstValueFrom(
      new TransfersBankApi(later.configuration).getTransfer({
        transferGuid: String(transfer.guid),
      }),
    );
    expect(done).toEqual({
      ...transfer,
      state: 'completed',
      amount: 100_000 + fee,
      network_fee: fee,
      txn_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      transfer_details: {
        ...transfer.transfer_details,
        confirmations: requiredConfirmations.BTC,
        required_confirmations: requiredConfirmations.BTC,
      },
      updated_at: timestamp,
    });
    expect(schemaErrors('Transfer', done)).toEqual([]);
    await expectSoundBooks(t);
  });
});
