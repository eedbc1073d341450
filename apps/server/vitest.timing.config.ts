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
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
