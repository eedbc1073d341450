import { defaultNotificationSettings } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countMails, lastMail, type SignedInCustomer } from '../../testing/flows.js';
import { eventually, jobReaches, jobsIn } from '../../testing/jobs.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';
import { saveNotificationSettings } from '../notifications/notification-settings.js';

/**
 * A trade that settlement completes is confirmed by e-mail once, in the customer's language,
 * unless they turned trade confirmations off (docs/product/lifecycles.md; modules/notifications'
 * outbox).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    trading: { ...testConfig.trading, feeCents: 199n, settlementDelaySeconds: 1 },
  });
});
afterAll(() => t.close());

async function userIdOf(customer: SignedInCustomer): Promise<string> {
  const user = await t.database.db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', customer.email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Trades through /api (a quote, then its trade); answers the trade and its quote. */
async function trade(customer: SignedInCustomer, body: Record<string, unknown>) {
  const quote = await api(t, customer.tokens.at, 'POST', '/api/quotes', body);
  const traded = await api(t, customer.tokens.at, 'POST', '/api/trades', {
    quote_guid: quote.json.guid,
  });
  expect(traded.json.state).toBe('settling');
  return { trade: traded.json, quote: quote.json };
}

/** Runs settlement once the trades are due, as the job would. */
async function settle() {
  t.clock.advance(1);
  return t.services.settlement.settleDue();
}

describe('trade confirmations', () => {
  it('e-mails a completed purchase once, with its amounts, price, fee and total', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    const { trade: bought } = await trade(customer, {
      symbol: 'BTC-CAD',
      side: 'buy',
      deliver_amount: 100_00n,
    });
    expect(await countMails(t, customer.email, 'trade_confirmation')).toBe(0);
    await settle();

    expect(await countMails(t, customer.email, 'trade_confirmation')).toBe(1);
    const mail = await lastMail(t.app, customer.email, 'trade_confirmation');
    expect(mail.subject).toBe('Your purchase of BTC is confirmed');
    expect(mail.text).toMatch(/You bought 0\.\d{8}\u00a0BTC for \$100\.00 CAD\./);
    expect(mail.text).toMatch(
      /Price: \$[\d,]+\.\d\d per BTC\. Fee: \$1\.99\. Total paid: \$100\.00 CAD\./,
    );
    // When, and from which account to which: the CAD account paid, the BTC account received.
    expect(mail.text).toMatch(
      /Done on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\. E[SD]T, from your CAD account to your BTC account\./,
    );
    expect(mail.text).toContain(`Reference: ${String(bought.guid)}.`);
    expect(mail.links).toContain('http://maple.test/settings-notifications');
  });

  it('writes a sale’s confirmation in French for a customer who reads French', async () => {
    const customer = await fundedCustomer(t, 0n);
    await fund(t, customer.guid, 'ETH', 1_000_000_000_000_000_000n);
    await t.services.identity.setLanguage(t.database.db, await userIdOf(customer), 'fr-CA');
    await trade(customer, {
      symbol: 'ETH-CAD',
      side: 'sell',
      deliver_amount: 500_000_000_000_000_000n,
    });
    await settle();

    const mail = await lastMail(t.app, customer.email, 'trade_confirmation');
    expect(mail.language).toBe('fr-CA');
    expect(mail.subject).toBe('Votre vente de ETH est confirmée');
    expect(mail.text).toMatch(
      /Vous avez vendu 0,5\u00a0ETH pour [\d\u00a0\u202f]+,\d\d\u00a0\$ CAD\./,
    );
    expect(mail.text).toMatch(
      /Frais : 1,99\u00a0\$\. Total reçu : [\d\u00a0\u202f]+,\d\d\u00a0\$ CAD\./,
    );
  });

  it('e-mails nothing to a customer who turned trade e-mails off, and tells it in the app', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    await saveNotificationSettings(
      t.database.db,
      await userIdOf(customer),
      { ...defaultNotificationSettings, trades: { in_app: true, email: false, push: true } },
      t.clock.now(),
    );
    const { trade: bought } = await trade(customer, {
      symbol: 'LTC-CAD',
      side: 'buy',
      deliver_amount: 50_00n,
    });
    expect(await settle()).toBeGreaterThan(0);
    expect(await countMails(t, customer.email, 'trade_confirmation')).toBe(0);
    const told = await t.app.inject({
      url: '/customers/notifications',
      headers: bearer(customer.tokens.ut),
    });
    expect(told.json().data.objects).toMatchObject([
      {
        kind: 'trade',
        url: '/documents',
        facts: { side: 'buy', asset: 'LTC', cad_amount: '5000', reference: String(bought.guid) },
      },
    ]);
  });

  it('confirms a trade once, however many times settlement runs for it', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    const { trade: bought } = await trade(customer, {
      symbol: 'XRP-CAD',
      side: 'buy',
      deliver_amount: 20_00n,
    });
    const { settles_at: settlesAt } = await t.database.db
      .selectFrom('trades')
      .select('settles_at')
      .where('guid', '=', String(bought.guid))
      .executeTakeFirstOrThrow();
    const key = new Date(Math.ceil(Number(settlesAt?.getTime()) / 1000) * 1000).toISOString();
    const job = await eventually('the trade’s settlement job', async () =>
      (await jobsIn(t.database.db, 'settle-trades')).find(
        (candidate) => candidate.singleton_key === key && candidate.state === 'created',
      ),
    );
    t.clock.advance(1);
    // The job and two more runs race for the trade; a fourth run comes after them all.
    await Promise.all([t.services.settlement.settleDue(), t.services.settlement.settleDue()]);
    await jobReaches(t.database.db, job.id, ['completed']);
    await t.services.settlement.settleDue();

    expect(await countMails(t, customer.email, 'trade_confirmation')).toBe(1);
  });
});
