import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { type RowJobSender, registerRowJob } from '../../infra/jobs/row-jobs.js';
import { expireIfOpen, findVerification, type Verification } from './kyc.repo.js';

/**
 * Expires verifications not submitted in time (Cybrid's `expired`), as one delayed job each on
 * the job queue (docs/architecture.md, "Background work"), sent in the transaction that creates
 * the verification and keyed by its guid. The job is idempotent: only a verification still
 * waiting or pending, and past its time by our clock, becomes expired; one run early (the
 * delay is waited on the database's clock) sends itself again for the time left.
 */
export class VerificationExpiry {
  private readonly jobs: RowJobSender;

  constructor(private readonly deps: { db: Kysely<Schema>; clock: Clock; jobs: JobQueue }) {
    this.jobs = registerRowJob(deps.jobs, deps.clock, {
      name: 'expire-identity-verifications',
      handle: (guid) => this.expire(guid),
    });
  }

  /** Sends the verification's expiry job through `db` (the transaction creating it). */
  async schedule(db: Kysely<Schema>, verification: Verification): Promise<void> {
    await this.jobs.send(db, verification.guid, verification.expiresAt);
  }

  /** Answers whether the verification expired now. */
  async expire(guid: string): Promise<boolean> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const verification = await findVerification(db, guid);
    if (verification === undefined) return false;
    const open = verification.state === 'waiting' || verification.state === 'pending';
    if (open && verification.expiresAt > now) {
      await this.schedule(db, verification);
      return false;
    }
    return (await expireIfOpen(db, guid, now)) !== undefined;
  }
}
