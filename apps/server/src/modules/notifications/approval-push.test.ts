import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/ids.js';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { createBankAccount, sandboxLink } from '../../testing/banking-flows.js';
import {
  cryptoQuote,
  cryptoWithdrawalSettings,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import { lastMail, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { postTransfer, quoteGuid } from '../../testing/funding-flows.js';
import { pushDevice } from '../../testing/push-flows.js';
import {
  type PushService,
  type ReceivedPush,
  startPushService,
} from '../../testing/push-service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';
import { developmentVapidKeys } from './notifications.config.js';

/**
 * What waits for a customer's approval (ADR 58, ADR 62) is pushed at once to every device they
 * turned notifications on in (docs/decisions/0063-web-push.md), beside its e-mail: the same
 * words as the e-mail's subject, what and where to, until when, opening the approvals screen.
 */
let t: TestApp;
let push: PushService;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
  push = await startPushService(developmentVapidKeys.publicKey);
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const WINDOW = 1800;

/** Two devices of the customer's; answers the notice each received, once both have. */
async function onBothDevices(me: SignedInCustomer, act: () => Promise<void>) {
  const phone = await pushDevice(t, me, push, 'Chrome on Android');
  const laptop = await pushDevice(t, me, push, 'Firefox on Linux');
  await act();
  const of = (device: typeof phone) => (p: ReceivedPush) =>
    p.endpoint === device.subscription.endpoint;
  const [first, second] = await Promise.all([push.waitFor(of(phone)), push.waitFor(of(laptop))]);
  expect(second.message).toEqual(first.message);
  return first;
}

/** The notice says what its e-mail's subject says, high, kept only until the deadline. */
function expectApprovalNotice(notice: ReceivedPush, subject: string) {
  expect(notice.message).toMatchObject({ title: subject, url: '/approvals', lang: 'en-CA' });
  expect(notice.urgency).toBe('high');
  expect(notice.ttl).toBeGreaterThan(WINDOW - 60);
  expect(notice.ttl).toBeLessThanOrEqual(WINDOW);
}

describe('a notice pushed for each thing waiting for approval', () => {
  it('a CAD withdrawal asked for through /api: the amount, the bank account, the deadline', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const notice = await onBothDevices(me, async () => {
      const quote = await quoteGuid(t, me, 'withdrawal', 200_00n);
      const created = await postTransfer(t, me, {
        quote_guid: quote,
        transfer_type: 'funding',
        external_bank_account_guid: bank.guid,
      });
      expect(created.json.state).toBe('holding');
    });
    const mail = await lastMail(t.app, me.email, 'withdrawal_approval_needed');
    expectApprovalNotice(notice, mail.subject);
    expect(notice.message.body).toMatch(
      /^Send \$200\.00 CAD to .+ \*{4}\d{4}\? Approve or cancel it before .+ E[SD]T\.$/,
    );
  });

  it('a crypto withdrawal: the amount and the wallet, shortened', async () => {
    const { me, wallet } = await withdrawer(t);
    const notice = await onBothDevices(me, async () => {
      const shown = await cryptoQuote(t, me, 'BTC', { deliver_amount: 500_000n });
      const created = await postTransfer(t, me, {
        quote_guid: String(shown.json.guid),
        transfer_type: 'crypto',
        external_wallet_guid: wallet,
      });
      expect(created.json.state).toBe('holding');
    });
    expectApprovalNotice(notice, 'Approve your withdrawal of 0.005\u00a0BTC');
    expect(notice.message.body).toMatch(/^Send 0\.005\sBTC to your wallet \w{4}…\w{4}\? /);
  });

  it('a wallet added through /api: its name, asset and address', async () => {
    const me = await signedInCustomer(t);
    const notice = await onBothDevices(me, () => walletThroughApi(me, 'Cold storage'));
    expectApprovalNotice(notice, 'Approve the new BTC wallet “Cold storage”');
    expect(notice.message.body).toMatch(
      /^Add the BTC wallet “Cold storage” \(tb1q…jzsx\)\? Approve or remove it before /,
    );
  });

  it('a new bank account, in French for a customer who reads French', async () => {
    const me = await signedInCustomer(t);
    await t.app.inject({
      method: 'PUT',
      url: '/customers/preferences',
      headers: { authorization: `Bearer ${me.tokens.ut}` },
      payload: { language: 'fr-CA' },
    });
    const notice = await onBothDevices(me, async () => {
      const link = await sandboxLink(t, me);
      const [first] = link.accounts;
      const res = await createBankAccount(t, me, {
        name: 'My chequing',
        account_kind: 'plaid',
        plaid_public_token: link.public_token,
        plaid_account_id: first?.account_id,
      });
      expect(res.json.state).toBe('storing');
    });
    const mail = await lastMail(t.app, me.email, 'bank_account_approval_needed');
    expect(notice.message).toMatchObject({ title: mail.subject, lang: 'fr-CA' });
    expect(notice.message.body).toMatch(
      /^Lier .+ \*{4}\d{4} \? Approuvez-le ou retirez-le avant le /,
    );
  });

  it('nothing is pushed to a customer without devices, nor to anyone else', async () => {
    const watcher = await signedInCustomer(t);
    const { subscription } = await pushDevice(t, watcher, push);
    const me = await signedInCustomer(t);
    await walletThroughApi(watcher, 'Watched');
    await walletThroughApi(me, 'Quiet');
    // One job for the watcher's one device, none for the customer without any.
    expect(await deliveriesTitled('Approve the new BTC wallet “Watched”')).toBe(1);
    expect(await deliveriesTitled('Approve the new BTC wallet “Quiet”')).toBe(0);
    const watched = await push.waitFor((p) => p.endpoint === subscription.endpoint);
    expect(watched.message.title).toBe('Approve the new BTC wallet “Watched”');
  });
});

/** A wallet added with Cybrid's body, once its approval e-mail is written. */
async function walletThroughApi(who: SignedInCustomer, name: string) {
  const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
  const body = { name, asset: 'BTC', address, tag: null };
  const res = await api(t, who.tokens.at, 'POST', '/api/external_wallets', body, {
    'idempotency-key': newId(),
  });
  expect(res.json.state).toBe('pending');
  await lastMail(t.app, who.email, 'wallet_approval_needed');
}

/** How many delivery jobs were queued with this title. */
async function deliveriesTitled(title: string): Promise<number> {
  const queued = await sql<{ count: string | number }>`
    SELECT count(*) FROM pgboss.job
    WHERE name = 'deliver-push' AND data -> 'message' ->> 'title' = ${title}`.execute(
    t.database.db,
  );
  return Number(queued.rows[0]?.count);
}
