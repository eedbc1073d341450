import { defineProject } from 'vitest/config';
import { conditions, faultTests, serverTestSettings } from './vitest.config.js';

/**
 * The fault tests (docs/decisions/0013): each starts a PostgreSQL cluster of its own and ends its
 * sessions, stops and restarts it under a real server process. They need PostgreSQL's server
 * programs, so they belong to the PostgreSQL suite (`npm run test:pg`; the root config lists this
 * project only when DATABASE_URL is set). One file at a time and after every other project, so
 * their load and their waits do not mix with the other tests'.
 */
export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...serverTestSettings,
    name: 'server-faults',
    include: [faultTests],
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
  },
});
