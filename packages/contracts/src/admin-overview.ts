import { z } from 'zod';

/**
 * The back office's home (`GET /admin/api/overview`, every staff role): how many items each work
 * queue holds, counted as its screen lists it, and the UTC day's figures so far. Counts and
 * sums only, so reading it is not audited. Money is CAD cents as strings of digits.
 */

export const adminOverviewPath = '/admin/api/overview';

/** It takes no parameters: any is refused (400), as a mistyped filter would be. */
export const adminOverviewQuerySchema = z.strictObject({});

const countSchema = z.number().int().nonnegative();
const centsSchema = z.string().regex(/^-?\d{1,78}$/);

export const overviewQueueCountsSchema = z.object({
  /** Identity verifications waiting for a person. */
  verifications: countSchema,
  /** Compliance cases open or claimed. */
  compliance_cases: countSchema,
  /** Crypto withdrawals waiting for approval. */
  crypto_withdrawals: countSchema,
  /** e-Transfers in suspense not yet assigned. */
  suspense: countSchema,
  /** Reconciliation differences. */
  reconciliation: countSchema,
  /** Failed transfers and those stuck past the configured age. */
  transfers: countSchema,
  /** Dead jobs waiting for staff. */
  dead_jobs: countSchema,
  /** Manual adjustments waiting for an admin's decision. */
  adjustments: countSchema,
});
export type OverviewQueueCounts = z.infer<typeof overviewQueueCountsSchema>;

export const adminOverviewSchema = z.object({
  /** The UTC day the figures cover. */
  day: z.iso.date(),
  queues: overviewQueueCountsSchema,
  today: z.object({
    trades: countSchema,
    /** CAD cents that changed hands with the house, fees excluded. */
    volume_cents: centsSchema,
    /** Spread and fees earned, CAD cents. */
    revenue_cents: centsSchema,
    /** Customers who signed up. */
    new_customers: countSchema,
    /** Deposits the bank returned. */
    returned_deposits: countSchema,
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
