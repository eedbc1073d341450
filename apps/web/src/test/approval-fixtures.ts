import { cryptoTransfer } from './crypto-transfer-fixtures';
import { testCustomerGuid } from './customer-session';
import { bankAccount, transfer } from './funding-fixtures';
import { externalWallet } from './wallet-fixtures';

/** The one bank every platform resource belongs to (the server's platformBankGuid). */
const bankGuid = '6d61706c6565786368616e6765000000';

const minute = 60_000;
/** The server's approval window in these tests (WITHDRAWAL_APPROVAL_SECONDS), as in fundingStatus. */
const approvalSeconds = 1_800;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * minute).toISOString();

/** A withdrawal asked for `minutes` ago through /api: it waits `holding`, as Cybrid's hold says. */
const holding = (minutes: number) => ({
  state: 'holding',
  side: 'withdrawal',
  created_at: minutesAgo(minutes),
  updated_at: minutesAgo(minutes),
  hold_details: {
    applicable_types: ['non_administrative'],
    duration: approvalSeconds,
    started_at: minutesAgo(minutes),
  },
});

/** A $200.00 EFT withdrawal to the test bank account, asked for `minutes` ago. */
export const holdingEft = (minutes = 5, overrides: Record<string, unknown> = {}) =>
  transfer({
    guid: 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01',
    quote_guid: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe01',
    estimated_amount: 20_000n,
    ...holding(minutes),
    ...overrides,
  });

/** A $50.00 e-Transfer withdrawal, asked for `minutes` ago. */
export const holdingEtransfer = (minutes = 4) =>
  transfer({
    guid: 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfe02',
    quote_guid: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe02',
    payment_rail: 'etransfer',
    external_bank_account_guid: null,
    estimated_amount: 5_000n,
    ...holding(minutes),
  });

export const destinationWallet = externalWallet();

/** 0.005 BTC to the test wallet with a 0.00002 BTC network fee on top, asked for `minutes` ago. */
export const holdingCrypto = (minutes = 3, overrides: Record<string, unknown> = {}) =>
  cryptoTransfer({
    guid: 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfe03',
    quote_guid: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe03',
    estimated_amount: 502_000n,
    estimated_network_fee: 2_000n,
    destination_account: {
      guid: destinationWallet.guid,
      type: 'external_wallet',
      bank_guid: bankGuid,
      customer_guid: testCustomerGuid,
    },
    ...holding(minutes),
    ...overrides,
  });

/** A BTC wallet a client added through /api `minutes` ago: it waits `pending`. */
export const pendingWallet = (minutes = 2, overrides: Record<string, unknown> = {}) =>
  externalWallet({
    guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadae09',
    name: 'Cold storage',
    state: 'pending',
    created_at: minutesAgo(minutes),
    updated_at: minutesAgo(minutes),
    ...overrides,
  });

/**
 * An RBC account linked through the bank-link screen `minutes` ago: it waits `storing` for the
 * customer's approval (ADR 62).
 */
export const storingBankAccount = (minutes = 1, overrides: Record<string, unknown> = {}) =>
  bankAccount({
    guid: 'e0e1e2e3e4e5e6e7e8e9eaebecedee01',
    name: 'Everyday',
    plaid_institution_id: '003',
    plaid_account_mask: '6789',
    state: 'storing',
    created_at: minutesAgo(minutes),
    updated_at: minutesAgo(minutes),
    ...overrides,
  });
