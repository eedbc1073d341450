import { describe, expect, it } from 'vitest';
import type { DocumentBlock, DocumentSpec } from '../documents/pdf/document-spec.js';
import {
  type TransferConfirmationFacts,
  transferConfirmationMaker,
} from './transfer-confirmation-document.js';

/** An EFT deposit of CAD 250 from an RBC account, asked for at noon, completed at 12:30 (Toronto). */
const eftDeposit: TransferConfirmationFacts = {
  transfer_guid: 'a'.repeat(32),
  customer_name: 'Jane Doe',
  side: 'deposit',
  asset: 'CAD',
  amount: '25000',
  fee: '0',
  fee_asset: 'CAD',
  rail: 'eft',
  network: null,
  bank_account: { institution: 'RBC Royal Bank', last_digits: '6789' },
  etransfer_recipient: null,
  address: null,
  txn_hash: null,
  wallet_owner: null,
  initiated_at: '2026-01-15T17:00:00.000Z',
  completed_at: '2026-01-15T17:30:00.000Z',
};

/** A BTC withdrawal to someone else's testnet wallet: 52,000 sats taken, 2,000 of them the fee. */
const btcWithdrawal: TransferConfirmationFacts = {
  ...eftDeposit,
  transfer_guid: 'b'.repeat(32),
  customer_name: 'Jeanne Tremblay',
  side: 'withdrawal',
  asset: 'BTC',
  amount: '52000',
  fee: '2000',
  fee_asset: 'BTC',
  rail: null,
  network: 'bitcoin_testnet',
  bank_account: null,
  address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  txn_hash: 'f'.repeat(64),
  wallet_owner: 'third_party',
};

/** The label and value pairs of a spec's facts blocks, in order. */
const factsOf = (spec: DocumentSpec) =>
  spec.blocks.flatMap((block: DocumentBlock) =>
    block.kind === 'facts' ? block.facts.map(({ label, value }) => [label, value]) : [],
  );

const paragraphsOf = (spec: DocumentSpec) =>
  spec.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));

describe('a transfer confirmation', () => {
  it('states a CAD deposit in English: its rail, bank account as the app masks it, times in Toronto', () => {
    const spec = transferConfirmationMaker.spec(eftDeposit, 'en-CA');
    expect(spec.title).toBe('Deposit confirmation: CAD');
    expect(spec.datedAt).toEqual(new Date(eftDeposit.completed_at));
    expect(factsOf(spec)).toEqual([
      ['Reference', 'a'.repeat(32)],
      ['Type', 'Deposit'],
      ['Asset', 'CAD'],
      ['Method', 'EFT (bank transfer)'],
      ['From bank account', 'RBC Royal Bank ····6789'],
      ['Requested', 'January 15, 2026 at 12:00:00 p.m. EST'],
      ['Completed', 'January 15, 2026 at 12:30:00 p.m. EST'],
      ['Amount received', '$250.00'],
      ['Fee', '$0.00'],
      ['Net amount credited to your account', '$250.00'],
    ]);
    const paragraphs = paragraphsOf(spec);
    expect(paragraphs[0]).toBe(
      'Prepared for Jane Doe. This confirms a deposit completed in your Maple Exchange account.',
    );
    expect(paragraphs.join(' ')).toContain('registered in Canada as a restricted dealer');
    // Only a crypto withdrawal can be a disposition.
    expect(paragraphs.join(' ')).not.toContain('disposition');
  });

  it('states a crypto withdrawal in French: network, address, hash, whose wallet, the tax notice', () => {
    const spec = transferConfirmationMaker.spec(btcWithdrawal, 'fr-CA');
    expect(spec.language).toBe('fr-CA');
    expect(spec.title).toBe('Confirmation de retrait : BTC');
    expect(factsOf(spec)).toEqual([
      ['Référence', 'b'.repeat(32)],
      ['Type', 'Retrait'],
      ['Actif', 'BTC'],
      ['Réseau', 'Bitcoin (réseau de test)'],
      ['Vers l’adresse du portefeuille', btcWithdrawal.address],
      ['Empreinte de la transaction', 'f'.repeat(64)],
      ['Titulaire du portefeuille', 'Le portefeuille d’une autre personne'],
      ['Demandé le', '15 janvier 2026 à 12 h 00 min 00 s HNE'],
      ['Effectué le', '15 janvier 2026 à 12 h 30 min 00 s HNE'],
      ['Montant débité de votre compte', '0,00052\u00a0BTC'],
      ['Frais de réseau', '0,00002\u00a0BTC'],
      ['Montant net envoyé', '0,0005\u00a0BTC'],
    ]);
    const paragraphs = paragraphsOf(spec).join(' ');
    expect(paragraphs).toContain('Préparé pour Jeanne Tremblay.');
    expect(paragraphs).toContain('inscrite au Canada à titre de courtier d’exercice restreint');
    expect(paragraphs).toContain('peut constituer une disposition aux fins de l’impôt');
  });

  it('says an e-Transfer deposit was received, not requested, and names an e-Transfer’s recipient', () => {
    const etransfer: TransferConfirmationFacts = {
      ...eftDeposit,
      rail: 'etransfer',
      bank_account: null,
    };
    expect(factsOf(transferConfirmationMaker.spec(etransfer, 'en-CA'))).toContainEqual([
      'Received',
      'January 15, 2026 at 12:00:00 p.m. EST',
    ]);
    const sent: TransferConfirmationFacts = {
      ...etransfer,
      side: 'withdrawal',
      etransfer_recipient: 'j***@x.test',
    };
    const facts = factsOf(transferConfirmationMaker.spec(sent, 'fr-CA'));
    expect(facts).toContainEqual(['Mode', 'Virement Interac']);
    expect(facts).toContainEqual(['Virement Interac envoyé à', 'j***@x.test']);
    expect(facts).toContainEqual(['Montant net envoyé', '250,00\u00a0$']);
  });

  it('gives one CSV row with machine columns, amounts in whole units', () => {
    expect(transferConfirmationMaker.csv(eftDeposit)).toEqual({
      columns: [
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
      ],
      rows: [
        [
          'a'.repeat(32),
          'deposit',
          'CAD',
          '250.00',
          '0.00',
          'CAD',
          '250.00',
          'eft',
          '',
          'RBC Royal Bank ····6789',
          '',
          '',
          '',
          '',
          '2026-01-15T17:00:00.000Z',
          '2026-01-15T17:30:00.000Z',
        ],
      ],
    });
    const [row] = transferConfirmationMaker.csv(btcWithdrawal).rows;
    expect(row?.slice(0, 9)).toEqual([
      'b'.repeat(32),
      'withdrawal',
      'BTC',
      '0.00052',
      '0.00002',
      'BTC',
      '0.0005',
      '',
      'bitcoin_testnet',
    ]);
    expect(row?.slice(11, 14)).toEqual([btcWithdrawal.address, 'f'.repeat(64), 'third_party']);
  });

  it('leaves the amount whole when the network charges its fee in another asset', () => {
    const usdc: TransferConfirmationFacts = {
      ...btcWithdrawal,
      asset: 'USDC',
      amount: '5000000',
      fee_asset: 'ETH',
      fee: '21000000000000',
    };
    expect(factsOf(transferConfirmationMaker.spec(usdc, 'en-CA')).slice(-3)).toEqual([
      ['Amount debited from your account', '5\u00a0USDC'],
      ['Network fee', '0.000021\u00a0ETH'],
      ['Net amount sent', '5\u00a0USDC'],
    ]);
  });

  it('reads its facts back from JSON, and refuses an amount that is not a string of digits', () => {
    const stored: unknown = JSON.parse(JSON.stringify(btcWithdrawal));
    expect(transferConfirmationMaker.facts.parse(stored)).toEqual(btcWithdrawal);
    expect(
      transferConfirmationMaker.facts.safeParse({ ...btcWithdrawal, amount: '0.5' }).success,
    ).toBe(false);
    expect(transferConfirmationMaker.filename('c'.repeat(32))).toBe(
      `maple-transfer-confirmation-${'c'.repeat(32)}`,
    );
  });
});
