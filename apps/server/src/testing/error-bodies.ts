import {
  coinGeckoErrorSchema,
  errorResponseSchema,
  messageErrorBodySchema,
} from '@maple/contracts';
import type { $ZodType } from 'zod/v4/core';

/** The contract schema of the error body each surface answers (the error handler's choice). */
export function errorBodySchemaFor(url: string): $ZodType {
  if (url.startsWith('/api/')) return errorResponseSchema;
  if (url.startsWith('/market/')) return coinGeckoErrorSchema;
  return messageErrorBodySchema;
}
