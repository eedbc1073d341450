import type { Authenticator } from './auth.js';

/** What every module's routes are registered with (`app.ts`, ADR 46). */
export interface RouteKit {
  /** The token check each guarded route names (`auth.require`). */
  auth: Authenticator;
  /** Per-IP request budgets: `perMinute` on each limited route, `contactPerHour` on the form. */
  rateLimits: { perMinute: number; contactPerHour: number };
}
