import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMails, lastMail, signedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { saveEmailChoices } from './email-subscriptions.js';
import type { OptionalMail } from './mail-content.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmation: OptionalMail = {
  template: 'trade_confirmation',
  name: 'Ada Lovelace',
  side: 'buy',
  asset: 'BTC',
  cryptoAmount: 12_345_678n,
  cadAmount: 1_234_567n,
  fee: 0n,
  price: 10_000_000n,
  reference: 'trade-1',
  at: new Date('2026-11-28T22:30:00Z'),
  documentsLink: 'http://maple.test/documents',
  preferencesLink: 'http://maple.test/settings-preferences',
};

/** A signed-up customer's user id and address. */
async function customer() {
  const { email } = await signedInCustomer(t);
  const user = await t.database.db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, userId: user.id };
}

const queueConfirmation = (to: string, userId: string) =>
  t.services.outbox.queue(
    t.database.db,
    { to, userId, language: 'en-CA', content: confirmation },
    t.clock.now(),
  );

describe('the outbox and the optional e-mails', () => {
  it('sends a trade confirmation by default, saying how to turn it off', async () => {
    const { email, userId } = await customer();
    await queueConfirmation(email, userId);
    const mail = await lastMail(t.app, email, 'trade_confirmation');
    expect(mail.subject).toBe('Your purchase of BTC is confirmed');
    expect(mail.text).toContain('You bought 0.12345678\u00a0BTC for $12,345.67 CAD.');
    expect(mail.links).toContain('http://maple.test/settings-preferences');
  });

  it('writes nothing for a recipient who switched trade confirmations off', async () => {
    const { email, userId } = await customer();
    await saveEmailChoices(
      t.database.db,
      userId,
      { trade_confirmations: false, product_updates: false },
      t.clock.now(),
    );
    await queueConfirmation(email, userId);
    expect(await countMails(t, email, 'trade_confirmation')).toBe(0);

    await saveEmailChoices(
      t.database.db,
      userId,
      { trade_confirmations: true, product_updates: false },
      t.clock.now(),
    );
    await queueConfirmation(email, userId);
    expect(await countMails(t, email, 'trade_confirmation')).toBe(1);
  });

  it('queues a batch in one go, leaving out only the optional mail of whoever switched it off', async () => {
    const [keeps, optedOut] = [await customer(), await customer()];
    await saveEmailChoices(
      t.database.db,
      optedOut.userId,
      { trade_confirmations: false, product_updates: true },
      t.clock.now(),
    );
    const confirmationTo = ({ email, userId }: { email: string; userId: string }) =>
      ({ to: email, userId, language: 'en-CA', content: confirmation }) as const;
    await t.services.outbox.queueAll(
      t.database.db,
      [
        confirmationTo(keeps),
        confirmationTo(optedOut),
        {
          to: optedOut.email,
          language: 'fr-CA',
          content: { template: 'mfa_disabled', name: 'Ada' },
        },
        confirmationTo(keeps),
      ],
      t.clock.now(),
    );
    expect(await countMails(t, keeps.email, 'trade_confirmation')).toBe(2);
    expect(await countMails(t, optedOut.email, 'trade_confirmation')).toBe(0);
    expect(await countMails(t, optedOut.email, 'mfa_disabled')).toBe(1);
  });

  it('always sends security e-mails, whatever the optional choices', async () => {
    const { email, userId } = await customer();
    await saveEmailChoices(
      t.database.db,
      userId,
      { trade_confirmations: false, product_updates: false },
      t.clock.now(),
    );
    await t.services.outbox.queue(
      t.database.db,
      { to: email, language: 'en-CA', content: { template: 'mfa_disabled', name: 'Ada' } },
      t.clock.now(),
    );
    expect(await countMails(t, email, 'mfa_disabled')).toBe(1);
  });
});
