import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { contactFormPerHour, smtpSinkUrl } from './support/contact.js';
import { freePorts } from './support/free-port.js';
import { shortUserTokenSeconds } from './support/short-session.js';
import { type E2eStaffMember, e2eStaffMembers, staffPrintoutPath } from './support/staff.js';

// The config is evaluated by the runner and again by each worker; the runner picks the port and
// the data directory once and hands them to the workers through the environment.
// The four ports are picked together, so they differ (see freePorts).
const [mainPort = 0, shortPort = 0, smtpPort = 0, smtpHttpPort = 0] = await freePorts(4);
process.env.E2E_PORT ??= String(mainPort);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'maple-e2e-'));
process.env.E2E_SHORT_PORT ??= String(shortPort);
process.env.E2E_SHORT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'maple-e2e-short-'));
process.env.E2E_SMTP_PORT ??= String(smtpPort);
process.env.E2E_SMTP_HTTP_PORT ??= String(smtpHttpPort);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** A second server whose user tokens expire after a few seconds, for the expiry journey. */
const shortSessionURL = `http://127.0.0.1:${process.env.E2E_SHORT_PORT}`;

/** The rails' and the chain's delays and the withdrawal holds of the main e2e server. */
const fundingTimings = {
  EFT_STEP_SECONDS: '2',
  EFT_DEPOSIT_HOLD_SECONDS: '20',
  ETRANSFER_STEP_SECONDS: '1',
  BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS: '0',
  // A new wallet receives withdrawals after seconds, so a journey waits out its cooldown.
  EXTERNAL_WALLET_COOLDOWN_SECONDS: '20',
  // The sandbox chain's blocks come every 2 s, and deposits count as final after 2 of them.
  SANDBOX_CHAIN_BLOCK_SECONDS: 'BTC:2,LTC:2,BCH:2,ETH:2,USDC:2,XRP:2',
  REQUIRED_CONFIRMATIONS: 'BTC:2,LTC:2,BCH:2,ETH:2,USDC:2,XRP:1',
  // Development's recurring runs: any hour, and an order starting today runs within a minute.
  RECURRING_WINDOW_START_HOUR: '0',
  RECURRING_WINDOW_END_HOUR: '24',
  RECURRING_FIRST_RUN_WITHIN_SECONDS: '60',
};

/** The specs that sign in as the demo customer (one project, one worker: see `projects`). */
const demoCustomerSpecs = /(trading|tax-documents)-journey\.spec\.ts$/;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const jsonReport = process.env.E2E_JSON_REPORT;

/**
 * The real server on its own port and fresh embedded database. Before it starts, the staff CLI
 * creates the given staff users (as an operator would) and their printouts are kept for the
 * admin specs.
 */
function server(
  port: string,
  dataDir: string,
  env: Record<string, string>,
  staff: readonly E2eStaffMember[] = [],
) {
  const createStaff = staff.map(
    ({ email, name, role }) =>
      `node apps/server/dist/cli/create-admin.js --email ${email} --name "${name}" --role ${role} > "${staffPrintoutPath(dataDir, email)}"`,
  );
  return {
    command: [...createStaff, 'node apps/server/dist/main.js'].join(' && '),
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // The staff CLI runs and a first start on a fresh database take most of a minute on a busy
    // two-core machine; the server is waited for, not a fixed time.
    timeout: 180_000,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A small proof of work keeps sign-ups quick; many sign-ups come from one address.
      ALTCHA_MAX_NUMBER: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  // A 2-core CI machine building and testing at once can take seconds to serve a chunk.
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell, the build Playwright itself runs headless; it never
      // downloads a browser here. Full Chromium in its new headless mode ran the site specs at
      // half this speed on a 2-core machine. For a headed run, CHROMIUM_PATH=/usr/bin/chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/short-session|lighthouse|web-push|installable/, demoCustomerSpecs],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The specs that sign in as the demo customer (DEMO_ACCOUNTS), one at a time: a sign-in ends
    // the customer's other session, so two at once would cut each other short.
    {
      name: 'demo-customer',
      testMatch: demoCustomerSpecs,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The headless shell refuses notifications; full Chromium in its new headless mode shows
    // them to the service worker (docs/decisions/0063-web-push.md).
    {
      name: 'web-push',
      testMatch: /web-push/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
        },
      },
    },
    // The headless shell cannot install apps (its installability check finds nothing wrong even
    // without a manifest); full Chromium checks as the browser's install prompt does
    // (docs/decisions/0080-installable-web-app.md).
    {
      name: 'installable',
      testMatch: /installable/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
        },
      },
    },
    {
      name: 'short-session',
      testMatch: /short-session/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: shortSessionURL },
    },
    // Last and alone, so its timings are not the other specs' load.
    {
      name: 'lighthouse',
      testMatch: /lighthouse/,
      dependencies: ['desktop', 'demo-customer', 'short-session', 'web-push', 'installable'],
      use: { channel: undefined },
    },
  ],
  webServer: [
    // A real SMTP server the main server sends its mail to; specs read it over HTTP.
    {
      command: 'node --import tsx e2e/support/smtp-sink.ts',
      cwd: repoRoot,
      url: `${smtpSinkUrl()}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
        E2E_SMTP_HTTP_PORT: process.env.E2E_SMTP_HTTP_PORT,
      },
    },
    // The demo customer (DEMO_ACCOUNTS) is for the trading journey only; other specs make their
    // own. Its mail goes to the SMTP sink (and still shows at /dev/mailbox); three contact
    // messages an hour, so the contact spec reaches the limit quickly. The sandbox rails run in
    // seconds and a new bank account takes withdrawals at once, so a journey goes from linking a
    // bank to withdrawing within a test; the deposit hold stays long enough to be seen.
    server(
      process.env.E2E_PORT,
      process.env.E2E_DATA_DIR,
      {
        DEMO_ACCOUNTS: 'true',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        CONTACT_FORM_PER_HOUR: String(contactFormPerHour),
        ...fundingTimings,
      },
      Object.values(e2eStaffMembers),
    ),
    server(process.env.E2E_SHORT_PORT, process.env.E2E_SHORT_DATA_DIR, {
      USER_TOKEN_TTL_SECONDS: String(shortUserTokenSeconds),
    }),
  ],
});
