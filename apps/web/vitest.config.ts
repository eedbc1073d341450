import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Workspace packages export their TypeScript source under `source`.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A screen test clicks through several lazily loaded steps; under a busy full run that
    // takes longer than Vitest's default five seconds.
    testTimeout: 20_000,
  },
});
