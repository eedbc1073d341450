import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript source under the `source` condition, so tests run
// against source without a build step.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
