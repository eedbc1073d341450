import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { isolatedTests, webTestSettings } from './vitest.config';

/** The web tests that replace a module, each file in a fresh module graph (see vitest.config.ts). */
export default defineProject({
  plugins: [react()],
  resolve: webTestSettings.resolve,
  test: {
    name: 'web-isolated',
    include: [isolatedTests],
    environment: webTestSettings.environment,
    setupFiles: webTestSettings.setupFiles,
    testTimeout: webTestSettings.testTimeout,
  },
});
