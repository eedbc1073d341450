import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * The name a customer's identity verification established (implemented by the kyc module's
 * service, injected in services.ts): undefined when the customer was verified without an
 * application (the sandbox's `passed_immediately`, the seeded demo customer).
 */
export interface LegalNames {
  verifiedNameOf(db: Kysely<Schema>, customerGuid: string): Promise<string | undefined>;
}
