import { defineProject } from 'vitest/config';

export const conditions = ['source', 'module', 'node', 'development|production'];

/** Tests that compare how long requests take: vitest.timing.config.ts runs them on their own. */
export const timingTests = 'src/**/*-timing.test.ts';

/**
 * Tests of what only PostgreSQL has (several server processes on one database, LISTEN/NOTIFY,
 * advisory locks): part of the suite only when DATABASE_URL names a server (`npm run test:pg`).
 */
const postgresOnlyTests = 'src/**/*.pg.test.ts';
const onPostgres = (process.env.DATABASE_URL ?? '') !== '';
/**
 * Tests that run the server or a CLI as a process on its embedded database whatever
 * DATABASE_URL says (they pass the child its own environment): the PostgreSQL suite would run
 * them again on PGlite, so they run in the embedded suite only.
 */
const embeddedOnlyTests = ['src/main.test.ts', 'src/cli/*.test.ts'];
/** Tests that break PostgreSQL on purpose: vitest.faults.config.ts, in the PostgreSQL suite. */
export const faultTests = 'src/**/*-faults.test.ts';

export const serverTestSettings = {
  environment: 'node' as const,
  // Each file starts its own PGlite from a migrated dump (src/testing/migrated-snapshot.ts);
  // generous timeouts keep a loaded machine green.
  globalSetup: ['src/testing/migrated-snapshot.ts'],
  // A worker keeps its imported modules from file to file: every file builds its own app,
  // services and database and mocks no module, and re-importing the server's module graph for
  // each file was half the suite's time (import 349 s of a 730 s run; 23 s of 414 s without).
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...serverTestSettings,
    name: 'server',
    // The ledger's invariants on every open test app after every test (ADR 36).
    setupFiles: ['src/testing/sound-books.setup.ts'],
    include: ['src/**/*.test.ts'],
    exclude: onPostgres
      ? [timingTests, faultTests, ...embeddedOnlyTests]
      : [timingTests, faultTests, postgresOnlyTests],
  },
});
