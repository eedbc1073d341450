// Sums the machine-readable reports of every suite of a CI run into one closing line.
// Usage: node scripts/ci/summary.mjs [--status N] <report.json>... — Vitest and Playwright JSON
// reports; `--status` is the run's exit status: a run that failed outside any suite (install,
// typecheck, lint, a crashed step) counts one failure, so the line never reads as a pass.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const statusAt = args.indexOf('--status');
const status = statusAt === -1 ? 0 : Number(args.splice(statusAt, 2)[1]);

let passed = 0;
let failed = 0;
for (const file of args) {
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
if (status !== 0 && failed === 0) failed = 1;
process.stdout.write(`${passed} passed, ${failed} failed\n`);
