import { limitExceededMessage } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error';
import { i18n } from '../../lib/i18n';
import { buildQuoteRequest, exampleAmount } from './quote-request';
import { tradingProblem } from './trade-errors';

const guid = '0123456789abcdef0123456789abcdef';

describe('buildQuoteRequest', () => {
  it('sends a CAD amount to buy as what is delivered, in cents', () => {
    const built = buildQuoteRequest(
      { side: 'buy', asset: 'BTC', unit: 'CAD', amount: '1,234.50' },
      guid,
      'en-CA',
    );
    expect(built).toEqual({
      ok: true,
      request: {
        product_type: 'trading',
        customer_guid: guid,
        symbol: 'BTC-CAD',
        side: 'buy',
        deliver_amount: '123450',
      },
    });
  });

  it('reads French amounts and maps each side and unit to the right leg', () => {
    const sellAsset = buildQuoteRequest(
      { side: 'sell', asset: 'ETH', unit: 'asset', amount: '0,5' },
      guid,
      'fr-CA',
    );
    expect(sellAsset.ok && sellAsset.request).toMatchObject({
      symbol: 'ETH-CAD',
      deliver_amount: '500000000000000000',
    });
    const sellCad = buildQuoteRequest(
      { side: 'sell', asset: 'BTC', unit: 'CAD', amount: '1 000,25' },
      guid,
      'fr-CA',
    );
    expect(sellCad.ok && sellCad.request).toMatchObject({ receive_amount: '100025' });
    const buyAsset = buildQuoteRequest(
      { side: 'buy', asset: 'XRP', unit: 'asset', amount: '12.5' },
      guid,
      'en-CA',
    );
    expect(buyAsset.ok && buyAsset.request).toMatchObject({ receive_amount: '12500000' });
  });

  it('names what is wrong with the amount', () => {
    const problem = (amount: string, unit: 'CAD' | 'asset' = 'CAD') => {
      const built = buildQuoteRequest({ side: 'buy', asset: 'BTC', unit, amount }, guid, 'en-CA');
      return built.ok ? null : built.problem;
    };
    expect(problem('  ')).toBe('amountRequired');
    expect(problem('abc')).toBe('amountInvalid');
    expect(problem('1e3')).toBe('amountInvalid');
    expect(problem('-5')).toBe('amountInvalid');
    expect(problem('10.123')).toBe('tooManyDecimals');
    expect(problem('0.000000001', 'asset')).toBe('tooManyDecimals');
    expect(problem('0.00')).toBe('amountZero');
  });

  it('gives an example in the reader’s format', () => {
    expect(exampleAmount('CAD', 'en-CA')).toBe('100.00');
    expect(exampleAmount('CAD', 'fr-CA')).toBe('100,00');
    expect(exampleAmount('BTC', 'fr-CA')).toBe('0,5');
  });
});

describe('tradingProblem', () => {
  const http = (status: number, code: string, message: string): ApiError => ({
    kind: 'http',
    status,
    code,
    message,
    details: [],
  });
  const t = i18n.t.bind(i18n);
  const problem = (error: ApiError) => tradingProblem(error, t, i18n.language);

  it('turns the refusals a customer can act on into their own words', () => {
    expect(problem(http(503, 'service_unavailable', 'Prices are delayed')).message).toBe(
      'Prices are delayed right now, so we cannot give you a firm quote. Try again in a minute.',
    );
    expect(
      problem(http(400, 'invalid_parameter', 'The trade is below the minimum of CAD 5.00')).message,
    ).toBe(
      'The minimum trade is $5.00, and the amount must buy something after the fee. Enter a larger amount.',
    );
    expect(problem(http(409, 'data_exists', 'already')).message).toMatch(/already/);
  });

  it('asks for a new quote when the quote expired', () => {
    expect(problem(http(422, 'quote_expired', 'expired'))).toEqual({
      message:
        'The quote expired before you confirmed. Here is a new price: check it and confirm again.',
      recovery: 'requote',
    });
  });

  it('goes by the code, not the status: another 422 is said as sent and not re-quoted', () => {
    const noAccount = 'There is no LTC account to trade with; open one with POST /api/accounts';
    expect(problem(http(422, 'unprocessable_entity', noAccount))).toEqual({
      message: noAccount,
      recovery: 'none',
    });
    const tooSmall = 'The amount is too small to trade after the fee';
    expect(problem(http(400, 'invalid_parameter', tooSmall)).message).not.toBe(tooSmall);
  });

  it('says what a network failure or any other refusal is', () => {
    const network: ApiError = { kind: 'network', status: 0, code: '', message: '', details: [] };
    expect(problem(network).message).toBe(
      'We could not reach Maple Exchange. Check your connection and try again.',
    );
    expect(problem(http(400, 'invalid_parameter', 'side must be buy or sell'))).toEqual({
      message: 'side must be buy or sell',
      recovery: 'none',
    });
  });

  it('links an unverified customer to the verification', () => {
    expect(
      problem(http(422, 'unverified_customer', 'Verify your identity before you trade.')),
    ).toEqual({
      message: 'Verify your identity before you trade.',
      recovery: 'verify',
    });
  });

  it('says which limit a trade would cross and when an amount this size fits again', async () => {
    const over = http(
      422,
      'limit_exceeded',
      'This would exceed your investment limit on net purchases of XRP over 12 months of ' +
        '$30,000.00. It resets for this amount at 2027-11-22T15:30:00.000Z.',
    );
    const english = problem(over);
    expect(english.recovery).toBe('none');
    expect(english.message).toMatch(
      /^This trade would take your net purchases of XRP over the last 12 months above your investment limit\. From Nov 22, 2027, \d{1,2}:30\s[ap]\.m\., an amount this size fits again\. You can also enter a smaller amount\.$/,
    );
    expect(problem(http(422, 'limit_exceeded', 'Over the limit')).message).toBe(
      'This amount would go over one of your limits.',
    );
    await i18n.changeLanguage('fr-CA');
    expect(problem(over).message).toMatch(
      /^Cette opération porterait vos achats nets de XRP .* À partir du 22 nov\. 2027/,
    );
  });

  it('says a trade above the whole investment limit never fits, with no date', async () => {
    const above = http(
      422,
      'limit_exceeded',
      limitExceededMessage({ limit: 'investment_12m', cents: 30_000_00n, fitsAgainAt: null }),
    );
    await i18n.changeLanguage('en-CA');
    expect(problem(above).message).toBe(
      'This trade is more than your whole investment limit of $30,000.00 on net purchases of XRP over 12 months, so it can never fit in it. Enter a smaller amount.',
    );
    await i18n.changeLanguage('fr-CA');
    expect(problem(above).message).toMatch(
      /^Cette opération dépasse à elle seule .*30\s000,00\s\$/,
    );
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(problem(http(503, 'service_unavailable', '')).message).toMatch(
      /^Les cours sont retardés/,
    );
  });
});
