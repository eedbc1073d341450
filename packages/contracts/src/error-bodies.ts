import { z } from 'zod';
import { errorStatuses, isErrorCode } from './errors.js';

export const errorCodeSchema = z.enum(Object.keys(errorStatuses).filter(isErrorCode));

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.output<typeof fieldIssueSchema>;

/** Error body of the own backend and identity service (docs/product/sessions.md). */
export const messageErrorBodySchema = z.strictObject({
  message: z.string(),
  code: errorCodeSchema,
  request_id: z.string(),
  details: z.array(fieldIssueSchema).optional(),
});
export type MessageErrorBody = z.output<typeof messageErrorBodySchema>;
