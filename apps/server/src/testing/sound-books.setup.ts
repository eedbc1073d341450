import { afterEach, beforeAll, expect } from 'vitest';
import { ledgerViolations } from '../modules/ledger/invariants.js';
import { openTestApps, type TestApp } from './test-app.js';

/**
 * After every server test, the books of every test app its file opened and has not closed are
 * sound (docs/design/money-and-the-ledger.md): each entry balances, balances equal their postings,
 * and what every customer was shown is what the ledger took (ADR 36); and every `/api` answer
 * each sent kept to Cybrid's description (testing/cybrid-answers.ts, ADR 69). A test that moved money
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
    // Every /api answer a test drew is one Cybrid documents for its operation (ADR 69).
    const problems = [...new Set(t.answerProblems.splice(0))];
    expect(problems, '/api answers beyond Cybrid’s description').toEqual([]);
  }
});
