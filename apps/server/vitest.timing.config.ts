import { defineProject } from 'vitest/config';
import { conditions, serverTestSettings, timingTests } from './vitest.config.js';

/**
 * The timing tests (an unknown address must take as long as a known one), one file at a time
 * and after every other project, so that no other test's work skews what they measure.
 */
export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...serverTestSettings,
    name: 'server-timing',
    include: [timingTests],
    // Each file in a process of its own: in the shared one, what the suite's other files left
    // running (their timers, their apps' pollers) slowed the path with more awaits by 12-14 %.
    isolate: true,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
