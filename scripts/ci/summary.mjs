// Sums the machine-readable reports of every suite of a CI run into one closing line.
// Usage: node scripts/ci/summary.mjs <report.json>... — Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest
    passed += report.numPassedTests;
    failed +=
      report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
  } else if (report.stats !== undefined) {
    // Playwright: flaky tests passed on retry but are counted as failures here on purpose.
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
