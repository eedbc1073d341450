import type { CustomerPii } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AuditService } from '../audit/audit.service.js';

/**
 * What customers needs of other modules, kyc built after it (`module-graph.ts` fills each with a
 * closure, which runs only while serving): the personal data of a customer's identity
 * verifications is kyc's, the audit trail is audit's.
 */

export type { CustomerPii };

/**
 * The customer's personal data from their newest application that gave any, identification
 * numbers masked (docs/decisions/0068); undefined when none has yet. Read through `db`, so it
 * shares the transaction that audits the read.
 */
export type PersonalDataOf = (
  db: Kysely<Schema>,
  customerGuid: string,
) => Promise<CustomerPii | undefined>;

/** The audit trail's writer, for a bank's read of personal data. */
export type AuditTrail = Pick<AuditService, 'record'>;

export interface CustomerPorts {
  personalDataOf: PersonalDataOf;
  audit: AuditTrail;
}
