import type { Province } from '@maple/contracts';
import type { AssetCode, CryptoAssetCode } from '@maple/money';

/** The typed configuration `loadConfig` answers (infra/config.ts), and its parts. */

export const nodeEnvironments = ['development', 'test', 'production'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const logFormats = ['pretty', 'json'] as const;

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

export interface Config {
  env: (typeof nodeEnvironments)[number];
  isProduction: boolean;
  host: string;
  port: number;
  /** Origin used in links sent by e-mail, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  database: { url: string; poolSize: number; timeouts: DatabaseTimeouts } | { dataDir: string };
  /**
   * Redis, when set, carries the messages between instances (pub/sub) and the rate limits;
   * without it they go through PostgreSQL (ADR 14).
   */
  redis: RedisConfig | undefined;
  webDistDir: string | undefined;
  logLevel: (typeof logLevels)[number];
  /**
   * `pretty`: one readable line per event and no line per successful request (a person at a
   * terminal); `json`: a JSON line per event and per request (a log collector).
   */
  logFormat: (typeof logFormats)[number];
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  tokens: {
    secret: string;
    userTtlSeconds: number;
    accessTtlSeconds: number;
    adminTtlSeconds: number;
  };
  /** The first key encrypts; every key decrypts. */
  encryptionKeys: readonly [EncryptionKey, ...EncryptionKey[]];
  altcha: { hmacKey: string; maxNumber: number };
  kyc: KycConfig;
  mail: MailConfig;
  /** The job queue (infra/jobs): how often idle workers poll, how often maintenance runs. */
  jobs: { pollIntervalMs: number; maintenanceIntervalSeconds: number };
  /** Seed a demo customer and admin at start-up and print their credentials. */
  demoAccounts: boolean;
  /** Test-only: the failpoint where the process kills itself (infra/failpoints.ts). */
  failpoint?: string | undefined;
  /**
   * Per-IP request budgets, pooled across instances (PostgreSQL, or Redis when set): each
   * identity and customer route allows `perMinute` calls a minute; the contact form
   * `contactPerHour` an hour.
   */
  rateLimits: { perMinute: number; contactPerHour: number };
  /** argon2id cost; tests lower it to run fast, production keeps the OWASP minimum or more. */
  passwordHashing: PasswordHashingCost;
  /** Prices and timings of trading (docs/product/pricing.md and docs/product/lifecycles.md). */
  trading: TradingConfig;
  /** Where prices come from: the seeded simulation (default, offline) or CoinGecko. */
  market: MarketConfig;
  /** Funding, crypto withdrawal and investment limits (docs/product/limits.md). */
  limits: LimitsConfig;
  /** CAD deposits and withdrawals and their sandbox rails (docs/product/lifecycles.md). */
  funding: FundingConfig;
  /** Linked bank accounts (docs/product/bank-accounts-and-wallets.md, ADR 19). */
  banking: BankingConfig;
  wallets: WalletsConfig;
  /** The chains crypto transfers travel on (ADR 23). */
  chain: ChainConfig;
  /** What staff may enter by hand (ADR 39). */
  staff: StaffConfig;
}

export interface StaffConfig {
  /** The largest manual adjustment per asset, in its base units; above it is refused (400). */
  maxAdjustment: Readonly<Record<AssetCode, bigint>>;
}

export interface ChainConfig {
  /** The ChainNetwork behind crypto transfers: the built-in sandbox chain for now. */
  network: 'sandbox';
  /** Seconds per block of each asset's chain: the sandbox's confirmations, the scan's pace. */
  blockSeconds: Record<CryptoAssetCode, number>;
  /** Confirmations after which a deposit is credited and a withdrawal completed. */
  requiredConfirmations: Record<CryptoAssetCode, number>;
  /** The sandbox chain's controls (a deposit on demand): never in production. */
  sandboxControls: boolean;
}

export interface WalletsConfig {
  /** The chains' network: the test networks in the sandbox, the main networks in production. */
  network: 'testnet' | 'mainnet';
  /** Watch-only account-level extended public keys per address family (ADR 21). */
  extendedKeys: Record<'BTC' | 'LTC' | 'BCH' | 'EVM' | 'XRP', string>;
  /** An OFAC SDN.CSV-format file whose digital currency addresses are refused. */
  denyListPath: string;
  /**
   * How long after it was added a wallet receives withdrawals
   * (docs/product/bank-accounts-and-wallets.md).
   */
  cooldownSeconds: number;
}

export interface BankingConfig {
  /** The bank-account aggregator behind `plaid` links: the built-in sandbox for now. */
  aggregator: 'sandbox';
  /** Whether the sandbox bank-link screen's sign-in and statement are served (never in production). */
  sandboxScreen: boolean;
  /** How long after a bank account becomes usable withdrawals to it wait. */
  withdrawalHoldSeconds: number;
}

export interface RedisConfig {
  url: string;
  /** Begins every key and channel, so deployments sharing one Redis keep apart. */
  keyPrefix: string;
}

/** What bounds each wait on PostgreSQL; past it the request is answered 503. */
export interface DatabaseTimeouts {
  /** Getting a connection, from the pool or a new one: bounds `/readyz` while PostgreSQL is down. */
  connectMs: number;
  /** One statement (PostgreSQL's `statement_timeout`). */
  statementMs: number;
  /** Waiting for a lock on a row or a table (`lock_timeout`). */
  lockMs: number;
  /** A transaction left open with no statement running; its session is ended. */
  idleInTransactionMs: number;
}

/** Identity verification (docs/decisions/0016). */
export interface KycConfig {
  /** Keys the HMAC-SHA256 blind index of SINs (duplicate detection without the SIN). */
  blindIndexKey: string;
  /** An OFAC SDN.CSV-format file of sanctioned people, loaded at start-up. */
  sanctionsListPath: string;
  /** Whether Cybrid's sandbox `expected_behaviours` are honoured (never in production). */
  sandboxBehaviours: boolean;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  supportAddress: string;
  /** Each SMTP step's timeout; a delivery is given up (and retried) after three of them. */
  timeoutSeconds: number;
  /** The first retry of a failed delivery waits 1–2 × this; each next one twice as long. */
  retryDelaySeconds: number;
}

export interface TradingConfig {
  /** Per side, in basis points of the mid price; USDC has its own. */
  spreadBps: number;
  stablecoinSpreadBps: number;
  feeCents: bigint;
  minTradeCents: bigint;
  quoteTtlSeconds: number;
  settlementDelaySeconds: number;
}

export type MarketConfig =
  | { source: 'simulated'; seed: number }
  | { source: 'coingecko'; apiKey: string; plan: 'demo' | 'pro'; baseUrl: string | undefined };

export interface PasswordHashingCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

/** The limits of a verified individual (docs/product/limits.md), in CAD cents. */
export interface LimitsConfig {
  /** CAD deposits and withdrawals together, per rolling 24 hours and 7 days. */
  fundingDayCents: bigint;
  fundingWeekCents: bigint;
  /** Crypto withdrawals, valued in CAD, per rolling 24 hours. */
  cryptoWithdrawalDayCents: bigint;
  /** Enhanced due diligence, once passed, multiplies the funding and withdrawal limits. */
  eddMultiplier: bigint;
  /** Net purchases of non-specified crypto assets over a rolling 12 months, by investor category. */
  investmentRetailCents: bigint;
  investmentEligibleCents: bigint;
  /** Provinces whose residents the investment limit does not apply to. */
  investmentExemptProvinces: readonly Province[];
}

/**
 * CAD funding (docs/product/lifecycles.md and docs/product/sessions.md; modules/funding). Times are
 * seconds.
 */
export interface FundingConfig {
  /** How long a funding quote may be used for a transfer. */
  quoteTtlSeconds: number;
  /** Where customers send Interac e-Transfers, and the name it shows. */
  etransferDepositEmail: string;
  etransferRecipientName: string;
  /** The sandbox EFT rail: time between its steps (a batch window), and after a credit. */
  eftStepSeconds: number;
  /** A credited EFT deposit stays held (it can still bounce) this long. */
  eftDepositHoldSeconds: number;
  /** A deposit the sandbox returns is returned this long after it was credited. */
  eftReturnSeconds: number;
  /** The sandbox e-Transfer rail: time between its steps, and an incoming transfer's delivery. */
  etransferStepSeconds: number;
  /** What the sandbox rails do with every transfer, beyond the magic amounts. */
  sandboxOutcome: 'complete' | 'fail' | 'return';
  /** The sandbox-only controls (an incoming e-Transfer on demand): never in production. */
  sandboxControls: boolean;
  /** Withdrawals wait this long after a password change or an authenticator removed. */
  securityChangeHoldSeconds: number;
  /** What the chain charges a crypto withdrawal, per asset, in its base units (ADR 23). */
  networkFees: Readonly<Record<CryptoAssetCode, bigint>>;
  /** Crypto withdrawals worth this many CAD cents or more wait for staff (`reviewing`). */
  cryptoApprovalThresholdCents: bigint;
  /** A transfer not final this long after it was made is listed to staff as stuck. */
  stuckTransferSeconds: number;
}
