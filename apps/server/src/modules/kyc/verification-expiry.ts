import { guidSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Clock, secondsUntil } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import { expireIfOpen, findVerification, type Verification } from './kyc.repo.js';

type ExpiryJob = { guid: string };

/**
 * Expires verifications not submitted in time (Cybrid's `expired`), as one delayed job each on
 * the job queue (docs/architecture.md, "Background work"), sent in the transaction that creates
 * the verification and keyed by its guid. The job is idempotent: only a verification still
 * waiting or pending, and past its time by our clock, becomes expired; one run early (the
 * delay is waited on the database's clock) sends itself again for the time left.
 */
export class VerificationExpiry {
  private readonly jobs: JobSender<ExpiryJob>;

  constructor(private readonly deps: { db: Kysely<Schema>; clock: Clock; jobs: JobQueue }) {
    this.jobs = deps.jobs.register({
      name: 'expire-identity-verifications',
      // One waiting job per verification.
      policy: 'short',
      data: z.strictObject({ guid: guidSchema }),
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      batchSize: 10,
      handle: async (job) => {
        await this.expire(job.data.guid);
      },
    });
  }

  /** Sends the verification's expiry job through `db` (the transaction creating it). */
  async schedule(db: Kysely<Schema>, verification: Verification): Promise<void> {
    await this.jobs.send(
      db,
      { guid: verification.guid },
      {
        delaySeconds: secondsUntil(verification.expiresAt, this.deps.clock.now()),
        singletonKey: verification.guid,
      },
    );
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
