import { afterEach, beforeAll, expect } from 'vitest';
import { ledgerViolations } from '../modules/ledger/invariants.js';
import { openTestApps, type TestApp } from './test-app.js';

/**
 * After every server test, the books of every test app its file opened and has not closed are
 * sound (docs/design/money-and-the-ledger.md): each entry balances, balances equal their postings,
 * and what every customer was shown is what the ledger took (ADR 36). A test that moved money
 * wrongly fails here even if it asserted nothing about the books itself.
 *
 * A worker runs file after file in one module graph (`isolate: false`), so an app an earlier
 * file left open is that file's concern, not this one's.
 */
let earlierFiles = new Set<TestApp>();

beforeAll(() => {
  earlierFiles = new Set(openTestApps());
});

afterEach(async () => {
  for (const t of openTestApps()) {
    if (earlierFiles.has(t)) continue;
    expect(await ledgerViolations(t.database.db), 'the ledger invariants').toEqual({});
  }
});
