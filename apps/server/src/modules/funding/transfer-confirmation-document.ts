import { type AssetCode, assetCodes, formatAmount, toDecimalString } from '@maple/money';
import { z } from 'zod';
import { chainOf, factDigits, torontoMoment } from '../documents/document-facts.js';
import type { CsvTable, DocumentMaker } from '../documents/document-maker.js';
import type {
  DocumentBlock,
  DocumentLanguage,
  DocumentSpec,
} from '../documents/pdf/document-spec.js';
import { transferConfirmationWords } from './transfer-confirmation-words.js';

/**
 * What a deposit's or withdrawal's confirmation states, frozen when the transfer completes.
 * Amounts are strings of digits in the asset's minor units (cents for CAD); the fee is the CAD
 * fee of a bank transfer or the network fee of a crypto one, in `fee_asset`. Where the money came
 * from or went is one of: a bank account (its institution and last digits, as the app shows
 * them), an e-Transfer's recipient (masked when stored) or a crypto address with its network.
 */
export const transferConfirmationDocumentSchema = z.strictObject({
  transfer_guid: z.string(),
  customer_name: z.string(),
  side: z.enum(['deposit', 'withdrawal']),
  asset: z.enum(assetCodes),
  /** What came in (a deposit), or what left the account, the fee included (a withdrawal). */
  amount: factDigits,
  fee: factDigits,
  fee_asset: z.enum(assetCodes),
  rail: z.enum(['eft', 'etransfer']).nullable(),
  /** The chain, as the customer's records name it (`bitcoin`, `ethereum_testnet`, …). */
  network: z
    .string()
    .regex(/^[a-z_]+$/)
    .nullable(),
  bank_account: z.strictObject({ institution: z.string(), last_digits: z.string() }).nullable(),
  etransfer_recipient: z.string().nullable(),
  address: z.string().nullable(),
  txn_hash: z.string().nullable(),
  /** Whose wallet a crypto withdrawal went to, as the customer told the travel rule. */
  wallet_owner: z.enum(['own', 'third_party']).nullable(),
  initiated_at: z.iso.datetime(),
  completed_at: z.iso.datetime(),
});
export type TransferConfirmationFacts = z.infer<typeof transferConfirmationDocumentSchema>;

/** The figures a confirmation states, worked out from its facts with bigints only. */
function figuresOf(facts: TransferConfirmationFacts) {
  const amount = BigInt(facts.amount);
  const fee = BigInt(facts.fee);
  // A fee in the transfer's own asset comes out of its amount (the quote's receive amount is the
  // rest); one charged in another asset is paid beside it and leaves the amount whole.
  const net = facts.fee_asset === facts.asset ? amount - fee : amount;
  return { amount, fee, net };
}

/** "RBC Royal Bank ····6789": the institution and last digits, as the app names an account. */
const bankAccountLabel = (account: { institution: string; last_digits: string }) =>
  `${account.institution} \u00b7\u00b7\u00b7\u00b7${account.last_digits}`;

function networkName(network: string, language: DocumentLanguage): string {
  const { name, testnet } = chainOf(network);
  return testnet ? transferConfirmationWords[language].testnet(name) : name;
}

/** CAD as the trade confirmation writes it; crypto with every digit and its code. */
const amountText = (minor: bigint, asset: AssetCode, language: DocumentLanguage) =>
  asset === 'CAD'
    ? formatAmount(minor, 'CAD', language)
    : formatAmount(minor, asset, language, { precision: 'full', withCode: true });

type Fact = { label: string; value: string };

/** The transfer's own facts, those it has: a bank transfer has no hash, a deposit no owner. */
function transferFacts(facts: TransferConfirmationFacts, language: DocumentLanguage): Fact[] {
  const words = transferConfirmationWords[language];
  const { labels } = words;
  const { side } = facts;
  const shown = (label: string, value: string | null): Fact[] =>
    value === null ? [] : [{ label, value }];
  const owner = facts.wallet_owner;
  return [
    { label: labels.reference, value: facts.transfer_guid },
    { label: labels.side, value: words.sides[side] },
    { label: labels.asset, value: facts.asset },
    ...shown(labels.rail, facts.rail === null ? null : words.rails[facts.rail]),
    ...shown(labels.network, facts.network && networkName(facts.network, language)),
    ...shown(labels.bankAccount(side), facts.bank_account && bankAccountLabel(facts.bank_account)),
    ...shown(labels.etransferRecipient, facts.etransfer_recipient),
    ...shown(labels.address(side), facts.address),
    ...shown(labels.txnHash, facts.txn_hash),
    ...shown(labels.walletOwner, owner && words.walletOwners[owner]),
    {
      label: labels.initiatedAt(side === 'withdrawal' || facts.rail === 'eft'),
      value: torontoMoment(facts.initiated_at, language),
    },
    { label: labels.completedAt, value: torontoMoment(facts.completed_at, language) },
  ];
}

function spec(facts: TransferConfirmationFacts, language: DocumentLanguage): DocumentSpec {
  const words = transferConfirmationWords[language];
  const { labels } = words;
  const { side, asset } = facts;
  const f = figuresOf(facts);
  const crypto = asset !== 'CAD';
  const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
  return {
    language,
    title: words.title(side, asset),
    datedAt: new Date(facts.completed_at),
    footer: 'Maple Exchange',
    blocks: [
      { kind: 'paragraph', text: words.intro(facts.customer_name, side) },
      { kind: 'heading', text: words.heading.transfer(side) },
      { kind: 'facts', facts: transferFacts(facts, language) },
      { kind: 'heading', text: words.heading.amounts },
      {
        kind: 'facts',
        facts: [
          { label: labels.amount(side), value: amountText(f.amount, asset, language) },
          { label: labels.fee(crypto), value: amountText(f.fee, facts.fee_asset, language) },
          { label: labels.net(side), value: amountText(f.net, asset, language) },
        ],
      },
      { kind: 'heading', text: words.heading.notice },
      paragraph(words.registration),
      ...(crypto && side === 'withdrawal' ? [paragraph(words.disposition)] : []),
      paragraph(words.keep),
    ],
  };
}

/** One line with the same figures, in whole units and dollars, for a spreadsheet or a tax tool. */
function csv(facts: TransferConfirmationFacts): CsvTable {
  const f = figuresOf(facts);
  return {
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
        facts.transfer_guid,
        facts.side,
        facts.asset,
        toDecimalString(f.amount, facts.asset),
        toDecimalString(f.fee, facts.fee_asset),
        facts.fee_asset,
        toDecimalString(f.net, facts.asset),
        facts.rail ?? '',
        facts.network ?? '',
        facts.bank_account === null ? '' : bankAccountLabel(facts.bank_account),
        facts.etransfer_recipient ?? '',
        facts.address ?? '',
        facts.txn_hash ?? '',
        facts.wallet_owner ?? '',
        facts.initiated_at,
        facts.completed_at,
      ],
    ],
  };
}

/** A deposit's or withdrawal's confirmation, as the documents module draws it (ADR 75). */
export const transferConfirmationMaker: DocumentMaker<TransferConfirmationFacts> = {
  kind: 'transfer_confirmation',
  facts: transferConfirmationDocumentSchema,
  spec,
  csv,
  filename: (subject) => `maple-transfer-confirmation-${subject}`,
};
