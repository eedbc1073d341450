import { afterEach, expect } from 'vitest';
import { ledgerViolations } from '../modules/ledger/invariants.js';
import { openTestApps } from './test-app.js';

/**
 * After every server test, the books of every test app still open are sound (DESIGN §4): each
 * entry balances, balances equal their postings, and what every customer was shown is what the
 * ledger took (ADR 36). A test that moved money wrongly fails here even if it asserted nothing
 * about the books itself.
 */
afterEach(async () => {
  for (const t of openTestApps()) {
    expect(await ledgerViolations(t.database.db), 'the ledger invariants').toEqual({});
  }
});
