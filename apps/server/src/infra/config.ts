import { fileURLToPath } from 'node:url';
import type { AssetCode } from '@maple/money';
import { z } from 'zod';
import { chainTimingsOf, perAsset } from './chain-timings.js';
import {
  assetAmountsSchema,
  assetNumbersSchema,
  baseUnits,
  cents,
  encryptionKeysSchema,
  milliseconds,
  portSchema,
  provinceListSchema,
  seconds,
  secondsUnlessSet,
} from './config-fields.js';
import {
  type Config,
  type DatabaseTimeouts,
  logFormats,
  logLevels,
  nodeEnvironments,
  type PasswordHashingCost,
} from './config-types.js';
import { FAILPOINT_PATTERN } from './failpoints.js';
import { fundingTimingsOf } from './funding-timings.js';

/**
 * How long a request may wait on PostgreSQL before it is answered 503 (docs/decisions/0013):
 * long enough for any statement the product runs, short enough that a stalled database never
 * holds a request (or its quote) for long.
 */
export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 10_000,
  lockMs: 5_000,
  idleInTransactionMs: 15_000,
};

/**
 * Development-only secrets so `npm start` runs with no configuration. They are public (they are
 * in this file), so production refuses to start with them or without its own.
 */
export const developmentSecrets = {
  TOKEN_SECRET: 'development-only-token-secret-not-for-production-use!!',
  DATA_ENCRYPTION_KEYS: 'dev1:ZGV2ZWxvcG1lbnQtb25seS1kYXRhLWtleS0zMmJ5dGU=',
  ALTCHA_HMAC_KEY: 'development-only-altcha-key-not-for-production',
  KYC_BLIND_INDEX_KEY: 'development-only-kyc-blind-index-key-not-for-production',
} as const;

/**
 * The development key set: the account keys of BIP39's published test mnemonic "abandon" ×11
 * "about" at m/84'/0'/0' (BTC), m/84'/2'/0' (LTC), m/44'/145'/0' (BCH), m/44'/60'/0' (ETH, USDC)
 * and m/44'/144'/0' (XRP). Anyone can spend what reaches them, so production refuses them.
 */
export const developmentWalletKeys = {
  BTC: 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
  LTC: 'xpub6CjGURuDpczf6uNrCCwfhVizn5J3hsWcvZ2m6GAdmAjZnoWJPrx6TFPjGSftc2o5fvox6ubQjSXmjjaHZjwYMH7SGFpHHb9Jg24zBf66mbE',
  BCH: 'xpub6ByHsPNSQXTWZ7PLESMY2FufyYWtLXagSUpMQq7Un96SiThZH2iJB1X7pwviH1WtKVeDP6K8d6xxFzzoaFzF3s8BKCZx8oEDdDkNnp4owAZ',
  EVM: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  XRP: 'xpub6CFKyZTfzj3cyeRLUDKwQQ5s1tqTTdVgywKMVkrB2i1taGFbhazkxDzWVsfBHZpv7rg6qpDBGYR5oA8iazEfa44CdQkkknPFHJ7YCzncCS9',
} as const;

/** The sample sanctions list (fictional people, OFAC SDN.CSV format) shipped with the server. */
const sampleSanctionsList = fileURLToPath(
  new URL('../../data/sanctions/sdn-sample.csv', import.meta.url),
);

/** The sample deny list of wallet addresses (fictional entries, OFAC SDN.CSV format). */
const sampleWalletDenyList = fileURLToPath(
  new URL('../../data/sanctions/sdn-addresses-sample.csv', import.meta.url),
);

const extendedPublicKey = z
  .string()
  .regex(
    /^(xpub|tpub)[1-9A-HJ-NP-Za-km-z]{107,108}$/,
    'must be an xpub or tpub extended public key',
  );
const walletKeyVariables = {
  WALLET_XPUB_BTC: 'BTC',
  WALLET_XPUB_LTC: 'LTC',
  WALLET_XPUB_BCH: 'BCH',
  WALLET_XPUB_ETH: 'EVM',
  WALLET_XPUB_XRP: 'XRP',
} as const;

/**
 * Every setting the server reads from the environment, parsed once at start-up. A missing or
 * malformed variable stops start-up with the whole list of what is wrong.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(nodeEnvironments).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: portSchema.default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    TRUST_PROXY: z.stringbool().default(false),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 of A-Z a-z 0-9 : _ . -')
      .default('maple:'),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(defaultDatabaseTimeouts.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(defaultDatabaseTimeouts.statementMs),
    DATABASE_LOCK_TIMEOUT_MS: milliseconds(defaultDatabaseTimeouts.lockMs),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(
      defaultDatabaseTimeouts.idleInTransactionMs,
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    LOG_FORMAT: z.enum(logFormats).optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    TOKEN_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(developmentSecrets.TOKEN_SECRET),
    DATA_ENCRYPTION_KEYS: encryptionKeysSchema.prefault(developmentSecrets.DATA_ENCRYPTION_KEYS),
    ALTCHA_HMAC_KEY: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(developmentSecrets.ALTCHA_HMAC_KEY),
    KYC_BLIND_INDEX_KEY: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(developmentSecrets.KYC_BLIND_INDEX_KEY),
    SANCTIONS_LIST_PATH: z.string().min(1).default(sampleSanctionsList),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
    USER_TOKEN_TTL_SECONDS: seconds(12 * 3600),
    ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
    ADMIN_TOKEN_TTL_SECONDS: seconds(8 * 3600),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    MAIL_FROM: z.string().min(3).default('Maple Exchange <no-reply@maple.exchange>'),
    SUPPORT_EMAIL: z.email().default('support@maple.exchange'),
    DEMO_ACCOUNTS: z.stringbool().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    CONTACT_FORM_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
    TRADING_SPREAD_BPS: z.coerce.number().int().min(0).max(1_000).default(75),
    STABLECOIN_SPREAD_BPS: z.coerce.number().int().min(0).max(1_000).default(25),
    TRADE_FEE_CENTS: z.coerce.number().int().min(0).max(100_000).default(0),
    MIN_TRADE_CENTS: z.coerce.number().int().min(1).max(100_000_000).default(500),
    QUOTE_TTL_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    SETTLEMENT_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
    FUNDING_LIMIT_24H_CENTS: cents(10_000_00),
    FUNDING_LIMIT_7D_CENTS: cents(50_000_00),
    CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS: cents(10_000_00),
    EDD_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100).default(5),
    INVESTMENT_LIMIT_RETAIL_CENTS: cents(30_000_00),
    INVESTMENT_LIMIT_ELIGIBLE_CENTS: cents(100_000_00),
    INVESTMENT_LIMIT_EXEMPT_PROVINCES: provinceListSchema.prefault('BC,MB,QC'),
    BANK_AGGREGATOR: z.enum(['sandbox']).default('sandbox'),
    BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS: secondsUnlessSet(0, 2_592_000),
    FUNDING_QUOTE_TTL_SECONDS: seconds(300),
    ETRANSFER_DEPOSIT_EMAIL: z.email().default('deposits@maple.exchange'),
    ETRANSFER_RECIPIENT_NAME: z.string().min(1).max(100).default('Maple Exchange'),
    EFT_STEP_SECONDS: secondsUnlessSet(),
    EFT_DEPOSIT_HOLD_SECONDS: secondsUnlessSet(),
    EFT_RETURN_SECONDS: secondsUnlessSet(),
    ETRANSFER_STEP_SECONDS: seconds(5),
    SANDBOX_RAIL_OUTCOME: z.enum(['complete', 'fail', 'return']).default('complete'),
    SECURITY_CHANGE_WITHDRAWAL_HOLD_SECONDS: seconds(86_400),
    /** Test-only (infra/failpoints.ts): where the process kills itself. Never in production. */
    FAILPOINT: z
      .string()
      .regex(FAILPOINT_PATTERN, 'must look like module.moment:detail')
      .optional(),
    // What the chain charges a withdrawal, in the asset's base units (ADR 23, amendment).
    NETWORK_FEE_BTC: baseUnits('2000'),
    NETWORK_FEE_LTC: baseUnits('10000'),
    NETWORK_FEE_BCH: baseUnits('1000'),
    NETWORK_FEE_ETH: baseUnits('500000000000000'),
    NETWORK_FEE_USDC: baseUnits('1000000'),
    NETWORK_FEE_XRP: baseUnits('12'),
    // Below the 24-hour crypto withdrawal limit (checked below), so a large withdrawal reaches
    // the approval queue before any customer needs enhanced due diligence to make one.
    CRYPTO_APPROVAL_THRESHOLD_CENTS: cents(3_000_00),
    TRANSFER_STUCK_AFTER_SECONDS: seconds(3600),
    ADJUSTMENT_MAX_AMOUNTS: assetAmountsSchema.optional(),
    WALLET_NETWORK: z.enum(['testnet', 'mainnet']).optional(),
    CHAIN_NETWORK: z.enum(['sandbox']).default('sandbox'),
    REQUIRED_CONFIRMATIONS: assetNumbersSchema(1, 1_000).optional(),
    SANDBOX_CHAIN_BLOCK_SECONDS: assetNumbersSchema(1, 86_400).optional(),
    WALLET_XPUB_BTC: extendedPublicKey.default(developmentWalletKeys.BTC),
    WALLET_XPUB_LTC: extendedPublicKey.default(developmentWalletKeys.LTC),
    WALLET_XPUB_BCH: extendedPublicKey.default(developmentWalletKeys.BCH),
    WALLET_XPUB_ETH: extendedPublicKey.default(developmentWalletKeys.EVM),
    WALLET_XPUB_XRP: extendedPublicKey.default(developmentWalletKeys.XRP),
    WALLET_DENY_LIST_PATH: z.string().min(1).default(sampleWalletDenyList),
    EXTERNAL_WALLET_COOLDOWN_SECONDS: secondsUnlessSet(0, 2_592_000),
    MARKET_DATA: z.enum(['simulated', 'coingecko']).default('simulated'),
    MARKET_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20_261_122),
    COINGECKO_API_KEY: z.string().min(8).max(200).optional(),
    COINGECKO_PLAN: z.enum(['demo', 'pro']).default('demo'),
    COINGECKO_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.CRYPTO_APPROVAL_THRESHOLD_CENTS >= env.CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['CRYPTO_APPROVAL_THRESHOLD_CENTS'],
        message:
          'must be below CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS, or no withdrawal within the limit is ever reviewed',
      });
    }
    if (env.MARKET_DATA === 'coingecko' && env.COINGECKO_API_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['COINGECKO_API_KEY'],
        message: 'must be set when MARKET_DATA is coingecko',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['TOKEN_SECRET', 'ALTCHA_HMAC_KEY', 'KYC_BLIND_INDEX_KEY'] as const) {
      if (env[name] === developmentSecrets[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set in production' });
      }
    }
    if (env.DATA_ENCRYPTION_KEYS.some((k) => k.id === 'dev1')) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEYS'],
        message: 'must be set in production',
      });
    }
    if (env.PUBLIC_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be set in production' });
    }
    // The development keys are public: whatever reached their addresses anyone could take.
    for (const [name, family] of Object.entries(walletKeyVariables)) {
      if (env[name as keyof typeof walletKeyVariables] === developmentWalletKeys[family]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set in production' });
      }
    }
    if (env.FAILPOINT !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FAILPOINT'],
        message: 'must not be set in production',
      });
    }
    if (env.DEMO_ACCOUNTS === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_ACCOUNTS'],
        message: 'must not be enabled in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads, for the README's configuration table to list. */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export type {
  BankingConfig,
  ChainConfig,
  Config,
  DatabaseTimeouts,
  EncryptionKey,
  FundingConfig,
  KycConfig,
  LimitsConfig,
  MailConfig,
  MarketConfig,
  PasswordHashingCost,
  RedisConfig,
  StaffConfig,
  TradingConfig,
} from './config-types.js';

/**
 * The largest manual adjustment per asset by default (base units): CAD 50,000, 1 BTC, 20 ETH,
 * 500 LTC, 200 BCH, 50,000 USDC, 50,000 XRP. A bigger correction is several adjustments, each
 * approved on its own (ADR 39).
 */
export const defaultMaxAdjustment: Readonly<Record<AssetCode, bigint>> = {
  CAD: 5_000_000n,
  BTC: 100_000_000n,
  ETH: 20n * 10n ** 18n,
  LTC: 50_000_000_000n,
  BCH: 20_000_000_000n,
  USDC: 50_000_000_000n,
  XRP: 50_000_000_000n,
};

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const defaultPasswordHashing: PasswordHashingCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most deployment tools.
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const variable = issue.path[0];
        // Secrets are never echoed back, even when wrong.
        const got =
          typeof variable === 'string' && !/SECRET|KEY/.test(variable)
            ? source[variable]
            : undefined;
        return `${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
      }),
    );
  }
  const env = parsed.data;
  const timings = fundingTimingsOf(env.NODE_ENV);
  const chainTimings = chainTimingsOf(env.NODE_ENV);
  const [firstKey, ...otherKeys] = env.DATA_ENCRYPTION_KEYS;
  if (firstKey === undefined)
    throw new ConfigError(['DATA_ENCRYPTION_KEYS: must hold at least one key']);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    database:
      env.DATABASE_URL === undefined
        ? { dataDir: env.DATA_DIR }
        : {
            url: env.DATABASE_URL,
            poolSize: env.DATABASE_POOL_SIZE,
            timeouts: {
              connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
              statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
              lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
              idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
            },
          },
    redis:
      env.REDIS_URL === undefined
        ? undefined
        : { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    tokens: {
      secret: env.TOKEN_SECRET,
      userTtlSeconds: env.USER_TOKEN_TTL_SECONDS,
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      adminTtlSeconds: env.ADMIN_TOKEN_TTL_SECONDS,
    },
    encryptionKeys: [firstKey, ...otherKeys],
    altcha: { hmacKey: env.ALTCHA_HMAC_KEY, maxNumber: env.ALTCHA_MAX_NUMBER },
    kyc: {
      blindIndexKey: env.KYC_BLIND_INDEX_KEY,
      sanctionsListPath: env.SANCTIONS_LIST_PATH,
      sandboxBehaviours: env.NODE_ENV !== 'production',
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportAddress: env.SUPPORT_EMAIL,
      timeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    jobs: {
      pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
      maintenanceIntervalSeconds: env.JOBS_MAINTENANCE_INTERVAL_SECONDS,
    },
    demoAccounts: env.DEMO_ACCOUNTS ?? env.NODE_ENV === 'development',
    failpoint: env.FAILPOINT,
    rateLimits: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      contactPerHour: env.CONTACT_FORM_PER_HOUR,
    },
    passwordHashing: defaultPasswordHashing,
    trading: {
      spreadBps: env.TRADING_SPREAD_BPS,
      stablecoinSpreadBps: env.STABLECOIN_SPREAD_BPS,
      feeCents: BigInt(env.TRADE_FEE_CENTS),
      minTradeCents: BigInt(env.MIN_TRADE_CENTS),
      quoteTtlSeconds: env.QUOTE_TTL_SECONDS,
      settlementDelaySeconds: env.SETTLEMENT_DELAY_SECONDS,
    },
    limits: {
      fundingDayCents: BigInt(env.FUNDING_LIMIT_24H_CENTS),
      fundingWeekCents: BigInt(env.FUNDING_LIMIT_7D_CENTS),
      cryptoWithdrawalDayCents: BigInt(env.CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS),
      eddMultiplier: BigInt(env.EDD_LIMIT_MULTIPLIER),
      investmentRetailCents: BigInt(env.INVESTMENT_LIMIT_RETAIL_CENTS),
      investmentEligibleCents: BigInt(env.INVESTMENT_LIMIT_ELIGIBLE_CENTS),
      investmentExemptProvinces: env.INVESTMENT_LIMIT_EXEMPT_PROVINCES,
    },
    banking: {
      aggregator: env.BANK_AGGREGATOR,
      // The sandbox bank-link screen's sign-in is never served in production.
      sandboxScreen: env.BANK_AGGREGATOR === 'sandbox' && env.NODE_ENV !== 'production',
      withdrawalHoldSeconds:
        env.BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS ?? timings.bankAccountHoldSeconds,
    },
    funding: {
      quoteTtlSeconds: env.FUNDING_QUOTE_TTL_SECONDS,
      etransferDepositEmail: env.ETRANSFER_DEPOSIT_EMAIL,
      etransferRecipientName: env.ETRANSFER_RECIPIENT_NAME,
      eftStepSeconds: env.EFT_STEP_SECONDS ?? timings.eftStepSeconds,
      eftDepositHoldSeconds: env.EFT_DEPOSIT_HOLD_SECONDS ?? timings.eftDepositHoldSeconds,
      eftReturnSeconds: env.EFT_RETURN_SECONDS ?? timings.eftReturnSeconds,
      etransferStepSeconds: env.ETRANSFER_STEP_SECONDS,
      sandboxOutcome: env.SANDBOX_RAIL_OUTCOME,
      sandboxControls: env.NODE_ENV !== 'production',
      securityChangeHoldSeconds: env.SECURITY_CHANGE_WITHDRAWAL_HOLD_SECONDS,
      networkFees: {
        BTC: env.NETWORK_FEE_BTC,
        LTC: env.NETWORK_FEE_LTC,
        BCH: env.NETWORK_FEE_BCH,
        ETH: env.NETWORK_FEE_ETH,
        USDC: env.NETWORK_FEE_USDC,
        XRP: env.NETWORK_FEE_XRP,
      },
      cryptoApprovalThresholdCents: BigInt(env.CRYPTO_APPROVAL_THRESHOLD_CENTS),
      stuckTransferSeconds: env.TRANSFER_STUCK_AFTER_SECONDS,
    },
    wallets: {
      network: env.WALLET_NETWORK ?? (env.NODE_ENV === 'production' ? 'mainnet' : 'testnet'),
      extendedKeys: {
        BTC: env.WALLET_XPUB_BTC,
        LTC: env.WALLET_XPUB_LTC,
        BCH: env.WALLET_XPUB_BCH,
        EVM: env.WALLET_XPUB_ETH,
        XRP: env.WALLET_XPUB_XRP,
      },
      denyListPath: env.WALLET_DENY_LIST_PATH,
      cooldownSeconds: env.EXTERNAL_WALLET_COOLDOWN_SECONDS ?? timings.walletCooldownSeconds,
    },
    chain: {
      network: env.CHAIN_NETWORK,
      blockSeconds: perAsset(chainTimings.blockSeconds, env.SANDBOX_CHAIN_BLOCK_SECONDS),
      requiredConfirmations: perAsset(
        chainTimings.requiredConfirmations,
        env.REQUIRED_CONFIRMATIONS,
      ),
      // Like the bank aggregator's sandbox screen: the chain's controls never exist in production.
      sandboxControls: env.CHAIN_NETWORK === 'sandbox' && env.NODE_ENV !== 'production',
    },
    staff: { maxAdjustment: { ...defaultMaxAdjustment, ...env.ADJUSTMENT_MAX_AMOUNTS } },
    market:
      env.MARKET_DATA === 'coingecko' && env.COINGECKO_API_KEY !== undefined
        ? {
            source: 'coingecko',
            apiKey: env.COINGECKO_API_KEY,
            plan: env.COINGECKO_PLAN,
            baseUrl: env.COINGECKO_BASE_URL,
          }
        : { source: 'simulated', seed: env.MARKET_SEED },
  };
}
