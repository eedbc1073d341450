import { formatAmount, toDecimalString } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cryptoQuote,
  cryptoWithdrawalSettings,
  issuedCryptoConfirmation,
  testWallets,
  unitsWorth,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import { documentsAbout, drawnDocument } from '../../testing/document-flows.js';
import { finishDueWork } from '../../testing/flows.js';
import { expectSoundBooks, postTransfer } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Every completed crypto deposit and withdrawal is confirmed by a document (ADR 75), asked for in
 * the chain step that completes it: a withdrawal once the chain confirms it, not at its
 * broadcast; once, however often the steps run; with the figures, address and hash the customer
 * was shown, in their language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
});
afterAll(() => t.close());

/** BTC as the document writes it (every digit, its code), its spaces as the PDF's text reads them. */
const btc = (units: bigint, language: 'en-CA' | 'fr-CA' = 'en-CA') =>
  formatAmount(units, 'BTC', language, { precision: 'full', withCode: true }).replace(/\s+/g, ' ');

const confirmationsOf = (guid: string) => documentsAbout(t, 'transfer_confirmation', guid);

/** Moves the clock on, then scans the chain and runs its due steps (the jobs' work waited for). */
async function chainAfter(seconds: number) {
  t.clock.advance(seconds);
  await finishDueWork(t);
  await t.services.crypto.deposits.scan();
  await finishDueWork(t);
}

describe('a crypto transfer confirmation', () => {
  it('confirms a withdrawal once the chain confirms it: amounts, address, hash and whose wallet', async () => {
    const { me, wallet } = await withdrawer(t);
    // Worth CAD 1,200: the travel rule asks whose wallet it is.
    const quoted = await cryptoQuote(t, me, 'BTC', {
      deliver_amount: unitsWorth(t, 'BTC', 1_200_00n),
    });
    const quote = String(quoted.json.guid);
    const res = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
      travel_rule: { party: 'third_party', name: 'Jane Q. Doe', address: '1 Main St, Ottawa ON' },
    });
    expect(res.statusCode).toBe(201);
    const guid = String(res.json.guid);
    await chainAfter(0);
    const broadcast = await t.services.funding.transfers.get(me.guid, guid);
    expect(broadcast).toMatchObject({ state: 'pending', confirmations: 0 });
    expect(broadcast.txnHash).not.toBeNull();
    // Broadcast is not completed: nothing to confirm yet.
    expect(await confirmationsOf(guid)).toEqual([]);
    await chainAfter(600);
    await chainAfter(600);
    const done = await t.services.funding.transfers.get(me.guid, guid);
    expect(done.state).toBe('completed');
    // The steps again confirm nothing twice.
    await chainAfter(600);
    const [stored, ...more] = await confirmationsOf(guid);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ customer_guid: me.guid, language: 'en-CA' });
    if (stored === undefined) throw new Error('no confirmation');

    const drawn = await drawnDocument(t, me.guid, stored.guid);
    const [deliver, fee, receive] = ['deliver_amount', 'network_fee', 'receive_amount'].map(
      (field) => BigInt(String(quoted.json[field])),
    );
    const hash = String(done.txnHash);
    expect(drawn.info).toMatchObject({ Title: 'Withdrawal confirmation: BTC', Language: 'en-CA' });
    expect(drawn.text).toContain(`Amount debited from your account ${btc(deliver ?? 0n)}`);
    expect(drawn.text).toContain(`Network fee ${btc(fee ?? 0n)}`);
    expect(drawn.text).toContain(`Net amount sent ${btc(receive ?? 0n)}`);
    expect(drawn.text).toContain('Network Bitcoin (testnet)');
    expect(drawn.compact).toContain(`Towalletaddress${testWallets.BTC.address}`);
    expect(drawn.compact).toContain(`Transactionhash${hash}`);
    expect(drawn.text).toContain('Whose wallet Someone else’s wallet');
    expect(drawn.text).toContain('this withdrawal may be a disposition for tax purposes');
    // Whose it was, never the third party's name.
    expect(drawn.text).not.toContain('Jane');
    expect(drawn.rows).toEqual([
      expect.objectContaining({
        transfer_id: guid,
        side: 'withdrawal',
        asset: 'BTC',
        amount: toDecimalString(deliver ?? 0n, 'BTC'),
        fee: toDecimalString(fee ?? 0n, 'BTC'),
        fee_asset: 'BTC',
        net_amount: toDecimalString(receive ?? 0n, 'BTC'),
        rail: '',
        network: 'bitcoin_testnet',
        bank_account: '',
        address: testWallets.BTC.address,
        txn_hash: hash,
        wallet_owner: 'third_party',
      }),
    ]);
    await expectSoundBooks(t);
  }, 60_000);

  it('confirms a deposit once credited, in French for a customer who reads French', async () => {
    const me = await fundedCustomer(t, 0n);
    const { user_id } = await t.services.customers.find(t.database.db, me.guid);
    await t.services.identity.setLanguage(t.database.db, user_id, 'fr-CA');
    const sent = await t.services.crypto.deposits.sandboxDeposit(me.guid, 'BTC', 50_000n);
    await chainAfter(0);
    const [pending] = (
      await t.services.funding.transfers.list({ customerGuids: [me.guid] }, { offset: 0, limit: 5 })
    ).transfers;
    const guid = String(pending?.guid);
    expect(pending).toMatchObject({ state: 'pending', txnHash: sent.txnHash });
    expect(await confirmationsOf(guid)).toEqual([]);
    await chainAfter(600);
    await chainAfter(600);
    const [stored, ...more] = await confirmationsOf(guid);
    expect(more).toEqual([]);
    expect(stored?.language).toBe('fr-CA');
    if (stored === undefined) throw new Error('no confirmation');

    const drawn = await drawnDocument(t, me.guid, stored.guid);
    const paid = await t.services.wallets.depositAddressText(
      t.database.db,
      me.guid,
      sent.depositAddressGuid,
    );
    expect(drawn.info).toMatchObject({ Title: 'Confirmation de dépôt : BTC', Language: 'fr-CA' });
    expect(drawn.text).toContain(`Montant reçu ${btc(50_000n, 'fr-CA')}`);
    expect(drawn.text).toContain(`Frais de réseau ${btc(0n, 'fr-CA')}`);
    expect(drawn.text).toContain(
      `Montant net porté au crédit de votre compte ${btc(50_000n, 'fr-CA')}`,
    );
    expect(drawn.text).toContain('Réseau Bitcoin (réseau de test)');
    expect(drawn.compact).toContain(`Adressededépôt${paid}`);
    expect(drawn.compact).toContain(`Empreintedelatransaction${sent.txnHash}`);
    // Only a withdrawal can be a disposition, and only a withdrawal's wallet has an owner here.
    expect(drawn.text).not.toContain('disposition');
    expect(drawn.text).not.toContain('Titulaire');
    expect(drawn.rows).toEqual([
      expect.objectContaining({
        side: 'deposit',
        amount: '0.0005',
        fee: '0',
        net_amount: '0.0005',
        txn_hash: sent.txnHash,
        wallet_owner: '',
      }),
    ]);
    await expectSoundBooks(t);
  }, 60_000);
});
