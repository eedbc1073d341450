import { defaultNotificationSettings, type NotificationSettings } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countMails,
  lastMail,
  type SignedInCustomer,
  signedInCustomer,
} from '../../testing/flows.js';
import { jobsIn } from '../../testing/jobs.js';
import { pushDevice } from '../../testing/push-flows.js';
import { type PushService, startPushService } from '../../testing/push-service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { MailContent, TradeConfirmationMail } from './mail-content.js';
import { saveNotificationSettings } from './notification-settings.js';
import { developmentVapidKeys } from './notifications.config.js';
import type { OutgoingMail } from './outbox.js';

/**
 * The outbox tells each event of a topic once, by the channels its recipient chose (ADR 81):
 * in the app, by e-mail, by push; security and account e-mails go whatever the settings.
 */
let t: TestApp;
let push: PushService;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService(developmentVapidKeys.publicKey);
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const confirmation: TradeConfirmationMail = {
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
  settingsLink: 'http://maple.test/settings-notifications',
};

interface Someone {
  me: SignedInCustomer;
  userId: string;
  device: string;
}

/** A signed-up customer with one browser that takes push notifications. */
async function customer(): Promise<Someone> {
  const me = await signedInCustomer(t);
  const user = await t.database.db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', me.email)
    .executeTakeFirstOrThrow();
  const { guid } = await pushDevice(t, me, push);
  return { me, userId: user.id, device: guid };
}

let events = 0;
const tradeTo = (who: Someone, eventKey = `trade:${++events}`): OutgoingMail => ({
  to: who.me.email,
  userId: who.userId,
  language: 'en-CA',
  content: confirmation,
  eventKey,
});

const queue = (...mails: OutgoingMail[]) =>
  t.services.outbox.queueAll(t.database.db, mails, t.clock.now());

/** The default settings but for the topics given. */
const choose = (who: Someone, topics: Partial<NotificationSettings>) =>
  saveNotificationSettings(
    t.database.db,
    who.userId,
    { ...defaultNotificationSettings, ...topics },
    t.clock.now(),
  );

const off = { in_app: false, email: false, push: false } as const;
const trades = (channels: Partial<NotificationSettings['trades']>) => ({
  trades: { ...defaultNotificationSettings.trades, ...channels },
});

const inApp = async (who: Someone) =>
  (
    await t.app.inject({ url: '/customers/notifications', headers: bearer(who.me.tokens.ut) })
  ).json().data;

const pushesTo = async (who: Someone) =>
  (await jobsIn(t.database.db, 'deliver-push')).filter(
    (job) => (job.data as { device_guid: string }).device_guid === who.device,
  );

describe('a topic’s notice', () => {
  it('goes by every channel by default: the app, e-mail with the way to stop it, and push', async () => {
    const who = await customer();
    await queue(tradeTo(who));
    const mail = await lastMail(t.app, who.me.email, 'trade_confirmation');
    expect(mail.subject).toBe('Your purchase of BTC is confirmed');
    expect(mail.text).toContain('You bought 0.12345678\u00a0BTC for $12,345.67 CAD.');
    expect(mail.links).toContain('http://maple.test/settings-notifications');
    const list = await inApp(who);
    expect(list.unread_count).toBe(1);
    expect(list.objects[0]).toMatchObject({
      kind: 'trade',
      url: '/documents',
      facts: {
        side: 'buy',
        asset: 'BTC',
        amount: '12345678',
        cad_amount: '1234567',
        reference: 'trade-1',
      },
    });
    const [job] = await pushesTo(who);
    expect(job?.data).toMatchObject({
      message: { title: mail.subject, body: 'Tap to see the details.', url: '/documents' },
    });
  });

  it('is told once per event, however often it is queued', async () => {
    const who = await customer();
    await queue(tradeTo(who, 'trade:again'), tradeTo(who, 'trade:again'));
    await queue(tradeTo(who, 'trade:again'));
    expect(await countMails(t, who.me.email, 'trade_confirmation')).toBe(1);
    expect((await inApp(who)).objects).toHaveLength(1);
    expect(await pushesTo(who)).toHaveLength(1);
  });

  it('leaves out each channel switched off, and only that one', async () => {
    const noMail = await customer();
    await choose(noMail, trades({ email: false }));
    const noPush = await customer();
    await choose(noPush, trades({ push: false }));
    const noApp = await customer();
    await choose(noApp, trades({ in_app: false }));
    await queue(tradeTo(noMail), tradeTo(noPush), tradeTo(noApp));

    expect(await countMails(t, noMail.me.email, 'trade_confirmation')).toBe(0);
    expect((await inApp(noMail)).objects).toHaveLength(1);
    expect(await pushesTo(noMail)).toHaveLength(1);

    expect(await countMails(t, noPush.me.email, 'trade_confirmation')).toBe(1);
    expect(await pushesTo(noPush)).toHaveLength(0);

    expect(await countMails(t, noApp.me.email, 'trade_confirmation')).toBe(1);
    expect(await inApp(noApp)).toMatchObject({ objects: [], unread_count: 0 });
    expect(await pushesTo(noApp)).toHaveLength(1);
  });

  it('heeds the topic of each notice in a batch, not its neighbour’s', async () => {
    const who = await customer();
    await choose(who, { deposits: off });
    const deposit: MailContent = {
      template: 'crypto_deposit_received',
      name: 'Ada',
      asset: 'ETH',
      amount: 5n * 10n ** 17n,
      link: 'http://maple.test/deposits',
      at: new Date('2026-11-28T22:30:00Z'),
      address: '0x12…cdef',
    };
    await queue(
      { to: who.me.email, userId: who.userId, language: 'en-CA', content: deposit, eventKey: 'd' },
      tradeTo(who),
    );
    expect(await countMails(t, who.me.email, 'crypto_deposit_received')).toBe(0);
    expect(await countMails(t, who.me.email, 'trade_confirmation')).toBe(1);
    expect((await inApp(who)).objects.map((n: { kind: string }) => n.kind)).toEqual(['trade']);
  });

  it('e-mails a withdrawal with its other channels off, and only e-mails it', async () => {
    const who = await customer();
    await choose(who, { withdrawals: { in_app: false, email: true, push: false } });
    await t.services.outbox.queue(
      t.database.db,
      {
        to: who.me.email,
        userId: who.userId,
        language: 'en-CA',
        eventKey: 'w',
        content: {
          template: 'crypto_withdrawal_sent',
          name: 'Ada',
          asset: 'BTC',
          amount: 100_000n,
          txnHash: 'ab'.repeat(32),
          link: 'http://maple.test/withdrawals',
          at: new Date('2026-11-28T22:30:00Z'),
          address: 'bc1q…wxyz',
        },
      },
      t.clock.now(),
    );
    expect(await countMails(t, who.me.email, 'crypto_withdrawal_sent')).toBe(1);
    expect((await inApp(who)).objects).toEqual([]);
    expect(await pushesTo(who)).toHaveLength(0);
  });

  it('tells a withdrawal in the app as facts, opening the withdrawals screen', async () => {
    const who = await customer();
    await t.services.outbox.queue(
      t.database.db,
      {
        to: who.me.email,
        userId: who.userId,
        language: 'fr-CA',
        eventKey: 'w',
        content: {
          template: 'funding_withdrawal_sent',
          name: 'Ada',
          amount: 250_00n,
          rail: 'etransfer',
          link: 'http://maple.test/withdrawals',
          at: new Date('2026-11-28T22:30:00Z'),
          counterparty: null,
        },
      },
      t.clock.now(),
    );
    expect((await inApp(who)).objects[0]).toMatchObject({
      kind: 'withdrawal',
      url: '/withdrawals',
      facts: { asset: 'CAD', amount: '25000', rail: 'etransfer', available_at: null },
    });
    const [job] = await pushesTo(who);
    expect(job?.data).toMatchObject({ message: { body: 'Touchez pour voir le détail.' } });
  });
});

describe('a security e-mail', () => {
  it('is always sent, and is no notification in the app', async () => {
    const who = await customer();
    await choose(who, { trades: off });
    await queue({
      to: who.me.email,
      language: 'fr-CA',
      content: { template: 'mfa_disabled', name: 'Ada' },
    });
    expect(await countMails(t, who.me.email, 'mfa_disabled')).toBe(1);
    expect((await inApp(who)).objects).toEqual([]);
  });
});
