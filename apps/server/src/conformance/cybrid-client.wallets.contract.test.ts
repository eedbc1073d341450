import {
  AccountsBankApi,
  type DepositAddressBankModel,
  DepositAddressesBankApi,
  type ExternalWalletBankModel,
  ExternalWalletsBankApi,
  type PostExternalWalletBankModel,
} from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../infra/api-kit/platform-bank.js';
import {
  type CybridClientSetup,
  cybridClientScene,
  cybridFields,
} from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import type { SignedInCustomer } from '../testing/flows.js';
import type { TestApp } from '../testing/test-app.js';
import { confirmWallet } from '../testing/wallet-flows.js';

/**
 * The official generated client (@cybrid/cybrid-api-bank-typescript) driving /api over real
 * HTTP: if it can call us and read our answers, a Cybrid integration can switch to us. Each
 * expected shape names only fields of the client's model (the compiler checks that), and
 * `toEqual` fails on any field we send beyond it. Here: deposit addresses and external wallets.
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
    // Exactly Cybrid's fields: when withdrawals may start is the app's own backend's.
    expect(created).toEqual(expected);
    expect(schemaErrors('ExternalWallet', created)).toEqual([]);
    const walletGuid = String(created.guid);
    const one = await firstValueFrom(wallets.getExternalWallet({ externalWalletGuid: walletGuid }));
    expect(one).toEqual(created);
    expect(schemaErrors('ExternalWallet', one)).toEqual([]);
    const list = await firstValueFrom(
      wallets.listExternalWallets({ customerGuid: customer.guid, asset: 'XRP', perPage: 100 }),
    );
    expect(list).toEqual({ total: 1, page: 0, per_page: 100, objects: [created] });
    expect(schemaErrors('ExternalWalletList', list)).toEqual([]);
    const none = await firstValueFrom(
      wallets.listExternalWallets({ counterpartyGuid: customer.guid, perPage: 100 }),
    );
    expect(none).toEqual({ total: 0, page: 0, per_page: 100, objects: [] });
    const deleted = await firstValueFrom(
      wallets.deleteExternalWallet({ externalWalletGuid: walletGuid }),
    );
    expect(deleted).toEqual({ ...created, state: 'deleted', updated_at: timestamp });
    expect(schemaErrors('ExternalWallet', deleted)).toEqual([]);
  });
});
