import {
  type AccountBankModel,
  AccountsBankApi,
  PostAccountBankModelTypeEnum,
  PostQuoteBankModelProductTypeEnum,
  PostQuoteBankModelSideEnum,
  type QuoteBankModel,
  QuotesBankApi,
  type TradeBankModel,
  TradesBankApi,
} from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../infra/api-kit/platform-bank.js';
import { withoutAccount } from '../testing/account-flows.js';
import { bankToken } from '../testing/bank-flows.js';
import {
  type CybridClientSetup,
  cybridClientScene,
  cybridClientSetup,
  cybridFields,
} from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import type { SignedInCustomer } from '../testing/flows.js';
import { expectSoundBooks } from '../testing/funding-flows.js';
import type { TestApp } from '../testing/test-app.js';

/**
 * The official generated client (@cybrid/cybrid-api-bank-typescript) driving /api over real
 * HTTP with a bank token, as a bank's own backend does for its customers (ADR 66): accounts,
 * quotes and trades. Each expected shape names only fields of the client's model (the compiler
 * checks that), `toEqual` fails on any field we send beyond it, and every answer is checked
 * against the schemas of Cybrid's description.
 */
let t: TestApp;
let customer: SignedInCustomer;
let customerClient: CybridClientSetup;
let bank: CybridClientSetup;
beforeAll(async () => {
  let baseUrl: string;
  ({ t, customer, baseUrl, client: customerClient } = await cybridClientScene());
  bank = cybridClientSetup(baseUrl, await bankToken(t));
});
afterAll(async () => {
  bank.close();
  customerClient.close();
  await t.close();
});

const { guid, timestamp, integer } = cybridFields;

/** A refused call's status and body, as the client's error carries them. */
async function refusalOf(call: Observable<unknown>): Promise<{ status: unknown; body: unknown }> {
  try {
    await firstValueFrom(call);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'status' in error && 'response' in error) {
      return { status: error.status, body: error.response };
    }
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('the official Cybrid client with a bank token', () => {
  it('opens an account for the customer, gets it and lists the customer’s', async () => {
    await withoutAccount(t, customer.guid, 'XRP');
    const accounts = new AccountsBankApi(bank.configuration);
    const created = await firstValueFrom(
      accounts.createAccount({
        postAccountBankModel: {
          type: PostAccountBankModelTypeEnum.Trading,
          customer_guid: customer.guid,
          asset: 'XRP',
          name: 'XRP savings',
        },
      }),
    );
    const expected: AccountBankModel = {
      type: 'trading',
      guid,
      created_at: timestamp,
      updated_at: timestamp,
      asset: 'XRP',
      name: 'XRP savings',
      bank_guid: platformBankGuid,
      customer_guid: customer.guid,
      platform_balance: 0,
      platform_available: 0,
      state: 'created',
      labels: null,
    };
    expect(created).toEqual(expected);
    expect(schemaErrors('Account', created)).toEqual([]);
    const one = await firstValueFrom(accounts.getAccount({ accountGuid: String(created.guid) }));
    expect(one).toEqual(created);
    expect(schemaErrors('Account', one)).toEqual([]);
    const list = await firstValueFrom(
      accounts.listAccounts({ customerGuid: customer.guid, perPage: 100 }),
    );
    expect(list).toMatchObject({ total: 7, page: 0, per_page: 100 });
    expect(list.objects).toContainEqual(created);
    expect(schemaErrors('AccountList', list)).toEqual([]);
    const unnamed = await refusalOf(
      accounts.createAccount({
        postAccountBankModel: {
          type: PostAccountBankModelTypeEnum.Trading,
          asset: 'XRP',
          name: 'For whom?',
        },
      }),
    );
    expect(unnamed.status).toBe(400);
    expect(schemaErrors('ErrorResponse', unnamed.body)).toEqual([]);
  });

  it('buys BTC for the customer, lets it settle, sells it: quotes and trades, got and listed', async () => {
    const quotes = new QuotesBankApi(bank.configuration);
    const trades = new TradesBankApi(bank.configuration);
    const quoteOf = (side: PostQuoteBankModelSideEnum, amount: number) =>
      firstValueFrom(
        quotes.createQuote({
          postQuoteBankModel: {
            product_type: PostQuoteBankModelProductTypeEnum.Trading,
            customer_guid: customer.guid,
            symbol: 'BTC-CAD',
            side,
            deliver_amount: amount,
          },
        }),
      );
    const buy = await quoteOf(PostQuoteBankModelSideEnum.Buy, 100_00);
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
    expect(buy).toEqual(quoted);
    expect(schemaErrors('Quote', buy)).toEqual([]);
    const bought = await firstValueFrom(
      trades.createTrade({ postTradeBankModel: { quote_guid: String(buy.guid) } }),
    );
    const traded: TradeBankModel = {
      guid,
      trade_type: 'platform',
      customer_guid: customer.guid,
      quote_guid: buy.guid,
      symbol: 'BTC-CAD',
      side: 'buy',
      state: 'settling',
      failure_code: null,
      receive_amount: buy.receive_amount,
      deliver_amount: 100_00,
      fee: 0,
      reference_trade_guid: null,
      created_at: timestamp,
      updated_at: timestamp,
      labels: null,
    };
    expect(bought).toEqual(traded);
    expect(schemaErrors('Trade', bought)).toEqual([]);

    t.clock.advance(5);
    await t.services.settlement.settleDue();
    const completed = await firstValueFrom(trades.getTrade({ tradeGuid: String(bought.guid) }));
    expect(completed).toEqual({ ...bought, state: 'completed', updated_at: timestamp });
    expect(schemaErrors('Trade', completed)).toEqual([]);
    const executed = await firstValueFrom(quotes.getQuote({ quoteGuid: String(buy.guid) }));
    expect(executed).toEqual({ ...buy, trade_guid: bought.guid });
    expect(schemaErrors('Quote', executed)).toEqual([]);

    const sell = await quoteOf(PostQuoteBankModelSideEnum.Sell, Number(buy.receive_amount));
    expect(schemaErrors('Quote', sell)).toEqual([]);
    const sold = await firstValueFrom(
      trades.createTrade({ postTradeBankModel: { quote_guid: String(sell.guid) } }),
    );
    expect(sold).toMatchObject({ side: 'sell', state: 'settling', customer_guid: customer.guid });
    expect(schemaErrors('Trade', sold)).toEqual([]);

    const tradeList = await firstValueFrom(
      trades.listTrades({ customerGuid: customer.guid, perPage: 100 }),
    );
    expect(tradeList).toEqual({ total: 2, page: 0, per_page: 100, objects: [sold, completed] });
    expect(schemaErrors('TradeList', tradeList)).toEqual([]);
    const quoteList = await firstValueFrom(
      quotes.listQuotes({ customerGuid: customer.guid, productType: 'trading', perPage: 100 }),
    );
    expect(quoteList).toEqual({
      total: 2,
      page: 0,
      per_page: 100,
      objects: [{ ...sell, trade_guid: sold.guid }, executed],
    });
    expect(schemaErrors('QuoteList', quoteList)).toEqual([]);
    // The customer's own token lists the same trades: the bank traded in their name.
    const own = await firstValueFrom(
      new TradesBankApi(customerClient.configuration).listTrades({ perPage: 100 }),
    );
    expect(own).toEqual(tradeList);
    await expectSoundBooks(t);
  });

  it('is told, in Cybrid’s error body, what a quote lacks', async () => {
    const quotes = new QuotesBankApi(bank.configuration);
    const unnamed = await refusalOf(
      quotes.createQuote({
        postQuoteBankModel: {
          product_type: PostQuoteBankModelProductTypeEnum.Trading,
          symbol: 'BTC-CAD',
          side: PostQuoteBankModelSideEnum.Buy,
          deliver_amount: 100_00,
        },
      }),
    );
    expect(unnamed).toEqual({
      status: 400,
      body: {
        status: 400,
        message_code: 'missing_parameter',
        error_message: 'customer_guid is required with a bank token',
      },
    });
    expect(schemaErrors('ErrorResponse', unnamed.body)).toEqual([]);
    const tooSmall = await refusalOf(
      quotes.createQuote({
        postQuoteBankModel: {
          product_type: PostQuoteBankModelProductTypeEnum.Trading,
          customer_guid: customer.guid,
          symbol: 'BTC-CAD',
          side: PostQuoteBankModelSideEnum.Buy,
          deliver_amount: 4_99,
        },
      }),
    );
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({ message_code: 'invalid_parameter' });
    expect(schemaErrors('ErrorResponse', tooSmall.body)).toEqual([]);
  });
});
