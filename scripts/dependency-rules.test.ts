import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules of `.dependency-cruiser.cjs` catch what they promise: a copy of the
 * sources gets one seeded violation per rule, and the check must report exactly those.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
const server = 'apps/server/src';
const web = 'apps/web/src';

/** rule → the file that breaks it and the import it gains. */
const seeds = {
  'no-module-cycle': [`${server}/modules/ledger/ledger-entries.ts`, '../trading/trading-rules.js'],
  'no-file-cycle': [
    `${server}/modules/backoffice/customer-search-filters.ts`,
    './customer-search-narrowing.repo.js',
  ],
  'no-foreign-repo': [
    `${server}/modules/customers/customer.service.ts`,
    '../identity/users.repo.js',
  ],
  'ledger-through-its-service': [
    `${server}/modules/trading/pricing.ts`,
    '../ledger/platform-accounts.js',
  ],
  'no-composition-root-in-modules': [
    `${server}/modules/content/contact.service.ts`,
    '../../services.js',
  ],
  'infra-is-a-leaf': [`${server}/infra/api-kit/list.ts`, '../../modules/trading/trading-rules.js'],
  'no-feature-to-feature': [`${web}/features/orders/OrdersPage.tsx`, '../exchange/ExchangePage'],
  'no-admin-part-to-part': [
    `${web}/features/admin/sales/SalesPage.tsx`,
    '../trades/components/TradesTable',
  ],
  'admin-kit-is-a-leaf': [
    `${web}/features/admin/kit/Section.tsx`,
    '../customer/CustomerDetailPage',
  ],
  'no-feature-to-site': [`${web}/features/dashboard/DashboardPage.tsx`, '../../site/site-strings'],
  'no-site-to-features': [`${web}/site/SiteApp.tsx`, '../features/orders/OrdersPage'],
} as const;

interface Violation {
  rule: { name: string };
  from: string;
}

let copy: string;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'maple-deps-'));
  for (const path of [server, web, 'tsconfig.base.json', '.dependency-cruiser.cjs']) {
    cpSync(join(root, path), join(copy, path), { recursive: true });
  }
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

async function cruise(): Promise<Violation[]> {
  const run = promisify(execFile);
  const args = [server, web, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  // A violation exits non-zero; the report is on standard output either way.
  const { stdout } = await run(depcruise, args, { cwd: copy, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const report: { summary: { violations: Violation[] } } = JSON.parse(stdout);
  return report.summary.violations;
}

// Each check parses every source file in a child process: about 3 s alone, longer while the
// rest of the suite shares the two cores, so vitest's default 5 s is too tight.
describe('the dependency rules', { timeout: 30_000 }, () => {
  it('find nothing in the sources as they are', async () => {
    expect(await cruise()).toEqual([]);
  });

  it('report each seeded violation under its rule, and nothing else', async () => {
    for (const [file, target] of Object.values(seeds)) {
      appendFileSync(join(copy, file), `\nimport '${target}';\n`);
    }
    const found = (await cruise()).map(({ rule, from }) => `${rule.name} ${from}`);
    const isCycle = (line: string) => /^no-(module|file)-cycle /.test(line);
    const { 'no-module-cycle': _module, 'no-file-cycle': _file, ...direct } = seeds;
    expect(new Set(found.filter((line) => !isCycle(line)))).toEqual(
      new Set(Object.entries(direct).map(([rule, [file]]) => `${rule} ${file}`)),
    );
    // A cycle is reported from every module folder, and every file, on it: ledger → trading →
    // … → ledger, and the file seeded to import the file that imports it.
    expect(found.filter(isCycle)).toEqual(
      expect.arrayContaining([
        `no-module-cycle ${server}/modules/ledger`,
        `no-module-cycle ${server}/modules/trading`,
        `no-file-cycle ${server}/modules/backoffice/customer-search-filters.ts`,
      ]),
    );
  });
});
