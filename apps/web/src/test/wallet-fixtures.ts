import { testCustomerGuid } from './customer-session';
import { type FakeRoute, listOf } from './fake-server';

/** The one bank every platform resource belongs to (the server's platformBankGuid). */
const bankGuid = '6d61706c6565786368616e6765000000';

export const btcAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
export const xrpAddress = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

/**
 * Cybrid's ExternalWallet as GET /api/external_wallets lists it; when it is usable is its
 * cooldown's (`walletCooldown`).
 */
export const externalWallet = (overrides: Record<string, unknown> = {}) => ({
  guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadae01',
  name: 'Hardware wallet',
  asset: 'BTC',
  environment: 'sandbox',
  bank_guid: bankGuid,
  customer_guid: testCustomerGuid,
  counterparty_guid: null,
  address: btcAddress,
  tag: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  state: 'completed',
  failure_code: null,
  ...overrides,
});

/** When `externalWallet()` may receive withdrawals: a day after it was added. */
export const addedWalletUsableAt = '2026-11-02T12:00:00.000Z';

/** A row of GET /customers/external-wallets/cooldowns: by default `externalWallet()`'s. */
export const walletCooldown = (guid = externalWallet().guid, usableAt = addedWalletUsableAt) => ({
  external_wallet_guid: guid,
  usable_at: usableAt,
});

/** GET /customers/external-wallets/cooldowns's answer, in `{ data }`. */
export const walletCooldowns = (rows: ReturnType<typeof walletCooldown>[]) => ({ data: rows });

/**
 * GET /api/external_wallets listing these wallets and GET /customers/external-wallets/cooldowns
 * answering from when each is usable; null leaves a wallet out of the cooldowns, as one read
 * before it was added.
 */
export const walletRoutes = (
  ...wallets: [wallet: ReturnType<typeof externalWallet>, usableAt: string | null][]
): Record<string, FakeRoute> => ({
  'GET /api/external_wallets': () => ({ body: listOf(wallets.map(([wallet]) => wallet)) }),
  'GET /customers/external-wallets/cooldowns': () => ({
    body: walletCooldowns(
      wallets.flatMap(([wallet, usableAt]) =>
        usableAt === null ? [] : [walletCooldown(wallet.guid, usableAt)],
      ),
    ),
  }),
  // Whose each wallet is: not said, until a test says otherwise.
  'GET /customers/external-wallets/owners': () => ({
    body: { data: wallets.map(([wallet]) => ({ external_wallet_guid: wallet.guid, owner: null })) },
  }),
});

/** POST /customers/check-wallet's answer for a valid address of the test network, in `{ data }`. */
export const walletCheck = (asset: string, address: string, tag: string | null = null) => ({
  data: {
    asset,
    address,
    tag,
    format: 'standard',
    network: 'testnet',
    tag_required: asset === 'XRP' && tag === null,
  },
});

/** Cybrid's DepositAddress for the trading account of `asset`. */
export const depositAddress = (
  asset: string,
  accountGuid: string,
  address: string,
  tag?: string,
) => ({
  guid: 'd0d1d2d3d4d5d6d7d8d9dadbdcdddef0',
  bank_guid: bankGuid,
  customer_guid: testCustomerGuid,
  account_guid: accountGuid,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  asset,
  state: 'created',
  address,
  format: 'standard',
  ...(tag === undefined ? {} : { tag }),
  labels: null,
});
