import { testCustomerGuid } from './customer-session';

/** The one bank every platform resource belongs to (the server's platformBankGuid). */
const bankGuid = '6d61706c6565786368616e6765000000';

export const bankAccountGuid = 'e0e1e2e3e4e5e6e7e8e9eaebecedeef0';

/** Cybrid's ExternalBankAccount as GET /api/external_bank_accounts lists it. */
export const bankAccount = (overrides: Record<string, unknown> = {}) => ({
  guid: bankAccountGuid,
  name: 'Chequing',
  asset: 'CAD',
  account_kind: 'plaid',
  environment: 'sandbox',
  bank_guid: bankGuid,
  customer_guid: testCustomerGuid,
  counterparty_guid: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  plaid_institution_id: '001',
  plaid_account_mask: '1234',
  plaid_account_name: 'Chequing',
  state: 'completed',
  failure_code: null,
  balance_updated_at: null,
  balances: null,
  pii: null,
  ...overrides,
});

let quotes = 0;

/** A funding quote for `cents`, valid five minutes. */
export const fundingQuote = (side: 'deposit' | 'withdrawal', cents: bigint) => {
  quotes += 1;
  const issued = Date.now();
  return {
    guid: String(quotes).padStart(32, 'b'),
    product_type: 'funding',
    bank_guid: bankGuid,
    customer_guid: testCustomerGuid,
    symbol: null,
    side,
    asset: 'CAD',
    receive_amount: cents,
    deliver_amount: cents,
    fee: 0n,
    created_at: new Date(issued).toISOString(),
    updated_at: new Date(issued).toISOString(),
    issued_at: new Date(issued).toISOString(),
    expires_at: new Date(issued + 300_000).toISOString(),
    transfer_guid: null,
  };
};

/** Cybrid's Transfer: a CAD deposit by EFT, `storing`, unless told otherwise. */
export const transfer = (overrides: Record<string, unknown> = {}) => ({
  guid: 'c1c2c3c4c5c6c7c8c9cacbcccdcecf00',
  transfer_type: 'funding',
  bank_guid: bankGuid,
  customer_guid: testCustomerGuid,
  quote_guid: 'b'.repeat(32),
  external_bank_account_guid: bankAccountGuid,
  deposit_address_guid: null,
  asset: 'CAD',
  side: 'deposit',
  state: 'storing',
  failure_code: null,
  return_code: null,
  amount: null,
  estimated_amount: 50_000n,
  fee: 0n,
  reference_transfer_guid: null,
  source_account: null,
  destination_account: null,
  payment_rail: 'eft',
  txn_hash: null,
  estimated_network_fee: null,
  network_fee: null,
  network_fee_asset: null,
  hold_details: null,
  transfer_details: null,
  created_at: '2026-11-22T15:30:00.000Z',
  updated_at: '2026-11-22T15:30:00.000Z',
  labels: null,
  ...overrides,
});

/** GET /customers/funding, wrapped in `{ data }`. */
export const fundingStatus = (overrides: Record<string, unknown> = {}) => ({
  data: {
    etransfer_deposit: {
      deposit_email: 'deposits@maple.exchange',
      recipient_name: 'Maple Exchange',
      reference_code: 'ABCD-EFGH',
    },
    withdrawals: { allowed: true, held_until: null, reason: null },
    holds: {
      security_change_seconds: 86_400,
      new_bank_account_seconds: 86_400,
      new_wallet_seconds: 86_400,
      approval_seconds: 1_800,
    },
    sandbox_controls: false,
    ...overrides,
  },
});

/** GET /customers/limits with `used` cents of the funding limits used. */
export const limits = (used = 0n) => {
  const standing = (name: string, window: string, limit: bigint) => ({
    name,
    kind: 'funding',
    window,
    limit: limit.toString(),
    used: used.toString(),
    remaining: (limit - used).toString(),
    resets_at: null,
    edd_raised: false,
  });
  return {
    data: {
      limits: [
        standing('funding_24h', '24h', 1_000_000n),
        standing('funding_7d', '7d', 5_000_000n),
        {
          name: 'crypto_withdrawal_24h',
          kind: 'crypto_withdrawal',
          window: '24h',
          limit: '1000000',
          used: '0',
          remaining: '1000000',
          resets_at: null,
          edd_raised: false,
        },
      ],
      investment: {
        name: 'investment_12m',
        kind: 'investment',
        window: '12m',
        limit: '3000000',
        used: '0',
        remaining: '3000000',
        resets_at: null,
        edd_raised: false,
        category: 'retail',
        province_exempt: false,
        assets: ['XRP'],
      },
    },
  };
};
