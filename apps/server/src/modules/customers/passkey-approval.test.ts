import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoftAuthenticator } from '../../infra/security/soft-authenticator.js';
import {
  addedWallet,
  assetAccount,
  cryptoQuote,
  cryptoQuoteGuid,
  cryptoWithdrawalSettings,
  transfersOf,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { expectSoundBooks, postTransfer } from '../../testing/funding-flows.js';
import { withPasskeyDevice } from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
});
afterAll(() => t.close());

type Scope = Record<string, unknown>;

/** A guid in the platform's form (32 hex digits) from a generated UUID. */
const guidOf = (uuid: string) => uuid.replaceAll('-', '');

const post = (who: SignedInCustomer, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });

/** Opens an approval for `scope` and signs its challenge on `device`. */
async function signedApproval(who: SignedInCustomer, device: SoftAuthenticator, scope: Scope) {
  const options = await post(who, '/customers/passkey-approval/options', scope);
  expect(options.statusCode).toBe(200);
  const { options: request, session_info } = options.json().data;
  return { session_info, credential: device.assert(request.challenge) };
}

const withdrawalScope = (who: SignedInCustomer, quote: string, wallet: string) => ({
  email: who.email,
  customer_guid: who.guid,
  withdrawal_reference: quote,
  external_wallet_guid: wallet,
});

describe('approving a crypto withdrawal with a passkey', () => {
  it('earns the confirmation for that withdrawal, which sends it once', async () => {
    const { me, wallet } = await withdrawer(t);
    const device = await withPasskeyDevice(t, me);
    const shown = await cryptoQuote(t, me, 'BTC', { deliver_amount: 100_000n });
    const quote = String(shown.json.guid);
    const scope = withdrawalScope(me, quote, wallet);
    const signed = await signedApproval(me, device, scope);
    const before = await assetAccount(t, me, 'BTC');

    const approved = await post(me, '/customers/passkey-approval', { ...scope, ...signed });
    expect(approved.statusCode).toBe(200);
    const again = await post(me, '/customers/passkey-approval', { ...scope, ...signed });
    expect(again.statusCode).toBe(403);

    const token = approved.json().data.confirmation_token;
    const body = { quote_guid: quote, transfer_type: 'crypto', external_wallet_guid: wallet };
    const sent = await postTransfer(t, me, { ...body, confirmation_token: token });
    expect(sent.statusCode).toBe(201);
    // Its quote is spent with it: the same request again finds nothing left to send.
    const twice = await postTransfer(t, me, { ...body, confirmation_token: token });
    expect(twice.statusCode).toBe(409);
    expect(await transfersOf(t, me.guid)).toBe(1);
    // What the quote showed is what the ledger holds for the withdrawal, once.
    const after = await assetAccount(t, me, 'BTC');
    expect(before.available - after.available).toBe(BigInt(String(shown.json.deliver_amount)));
    await expectSoundBooks(t);
  });

  it('refuses an answer signed for one withdrawal sent for another, in every one of 100 tries', async () => {
    const { me, wallet } = await withdrawer(t);
    const device = await withPasskeyDevice(t, me);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', 100_000n);
    const otherQuote = await cryptoQuoteGuid(t, me, 'BTC', 200_000n);
    const otherWallet = await addedWallet(t, me, 'ETH');
    const signedFor = withdrawalScope(me, quote, wallet);
    // Another amount (another quote, real or not), another destination, or a wallet to add.
    const another = fc.oneof(
      fc.constantFrom(
        withdrawalScope(me, otherQuote, wallet),
        withdrawalScope(me, quote, otherWallet),
        withdrawalScope(me, otherQuote, otherWallet),
        { ...signedFor, external_wallet_guid: undefined },
      ),
      fc.uuid().map((uuid) => withdrawalScope(me, guidOf(uuid), wallet)),
      fc.uuid().map((uuid) => withdrawalScope(me, quote, guidOf(uuid))),
      fc.constant({
        email: me.email,
        customer_guid: me.guid,
        wallet: { asset: 'BTC', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', tag: null },
      }),
    );
    await fc.assert(
      fc.asyncProperty(another, async (scope) => {
        const signed = await signedApproval(me, device, signedFor);
        const res = await post(me, '/customers/passkey-approval', { ...scope, ...signed });
        expect(res.statusCode).toBe(403);
        expect(res.json().data).toBeUndefined();
      }),
      { numRuns: 100 },
    );
    expect(await transfersOf(t, me.guid)).toBe(0);
  });

  it('approved twice at once, earns one confirmation', async () => {
    const { me, wallet } = await withdrawer(t);
    const device = await withPasskeyDevice(t, me);
    const scope = withdrawalScope(me, await cryptoQuoteGuid(t, me, 'BTC', 100_000n), wallet);
    const signed = await signedApproval(me, device, scope);
    const answers = await Promise.all(
      [1, 2].map(() => post(me, '/customers/passkey-approval', { ...scope, ...signed })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
  });

  it('takes only the customer’s own passkey, and needs one', async () => {
    const { me, wallet } = await withdrawer(t);
    const scope = withdrawalScope(me, await cryptoQuoteGuid(t, me, 'BTC', 100_000n), wallet);
    const none = await post(me, '/customers/passkey-approval/options', scope);
    expect(none.statusCode).toBe(409);

    await withPasskeyDevice(t, me);
    const stranger = await signedInCustomer(t);
    const theirs = await withPasskeyDevice(t, stranger);
    const signed = await signedApproval(me, theirs, scope);
    const res = await post(me, '/customers/passkey-approval', { ...scope, ...signed });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an answer for another site or without user verification', async () => {
    const { me, wallet } = await withdrawer(t);
    const device = await withPasskeyDevice(t, me);
    const scope = withdrawalScope(me, await cryptoQuoteGuid(t, me, 'BTC', 100_000n), wallet);
    for (const overrides of [
      { origin: 'https://maple-login.example' },
      { rpId: 'maple-login.example' },
      { userVerified: false },
    ]) {
      const options = await post(me, '/customers/passkey-approval/options', scope);
      const { options: request, session_info } = options.json().data;
      const credential = device.assert(request.challenge, overrides);
      const res = await post(me, '/customers/passkey-approval', {
        ...scope,
        session_info,
        credential,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('approving a security change with a passkey', () => {
  it('earns a change_password confirmation that changes the password, and nothing else', async () => {
    const me = await signedInCustomer(t);
    const device = await withPasskeyDevice(t, me);
    const scope = { email: me.email, customer_guid: me.guid, purpose: 'change_password' };
    const signed = await signedApproval(me, device, scope);
    // Signed for a password change, sent as an e-mail change: refused.
    const diverted = await post(me, '/customers/passkey-approval', {
      ...scope,
      purpose: 'change_email',
      ...signed,
    });
    expect(diverted.statusCode).toBe(403);
    const again = await signedApproval(me, device, scope);
    const approved = await post(me, '/customers/passkey-approval', { ...scope, ...again });
    expect(approved.statusCode).toBe(200);
    const token = approved.json().data.confirmation_token;
    const changed = await post(me, '/customers/update-password', {
      email: me.email,
      password: 'a-brand-new-and-long-passphrase-2026',
      confirmation_token: token,
    });
    expect(changed.statusCode).toBe(200);
    const reused = await post(me, '/customers/update-password', {
      email: me.email,
      password: 'yet-another-long-passphrase-2026',
      confirmation_token: token,
    });
    expect(reused.statusCode).toBe(403);
  });
});
