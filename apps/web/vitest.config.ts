import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Tests that replace a module (`vi.mock`): they run in a project of their own, each file in a
 * fresh module graph (vitest.isolated.config.ts), since a mock would otherwise stay in the
 * shared graph for the files after it. scripts/isolated-tests.test.ts keeps the naming.
 */
export const isolatedTests = 'src/**/*.isolated.test.{ts,tsx}';

export const webTestSettings = {
  // Workspace packages export their TypeScript source under `source`.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // A screen test clicks through several lazily loaded steps; under a busy full run that
  // takes longer than Vitest's default five seconds.
  testTimeout: 20_000,
};

export default defineProject({
  plugins: [react()],
  resolve: webTestSettings.resolve,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [isolatedTests],
    environment: webTestSettings.environment,
    setupFiles: webTestSettings.setupFiles,
    testTimeout: webTestSettings.testTimeout,
    // A worker keeps its imported modules from file to file: the setup file resets what a test
    // can leave behind (storage, language, stubbed fetch, the DOM), and re-importing the app
    // for each of 80 files was two thirds of the project's time (164 s against 51 s).
    isolate: false,
  },
});
