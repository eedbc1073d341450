import { z } from 'zod';
import { secondsUnlessSet } from '../../infra/config-fields.js';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';

/** Recurring orders' fragment of the environment: the runs' window and deposits (ADR 83). */

export const recurringVariables = {
  RECURRING_WINDOW_START_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  RECURRING_WINDOW_END_HOUR: z.coerce.number().int().min(1).max(24).optional(),
  RECURRING_FIRST_RUN_WITHIN_SECONDS: secondsUnlessSet(60, 86_400),
  RECURRING_DEPOSIT_LEAD_DAYS: z.coerce.number().int().min(0).max(10).optional(),
};

type RecurringEnv = EnvOf<typeof recurringVariables>;

/**
 * When runs happen (ADR 83). Production's window is the business day in Toronto, 8 a.m. to
 * 8 p.m.: a customer is awake to read a skipped run's notice, and the buys of a day spread over
 * twelve hours. Development's is the whole day, and a schedule starting today runs within a
 * minute, so that a person sees their weekly buy run in one sitting, as the sandbox rails'
 * delays are shortened there.
 */
export interface RecurringConfig {
  /** A run's window on its day, in whole hours of Toronto's clock: [start, end). */
  windowStartHour: number;
  windowEndHour: number;
  /** A schedule's first run, when it starts today, happens within this many seconds (or null). */
  firstRunWithinSeconds: number | null;
  /**
   * A run funded by bank starts its EFT deposit this many business days before its day (or
   * sooner, when the rail's steps and the deposit's hold need longer).
   */
  depositLeadDays: number;
}

const production = {
  windowStartHour: 8,
  windowEndHour: 20,
  firstRunWithinSeconds: null,
  depositLeadDays: 3,
};
const development = {
  windowStartHour: 0,
  windowEndHour: 24,
  firstRunWithinSeconds: 60,
  depositLeadDays: 0,
};

export function checkRecurringEnv(env: RecurringEnv, problem: ReportProblem): void {
  const { windowStartHour, windowEndHour } = recurringSettings(env).recurring;
  if (windowEndHour <= windowStartHour) {
    problem('RECURRING_WINDOW_END_HOUR', 'must be after RECURRING_WINDOW_START_HOUR');
  }
}

export function recurringSettings(env: RecurringEnv): { recurring: RecurringConfig } {
  const timings = env.NODE_ENV === 'development' ? development : production;
  return {
    recurring: {
      windowStartHour: env.RECURRING_WINDOW_START_HOUR ?? timings.windowStartHour,
      windowEndHour: env.RECURRING_WINDOW_END_HOUR ?? timings.windowEndHour,
      firstRunWithinSeconds:
        env.RECURRING_FIRST_RUN_WITHIN_SECONDS ?? timings.firstRunWithinSeconds,
      depositLeadDays: env.RECURRING_DEPOSIT_LEAD_DAYS ?? timings.depositLeadDays,
    },
  };
}
