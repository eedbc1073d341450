import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript source under the `source` condition, so tests run
// against source without a build step.
const conditions = ['source', 'module', 'node', 'development|production'];

// CI asks for a machine-readable report to sum every suite into one line.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    // A worker per core, not vitest's one fewer: most test time is spent waiting on PGlite,
    // PostgreSQL or HTTP, and on a 2-core machine the default is a single worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      'apps/server/vitest.config.ts',
      'apps/server/vitest.timing.config.ts',
      // They start PostgreSQL clusters of their own: only in the PostgreSQL suite.
      ...(process.env.DATABASE_URL ? ['apps/server/vitest.faults.config.ts'] : []),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
