import {
  type AccountBankModel,
  AccountsBankApi,
  type CustomerBankModel,
  CustomersBankApi,
  type IdentityVerificationBankModel,
  IdentityVerificationsBankApi,
  PostIdentificationNumberBankModelTypeEnum,
  PostIdentityVerificationBankModelMethodEnum,
  PostIdentityVerificationBankModelTypeEnum,
  PostQuoteBankModelProductTypeEnum,
  PostQuoteBankModelSideEnum,
  PricesBankApi,
  type QuoteBankModel,
  QuotesBankApi,
  type SymbolPriceBankModel,
  type TradeBankModel,
  TradesBankApi,
} from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { platformBankGuid } from '../infra/api-kit/platform-bank.js';
import { bankToken } from '../testing/bank-flows.js';
import {
  type CybridClientSetup,
  cybridClientScene,
  cybridClientSetup,
  cybridFields,
} from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import { type SignedInCustomer, signedInCustomer } from '../testing/flows.js';
import { uniqueSin } from '../testing/kyc-flows.js';
import type { TestApp } from '../testing/test-app.js';

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
  ({ t, customer, baseUrl, client } = await cybridClientScene());
});
afterAll(async () => {
  client.close();
  await t.close();
});

const { guid, timestamp, integer } = cybridFields;

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
      persona_state: 'waiting',
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
    // With include_pii the bank reads what it attested, the SIN masked (ADR 68).
    const withPii = await firstValueFrom(
      new CustomersBankApi(bank.configuration).getCustomer({
        customerGuid: newcomer.guid,
        includePii: true,
      }),
    );
    const expected: CustomerBankModel = {
      ...customer,
      name: { first: 'Grace', middle: null, last: 'Hopper', full: 'Grace Hopper' },
      address: {
        street: '100 Queen St W',
        street2: null,
        city: 'Toronto',
        subdivision: 'ON',
        postal_code: 'M5H 2N2',
        country_code: 'CA',
      },
      date_of_birth: '1985-12-09',
      phone_number: null,
      email_address: null,
      identification_numbers: [
        {
          type: 'tax_identification_number',
          issuing_country_code: 'CA',
          identification_number: `*** *** ${sin.slice(-3)}`,
        },
      ],
    };
    expect(withPii).toEqual(expected);
    expect(schemaErrors('Customer', withPii)).toEqual([]);
  });
});
