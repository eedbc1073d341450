import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { type AuditEvent, recordAuditEvent } from './audit.repo.js';

export type { AuditEvent };

/** The append-only audit trail, for other modules: they record through this, not the repo. */
export class AuditService {
  /** Pass the transaction of the change it records, so both commit or neither does. */
  async record(db: Kysely<Schema>, event: AuditEvent): Promise<void> {
    await recordAuditEvent(db, event);
  }
}
