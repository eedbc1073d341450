import { z } from 'zod';
import { errorCodeSchema } from '../error-bodies.js';
import { countSchema } from './fields.js';

/** Cybrid's ErrorResponse: every `/api` failure answers this body. */
export const errorResponseSchema = z.strictObject({
  status: countSchema.meta({ description: 'The HTTP status.' }),
  error_message: z.string(),
  message_code: errorCodeSchema,
});
export type ErrorResponse = z.output<typeof errorResponseSchema>;
