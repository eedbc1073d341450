import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own PGlite (about 2 s); generous timeouts keep a loaded machine green.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
