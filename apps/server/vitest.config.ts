import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own PGlite from a migrated dump (src/testing/migrated-snapshot.ts);
    // generous timeouts keep a loaded machine green.
    globalSetup: ['src/testing/migrated-snapshot.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
