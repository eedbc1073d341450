import { z } from 'zod';

/**
 * The back office's view of background jobs (`/admin/api/jobs`, staff role `admin`): the jobs
 * whose every attempt failed, to run again or discard. Every answer is `{ data: ... }`.
 *
 * - `failed`: the job stays in its queue, as it last failed, until it is archived (12 h).
 * - `dead`: its copy in the queue's dead-letter queue, kept about four weeks.
 */
export const failedJobStateSchema = z.enum(['failed', 'dead']);
export type FailedJobState = z.infer<typeof failedJobStateSchema>;

export const jobQueueNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens')
  .max(64);

export const jobIdSchema = z.uuid({ error: 'Must be a job id (a UUID)' });

export const jobListQuerySchema = z.strictObject({
  state: failedJobStateSchema,
  queue: jobQueueNameSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobParamsSchema = z.strictObject({ id: jobIdSchema });

export const failedJobSchema = z.object({
  id: jobIdSchema,
  /** The queue whose work it is (for a dead job, the queue it failed in). */
  queue: z.string(),
  state: failedJobStateSchema,
  attempts: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  /** The last attempt's error. */
  error: z.string().nullable(),
  failed_at: z.iso.datetime(),
});
export type FailedJobView = z.infer<typeof failedJobSchema>;

/** The list envelope of the platform API: 0-based `page`. */
export const failedJobListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  objects: z.array(failedJobSchema),
});

/** A retry answers the job that will run: the same id for a failed job, a new one for a dead job. */
export const jobRetriedSchema = z.object({ id: jobIdSchema, queue: z.string() });
