import { formatAmount } from '@maple/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { documentsAbout, drawnDocument } from '../../testing/document-flows.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import {
  eftDeposit,
  expectSoundBooks,
  fundingQuote,
  issuedConfirmation,
  postTransfer,
  quoteGuid,
  runRails,
} from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Every completed CAD deposit and withdrawal is confirmed by a document (ADR 75), asked for in
 * the transaction that completes it: once, however often its completion is told, stating the
 * figures its quote showed, in the customer's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** CAD as the document writes it, its spaces as the PDF's text reads them. */
const cad = (cents: bigint, language: 'en-CA' | 'fr-CA' = 'en-CA') =>
  formatAmount(cents, 'CAD', language).replace(/\s+/g, ' ');

const confirmationsOf = (guid: string) => documentsAbout(t, 'transfer_confirmation', guid);

async function holderOf(who: SignedInCustomer) {
  const holder = (await t.services.customers.holdersOf(t.database.db, [who.guid])).get(who.guid);
  if (holder === undefined) throw new Error('no holder');
  return holder;
}

/** Tells again, in a transaction of its own, that the transfer completed (a job run twice). */
const confirmAgain = (guid: string) =>
  t.database.db
    .transaction()
    .execute((trx) => t.services.funding.ctx.confirmations.confirm(trx, [guid], t.clock.now()));

describe('a CAD transfer confirmation', () => {
  it('confirms an EFT deposit once, as it completes (before its hold ends), with what its quote showed', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await fundingQuote(t, me, 'deposit', 250_00n);
    const created = await postTransfer(t, me, {
      quote_guid: quote.json.guid,
      transfer_type: 'funding',
      payment_rail: 'eft',
      external_bank_account_guid: bank.guid,
    });
    const guid = String(created.json.guid);
    await runRails(t, 60);
    await runRails(t, 60);
    // Pending at the bank: nothing to confirm yet.
    expect(await confirmationsOf(guid)).toEqual([]);
    await runRails(t, 60);
    const [stored, ...more] = await confirmationsOf(guid);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ customer_guid: me.guid, language: 'en-CA' });
    if (stored === undefined) throw new Error('no confirmation');
    // The hold released days later, and the completion told again: still the one document, with
    // the facts first frozen (the job may have drawn it meanwhile: only its files are new).
    await runRails(t, 3 * 86_400);
    await confirmAgain(guid);
    const again = await confirmationsOf(guid);
    expect(again.map(({ guid, facts }) => ({ guid, facts }))).toEqual([
      { guid: stored.guid, facts: stored.facts },
    ]);

    const drawn = await drawnDocument(t, me.guid, stored.guid);
    expect((await confirmationsOf(guid))[0]?.rendered_at).not.toBeNull();
    const account = await t.database.db
      .transaction()
      .execute((trx) => t.services.banking.usableAccount(trx, me.guid, bank.guid));
    const shownAccount = `${account?.institution.name} ····${account?.maskedNumber.slice(-4)}`;
    const [deliver, fee, receive] = ['deliver_amount', 'fee', 'receive_amount'].map((field) =>
      BigInt(String(quote.json[field])),
    );
    expect(drawn.filename).toBe(`maple-transfer-confirmation-${guid}.pdf`);
    expect(drawn.info).toMatchObject({ Title: 'Deposit confirmation: CAD', Language: 'en-CA' });
    expect(drawn.text).toContain(`Prepared for ${(await holderOf(me)).display_name}.`);
    expect(drawn.compact).toContain(guid);
    expect(drawn.text).toContain('Method EFT (bank transfer)');
    expect(drawn.text).toContain(`From bank account ${shownAccount}`);
    expect(drawn.text).toContain(`Amount received ${cad(deliver ?? 0n)}`);
    expect(drawn.text).toContain(`Fee ${cad(fee ?? 0n)}`);
    expect(drawn.text).toContain(`Net amount credited to your account ${cad(receive ?? 0n)}`);
    expect(drawn.text).toMatch(
      /Requested \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d:\d\d [ap]\.m\. E[SD]T/,
    );
    expect(drawn.header).toEqual([
      'transfer_id',
      'side',
      'asset',
      'amount',
      'fee',
      'fee_asset',
      'net_amount',
      'rail',
      'network',
      'bank_account',
      'etransfer_recipient',
      'address',
      'txn_hash',
      'wallet_owner',
      'initiated_at',
      'completed_at',
    ]);
    expect(drawn.rows).toEqual([
      expect.objectContaining({
        transfer_id: guid,
        side: 'deposit',
        asset: 'CAD',
        amount: '250.00',
        fee: '0.00',
        fee_asset: 'CAD',
        net_amount: '250.00',
        rail: 'eft',
        bank_account: shownAccount,
        txn_hash: '',
      }),
    ]);
    const { rows } = await sql<{ details: Record<string, unknown> }>`
      SELECT details FROM audit_events WHERE action = 'document.generated'
        AND details->>'document_guid' = ${stored.guid}`.execute(t.database.db);
    expect(rows.map((row) => row.details)).toEqual([
      expect.objectContaining({ kind: 'transfer_confirmation', subject: guid }),
    ]);
    await expectSoundBooks(t);
  }, 60_000);

  it('confirms an EFT withdrawal as the rail sends it: the account it went to, what left', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const quote = await quoteGuid(t, me, 'withdrawal', 200_00n);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      external_bank_account_guid: bank.guid,
      confirmation_token: await issuedConfirmation(t, me, quote, bank.guid),
    });
    const guid = String(created.json.guid);
    await runRails(t, 60);
    await runRails(t, 60);
    expect(await confirmationsOf(guid)).toEqual([]);
    await runRails(t, 60);
    const [stored, ...more] = await confirmationsOf(guid);
    expect(more).toEqual([]);
    if (stored === undefined) throw new Error('no confirmation');
    const drawn = await drawnDocument(t, me.guid, stored.guid);
    expect(drawn.info).toMatchObject({ Title: 'Withdrawal confirmation: CAD' });
    expect(drawn.text).toMatch(/To bank account [^·]+ ····\d{4}/);
    expect(drawn.text).toContain(`Amount debited from your account ${cad(200_00n)}`);
    expect(drawn.text).toContain(`Net amount sent ${cad(200_00n)}`);
    // A bank withdrawal is no disposition of crypto.
    expect(drawn.text).not.toContain('disposition');
    expect(drawn.rows).toEqual([
      expect.objectContaining({ side: 'withdrawal', amount: '200.00', net_amount: '200.00' }),
    ]);
    await expectSoundBooks(t);
  });

  it('confirms nothing for a deposit that failed', async () => {
    const me = await fundedCustomer(t, 0n);
    const failed = await eftDeposit(t, me, 13_13n);
    expect(await confirmationsOf(String(failed.guid))).toEqual([]);
  });

  it('confirms an e-Transfer deposit in French for a customer who reads French', async () => {
    const me = await fundedCustomer(t, 0n);
    const { user_id } = await t.services.customers.find(t.database.db, me.guid);
    await t.services.identity.setLanguage(t.database.db, user_id, 'fr-CA');
    const { etransfers, transfers } = t.services.funding;
    const referenceCode = await etransfers.referenceCodeOf(me.guid);
    await etransfers.sendIncoming({ referenceCode, amount: 100_00n, senderName: 'Jeanne Roy' });
    await runRails(t, 5);
    const [deposit] = (await transfers.list({ customerGuids: [me.guid] }, { offset: 0, limit: 5 }))
      .transfers;
    expect(deposit).toMatchObject({ state: 'completed', side: 'deposit', rail: 'etransfer' });
    const [stored, ...more] = await confirmationsOf(String(deposit?.guid));
    expect(more).toEqual([]);
    expect(stored?.language).toBe('fr-CA');
    if (stored === undefined) throw new Error('no confirmation');

    const drawn = await drawnDocument(t, me.guid, stored.guid);
    expect(drawn.info).toMatchObject({ Title: 'Confirmation de dépôt : CAD', Language: 'fr-CA' });
    expect(drawn.text).toContain('Mode Virement Interac');
    expect(drawn.text).toContain(`Montant reçu ${cad(100_00n, 'fr-CA')}`);
    expect(drawn.text).toContain(`Frais ${cad(0n, 'fr-CA')}`);
    expect(drawn.text).toContain(
      `Montant net porté au crédit de votre compte ${cad(100_00n, 'fr-CA')}`,
    );
    // An e-Transfer arrives: it was received, never asked for here.
    expect(drawn.text).toMatch(/Reçu le \d{1,2} \S+ \d{4} à \d{1,2} h \d\d/);
    expect(drawn.text).toContain('courtier d’exercice restreint');
    expect(drawn.text).not.toContain('Deposit');
    expect(drawn.rows).toEqual([
      expect.objectContaining({ rail: 'etransfer', amount: '100.00', net_amount: '100.00' }),
    ]);
    await expectSoundBooks(t);
  });
});
