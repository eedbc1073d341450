import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../app.js';
import { createCoordination } from '../infra/coordination/coordination.js';
import type { Database } from '../infra/db/database.js';
import type { ServicesConfig } from '../module-graph.js';
import { developmentVapidKeys } from '../modules/notifications/notifications.config.js';
import { defaultMaxAdjustment } from '../modules/staff/staff.config.js';
import { developmentWalletKeys } from '../modules/wallets/wallets.config.js';
import { createServices, type Services } from '../services.js';
import { answerProblems, honoursPreciseCodes } from './cybrid-answers.js';
import { assertNoIssuedSin } from './issued-sins.js';
import { TestClock } from './test-clock.js';
import { createTestDatabase } from './test-database.js';

export type TestConfig = AppConfig & ServicesConfig;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  clock: TestClock;
  config: TestConfig;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /**
   * What its `/api` answers said beyond Cybrid's description (testing/cybrid-answers.ts), taken
   * and checked after every test (sound-books.setup.ts).
   */
  answerProblems: string[];
  close(): Promise<void>;
}

/** Fast settings: cheap argon2, an easy bot check, rate limits out of the way, quick jobs. */
export const testConfig: TestConfig = {
  isProduction: false,
  logLevel: 'info',
  logFormat: 'json',
  bodyLimitBytes: 16 * 1024,
  webDistDir: undefined,
  trustProxy: false,
  rateLimits: { perMinute: 100_000, contactPerHour: 100_000 },
  publicUrl: 'http://maple.test',
  tokens: {
    secret: 'test-only-token-secret-of-sufficient-length',
    userTtlSeconds: 12 * 3600,
    accessTtlSeconds: 15 * 60,
    adminTtlSeconds: 8 * 3600,
  },
  encryptionKeys: [{ id: 'test1', key: randomBytes(32) }],
  altcha: { hmacKey: 'test-only-altcha-hmac-key-of-sufficient-length', maxNumber: 1000 },
  kyc: {
    blindIndexKey: 'test-only-kyc-blind-index-key-of-sufficient-length',
    sanctionsListPath: fileURLToPath(
      new URL('../../data/sanctions/sdn-sample.csv', import.meta.url),
    ),
    sandboxBehaviours: true,
  },
  mail: {
    smtpUrl: undefined,
    from: 'Maple Exchange <no-reply@maple.test>',
    supportAddress: 'support@maple.test',
    timeoutSeconds: 5,
    retryDelaySeconds: 5,
  },
  push: {
    vapid: { ...developmentVapidKeys, subject: 'mailto:support@maple.test' },
    serviceHosts: ['push.example'],
    allowLocalServices: true,
  },
  // Idle workers ask often, so a test waiting on a job waits little.
  jobs: { pollIntervalMs: 100, maintenanceIntervalSeconds: 60 },
  passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  market: { source: 'simulated', seed: 1 },
  trading: {
    spreadBps: 75,
    stablecoinSpreadBps: 25,
    feeCents: 0n,
    minTradeCents: 500n,
    quoteTtlSeconds: 10,
    settlementDelaySeconds: 5,
  },
  banking: { aggregator: 'sandbox', sandboxScreen: true, withdrawalHoldSeconds: 86_400 },
  wallets: {
    network: 'testnet',
    extendedKeys: developmentWalletKeys,
    denyListPath: fileURLToPath(
      new URL('../../data/sanctions/sdn-addresses-sample.csv', import.meta.url),
    ),
    cooldownSeconds: 86_400,
  },
  // Production's chain timings; tests move the clock and run `crypto.chainSteps.runDue()`.
  chain: {
    network: 'sandbox',
    blockSeconds: { BTC: 600, LTC: 150, BCH: 600, ETH: 12, USDC: 12, XRP: 4 },
    requiredConfirmations: { BTC: 2, LTC: 6, BCH: 6, ETH: 12, USDC: 12, XRP: 1 },
    sandboxControls: true,
  },
  staff: { maxAdjustment: defaultMaxAdjustment },
  // Production's window; the tests place the clock in it.
  recurring: {
    windowStartHour: 8,
    windowEndHour: 20,
    firstRunWithinSeconds: null,
    depositLeadDays: 3,
  },
  // Drawn on the test's own thread; render-pool.test.ts draws on threads.
  documents: { renderThreads: 0 },
  // The defaults of docs/product/limits.md.
  limits: {
    fundingDayCents: 10_000_00n,
    fundingWeekCents: 50_000_00n,
    cryptoWithdrawalDayCents: 10_000_00n,
    eddMultiplier: 5n,
    investmentRetailCents: 30_000_00n,
    investmentEligibleCents: 100_000_00n,
    investmentExemptProvinces: ['BC', 'MB', 'QC'],
  },
  // Short rail steps; tests move the clock and run the rails (`funding.rails.runDue()`).
  funding: {
    quoteTtlSeconds: 300,
    etransferDepositEmail: 'deposits@maple.test',
    etransferRecipientName: 'Maple Exchange',
    eftStepSeconds: 60,
    eftDepositHoldSeconds: 3 * 86_400,
    eftReturnSeconds: 120,
    etransferStepSeconds: 5,
    sandboxOutcome: 'complete',
    sandboxControls: true,
    securityChangeHoldSeconds: 86_400,
    recoveryHoldSeconds: 172_800,
    approvalWindowSeconds: 1800,
    stuckTransferSeconds: 3600,
  },
  crypto: {
    networkFees: {
      BTC: 2_000n,
      LTC: 10_000n,
      BCH: 1_000n,
      ETH: 500_000_000_000_000n,
      USDC: 1_000_000n,
      XRP: 12n,
    },
    approvalThresholdCents: 3_000_00n,
  },
};

/**
 * How far the test app's clock starts ahead of the wall clock. A trade's times and its quote's
 * expiry are the later of the injected clock and the database's (docs/decisions/0013), and
 * tests cannot move the database's: starting ahead keeps it behind the time tests set, however
 * long a file runs, so the test clock alone decides. A test about the database's clock sets the
 * test clock back to the wall clock itself.
 */
const CLOCK_LEAD_MS = 60 * 60 * 1000;

/** The test apps made and not closed yet: the books of each are checked after every test. */
const openApps = new Set<TestApp>();

export function openTestApps(): readonly TestApp[] {
  return [...openApps];
}

const parsedOrText = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
};

/**
 * The real application on a fresh database of its own, with its log captured, built the way
 * `main.ts` builds it (services first, then the app, then the job queue's workers).
 */
export async function createTestApp(overrides: Partial<TestConfig> = {}): Promise<TestApp> {
  const config = { ...testConfig, ...overrides };
  const opened = await createTestDatabase();
  // A test that closes the database itself (the shutdown tests) leaves no books to check.
  const database = {
    ...opened,
    close: async () => {
      openApps.delete(testApp);
      await opened.close();
    },
  };
  const clock = new TestClock(new Date(Date.now() + CLOCK_LEAD_MS));
  const logs: Record<string, unknown>[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logs.push(JSON.parse(line));
      }
      done();
    },
  });
  const coordination = await createCoordination(database.target, database.db, undefined);
  const services = createServices(config, database.db, coordination, clock);
  const problems: string[] = [];
  const app = await buildApp({
    config,
    database,
    services,
    logDestination,
    observeAnswer: (request, reply, payload) => {
      problems.push(
        ...answerProblems({
          method: request.method,
          route: request.routeOptions.url,
          status: reply.statusCode,
          body: typeof payload === 'string' && payload !== '' ? parsedOrText(payload) : undefined,
          preferenceApplied: honoursPreciseCodes(reply.getHeader('preference-applied')),
        }),
      );
    },
  });
  coordination.open(app.log);
  await services.market.start(app.log);
  await services.jobs.start(app.log);
  const testApp: TestApp = {
    app,
    database,
    services,
    clock,
    config,
    logs,
    answerProblems: problems,
    close: async () => {
      openApps.delete(testApp);
      await app.close();
      await services.jobs.stop();
      // Started by the tests of price alerts and orders only: each leads a role of its own.
      await services.alertWatch.stop();
      await services.limitOrderTrigger.stop();
      await services.market.stop();
      await coordination.close();
      await database.close();
      // SIN safety (ADR 16): no test app of the whole suite may have logged a SIN a test made.
      assertNoIssuedSin(logs);
    },
  };
  openApps.add(testApp);
  return testApp;
}
