import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { developmentVapidKeys } from './modules/notifications/notifications.config.js';
import { defaultMaxAdjustment } from './modules/staff/staff.config.js';
import { developmentWalletKeys } from './modules/wallets/wallets.config.js';

/** BIP32's published test vector 1 master public key: anything but the development keys. */
const vectorXpub =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
const productionWalletKeys = {
  WALLET_XPUB_BTC: vectorXpub,
  WALLET_XPUB_LTC: vectorXpub,
  WALLET_XPUB_BCH: vectorXpub,
  WALLET_XPUB_ETH: vectorXpub,
  WALLET_XPUB_XRP: vectorXpub,
};

/** A VAPID key pair made for these tests: anything but the development pair. */
const productionPushKeys = {
  VAPID_PUBLIC_KEY:
    'BLHnwIRiwhKMI33Uemb2pPwcFgQ0KDaszyqw8xfDaj5pbUR44y8bvobh07qZBDKcBSsjCoijhsELFtvq2r-wCPk',
  VAPID_PRIVATE_KEY: 'WyxafuA36v_27s5v86om9tulcC5rAMDqBPp2IPCUG7E',
};

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      database: { dataDir: './data' },
    });
  });

  it('selects PostgreSQL when DATABASE_URL is set, with timeouts that bound every request', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/maple' });
    expect(config.database).toEqual({
      url: 'postgres://app@db:5432/maple',
      poolSize: 10,
      timeouts: {
        connectMs: 3_000,
        statementMs: 10_000,
        lockMs: 5_000,
        idleInTransactionMs: 15_000,
      },
    });
  });

  it('reads the database timeouts, and refuses ones that would not bound anything', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/maple',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_LOCK_TIMEOUT_MS: '500',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
    });
    expect('timeouts' in config.database && config.database.timeouts).toEqual({
      connectMs: 1_000,
      statementMs: 2_000,
      lockMs: 500,
      idleInTransactionMs: 4_000,
    });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('goes through Redis only when REDIS_URL is set, under its key prefix', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'maple:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'eu-1:' }).redis?.keyPrefix,
    ).toBe('eu-1:');
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('lists every problem at once, naming the variable and the value it got', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      expect(error.problems).toHaveLength(4);
      expect(error.message).toContain('PORT: must be a whole number (got "abc")');
      expect(error.message).toContain('NODE_ENV');
      expect(error.message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(error.message).toContain('LOG_LEVEL');
    }
  });

  it('logs readable lines in development and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads the job queue and mail delivery settings, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      jobs: { pollIntervalMs: 1000, maintenanceIntervalSeconds: 60 },
      mail: { timeoutSeconds: 20, retryDelaySeconds: 5 },
    });
    const tuned = loadConfig({
      JOBS_POLL_INTERVAL_MS: '250',
      JOBS_MAINTENANCE_INTERVAL_SECONDS: '5',
      SMTP_TIMEOUT_SECONDS: '10',
      MAIL_RETRY_DELAY_SECONDS: '30',
    });
    expect(tuned.jobs).toEqual({ pollIntervalMs: 250, maintenanceIntervalSeconds: 5 });
    expect(tuned.mail).toMatchObject({ timeoutSeconds: 10, retryDelaySeconds: 30 });
    expect(() => loadConfig({ JOBS_MAINTENANCE_INTERVAL_SECONDS: '0' })).toThrow(
      /JOBS_MAINTENANCE_INTERVAL_SECONDS/,
    );
  });

  it('derives deposit addresses from the test mnemonic’s keys on the test networks, which production refuses', () => {
    const development = loadConfig({});
    expect(development.wallets).toMatchObject({
      network: 'testnet',
      extendedKeys: { BTC: developmentWalletKeys.BTC, EVM: developmentWalletKeys.EVM },
    });
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://maple.example',
      TOKEN_SECRET: 'a-production-token-secret-of-enough-length',
      ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-enough-length!',
      KYC_BLIND_INDEX_KEY: 'a-production-blind-index-key-of-enough-length',
      DATA_ENCRYPTION_KEYS: `prod1:${Buffer.alloc(32, 7).toString('base64')}`,
    };
    expect(() => loadConfig(production)).toThrow('WALLET_XPUB_BTC: must be set in production');
    const configured = loadConfig({
      ...production,
      ...productionWalletKeys,
      ...productionPushKeys,
    });
    expect(configured.wallets.network).toBe('mainnet');
    expect(configured.wallets.extendedKeys.XRP).toBe(productionWalletKeys.WALLET_XPUB_XRP);
    expect(() => loadConfig({ WALLET_XPUB_BTC: 'xprv-not-a-public-key' })).toThrow(
      /WALLET_XPUB_BTC/,
    );
    expect(loadConfig({ EXTERNAL_WALLET_COOLDOWN_SECONDS: '600' }).wallets.cooldownSeconds).toBe(
      600,
    );
  });

  it('keys the SIN blind index with a development default that production refuses', () => {
    const development = loadConfig({});
    expect(development.kyc.blindIndexKey).toMatch(/^development-only/);
    expect(development.kyc.sanctionsListPath).toMatch(/data[\\/]sanctions[\\/]sdn-sample\.csv$/);
    expect(development.kyc.sandboxBehaviours).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://maple.example',
      TOKEN_SECRET: 'a-production-token-secret-of-enough-length',
      ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-enough-length!',
      DATA_ENCRYPTION_KEYS: `prod1:${Buffer.alloc(32, 7).toString('base64')}`,
      ...productionWalletKeys,
      ...productionPushKeys,
    };
    expect(() => loadConfig(production)).toThrow('KYC_BLIND_INDEX_KEY: must be set in production');
    const configured = loadConfig({
      ...production,
      KYC_BLIND_INDEX_KEY: 'a-production-blind-index-key-of-enough-length',
      SANCTIONS_LIST_PATH: '/srv/lists/SDN.CSV',
    });
    expect(configured.kyc).toEqual({
      blindIndexKey: 'a-production-blind-index-key-of-enough-length',
      sanctionsListPath: '/srv/lists/SDN.CSV',
      sandboxBehaviours: false,
    });
    expect(() => loadConfig({ KYC_BLIND_INDEX_KEY: 'short' })).toThrow(/KYC_BLIND_INDEX_KEY/);
  });

  it('shortens the sandbox rails and the new bank account and wallet holds in development only', () => {
    const timings = (source: Record<string, string>) => {
      const { banking, funding, wallets } = loadConfig(source);
      return {
        step: funding.eftStepSeconds,
        depositHold: funding.eftDepositHoldSeconds,
        returnAfter: funding.eftReturnSeconds,
        newAccountHold: banking.withdrawalHoldSeconds,
        walletCooldown: wallets.cooldownSeconds,
        securityHold: funding.securityChangeHoldSeconds,
      };
    };
    // `npm start`: a deposit lands in seconds and is held a minute; a new account takes a
    // withdrawal a minute after it is linked, a new wallet a minute after it is added.
    expect(timings({})).toEqual({
      step: 5,
      depositHold: 60,
      returnAfter: 30,
      newAccountHold: 60,
      walletCooldown: 60,
      securityHold: 86_400,
    });
    const longer = {
      step: 60,
      depositHold: 259_200,
      returnAfter: 120,
      newAccountHold: 86_400,
      walletCooldown: 86_400,
      securityHold: 86_400,
    };
    expect(timings({ NODE_ENV: 'test' })).toEqual(longer);
    expect(
      timings({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://maple.example',
        TOKEN_SECRET: 'a-production-token-secret-of-enough-length',
        ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-enough-length!',
        KYC_BLIND_INDEX_KEY: 'a-production-blind-index-key-of-enough-length',
        DATA_ENCRYPTION_KEYS: `prod1:${Buffer.alloc(32, 7).toString('base64')}`,
        ...productionWalletKeys,
        ...productionPushKeys,
      }),
    ).toEqual(longer);
    // What the environment sets wins in development too, down to no hold at all.
    expect(
      timings({
        EFT_STEP_SECONDS: '2',
        BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS: '0',
        EXTERNAL_WALLET_COOLDOWN_SECONDS: '0',
      }),
    ).toMatchObject({ step: 2, newAccountHold: 0, walletCooldown: 0 });
    expect(() => loadConfig({ EFT_DEPOSIT_HOLD_SECONDS: '0' })).toThrow(/EFT_DEPOSIT_HOLD_SECONDS/);
  });

  it('arms a failpoint for tests only: production refuses one, and a malformed one is refused', () => {
    expect(loadConfig({}).failpoint).toBeUndefined();
    expect(loadConfig({ FAILPOINT: 'funding.after_step:settle' }).failpoint).toBe(
      'funding.after_step:settle',
    );
    expect(() => loadConfig({ FAILPOINT: 'kill everything' })).toThrow(/FAILPOINT/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://maple.example',
        TOKEN_SECRET: 'a-production-token-secret-of-enough-length',
        ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-enough-length!',
        KYC_BLIND_INDEX_KEY: 'a-production-blind-index-key-of-enough-length',
        DATA_ENCRYPTION_KEYS: `prod1:${Buffer.alloc(32, 7).toString('base64')}`,
        ...productionWalletKeys,
        ...productionPushKeys,
        FAILPOINT: 'funding.after_step:settle',
      }),
    ).toThrow('FAILPOINT: must not be set in production');
  });

  it('reads the limits of docs/product/limits.md, in cents, with their defaults', () => {
    expect(loadConfig({}).limits).toEqual({
      fundingDayCents: 10_000_00n,
      fundingWeekCents: 50_000_00n,
      cryptoWithdrawalDayCents: 10_000_00n,
      eddMultiplier: 5n,
      investmentRetailCents: 30_000_00n,
      investmentEligibleCents: 100_000_00n,
      investmentExemptProvinces: ['BC', 'MB', 'QC'],
    });
    const tuned = loadConfig({
      FUNDING_LIMIT_24H_CENTS: '500000',
      EDD_LIMIT_MULTIPLIER: '3',
      INVESTMENT_LIMIT_EXEMPT_PROVINCES: ' on, qc ',
    });
    expect(tuned.limits).toMatchObject({
      fundingDayCents: 5_000_00n,
      eddMultiplier: 3n,
      investmentExemptProvinces: ['ON', 'QC'],
    });
    expect(
      loadConfig({ INVESTMENT_LIMIT_EXEMPT_PROVINCES: 'none' }).limits.investmentExemptProvinces,
    ).toEqual([]);
    expect(() => loadConfig({ INVESTMENT_LIMIT_EXEMPT_PROVINCES: 'BC,XX' })).toThrow(
      /INVESTMENT_LIMIT_EXEMPT_PROVINCES: .*not XX/,
    );
    expect(() => loadConfig({ EDD_LIMIT_MULTIPLIER: '0' })).toThrow(/EDD_LIMIT_MULTIPLIER/);
    expect(() => loadConfig({ FUNDING_LIMIT_7D_CENTS: '12.5' })).toThrow(/FUNDING_LIMIT_7D_CENTS/);
  });

  it('reviews crypto withdrawals from CAD 3,000, and refuses a threshold not below the 24-hour limit', () => {
    const config = loadConfig({});
    expect(config.crypto.approvalThresholdCents).toBe(3_000_00n);
    expect(config.crypto.approvalThresholdCents).toBeLessThan(
      config.limits.cryptoWithdrawalDayCents,
    );
    // At the limit, no withdrawal a customer without enhanced due diligence may make is reviewed.
    expect(() => loadConfig({ CRYPTO_APPROVAL_THRESHOLD_CENTS: '1000000' })).toThrow(
      /CRYPTO_APPROVAL_THRESHOLD_CENTS: must be below CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS/,
    );
    expect(() =>
      loadConfig({
        CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS: '200000',
      }),
    ).toThrow(/CRYPTO_APPROVAL_THRESHOLD_CENTS: must be below/);
    expect(
      loadConfig({
        CRYPTO_APPROVAL_THRESHOLD_CENTS: '1999999',
        CRYPTO_WITHDRAWAL_LIMIT_24H_CENTS: '2000000',
      }).crypto.approvalThresholdCents,
    ).toBe(1_999_999n);
  });

  it('bounds manual adjustments per asset, the assets not named keeping their default', () => {
    expect(loadConfig({}).staff.maxAdjustment).toEqual(defaultMaxAdjustment);
    expect(
      loadConfig({ ADJUSTMENT_MAX_AMOUNTS: ' cad:250000, BTC:5000000 ' }).staff.maxAdjustment,
    ).toEqual({ ...defaultMaxAdjustment, CAD: 250_000n, BTC: 5_000_000n });
    for (const bad of ['CAD', 'CAD:0', 'CAD:-5', 'DOGE:5', 'CAD:1.5', `CAD:1${'0'.repeat(30)}`]) {
      expect(() => loadConfig({ ADJUSTMENT_MAX_AMOUNTS: bad }), bad).toThrow(
        /ADJUSTMENT_MAX_AMOUNTS: must be ASSET:base units pairs/,
      );
    }
  });

  it('rejects an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });

  it('signs web push with a development key pair that production refuses, and a pair that matches', () => {
    expect(loadConfig({}).push).toEqual({
      vapid: { ...developmentVapidKeys, subject: 'mailto:support@maple.exchange' },
      serviceHosts: [
        'fcm.googleapis.com',
        'notify.windows.com',
        'push.services.mozilla.com',
        'push.apple.com',
      ],
      allowLocalServices: true,
    });
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://maple.example',
      TOKEN_SECRET: 'a-production-token-secret-of-enough-length',
      ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-enough-length!',
      KYC_BLIND_INDEX_KEY: 'a-production-blind-index-key-of-enough-length',
      DATA_ENCRYPTION_KEYS: `prod1:${Buffer.alloc(32, 7).toString('base64')}`,
      ...productionWalletKeys,
    };
    expect(() => loadConfig(production)).toThrow('VAPID_PRIVATE_KEY: must be set in production');
    const mismatched = {
      ...productionPushKeys,
      VAPID_PRIVATE_KEY: developmentVapidKeys.privateKey,
    };
    expect(() => loadConfig({ ...production, ...mismatched })).toThrow(
      'VAPID_PUBLIC_KEY: must be the public key of VAPID_PRIVATE_KEY',
    );
    const configured = loadConfig({
      ...production,
      ...productionPushKeys,
      PUSH_SERVICE_HOSTS: 'Push.Example , other.example',
    });
    expect(configured.push).toMatchObject({
      vapid: { publicKey: productionPushKeys.VAPID_PUBLIC_KEY },
      serviceHosts: ['push.example', 'other.example'],
      allowLocalServices: false,
    });
  });
});
