import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../testing/flows.js';
import { eventually, type JobRecord, jobReaches, jobsIn, seconds } from '../../testing/jobs.js';
import {
  cleanAnswers,
  putStep,
  startVerification,
  submittedApplication,
} from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** A verification not submitted within its hour expires, through its job on the queue. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUEUE = 'expire-identity-verifications';

const expiryJob = (guid: string): Promise<JobRecord> =>
  eventually(`the expiry job of ${guid}`, async () =>
    (await jobsIn(t.database.db, QUEUE)).find(
      (job) => job.singleton_key === guid && job.state === 'created',
    ),
  );

/** The database's clock cannot be moved: once the test clock has, the job's wait is cut short. */
const dueNow = (job: JobRecord) =>
  sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${job.id}`.execute(t.database.db);

const stateOf = async (guid: string) =>
  (
    await t.database.db
      .selectFrom('identity_verifications')
      .select('state')
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow()
  ).state;

describe('expiry through the job queue', () => {
  it('expires a pending verification an hour after it was created', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const guid = await startVerification(t, customer);
    await putStep(t, customer, guid, 'identity', cleanAnswers().identity);
    const job = await expiryJob(guid);
    expect(seconds(job.created_on, job.start_after)).toBeGreaterThanOrEqual(3599);
    expect(seconds(job.created_on, job.start_after)).toBeLessThanOrEqual(3601);

    t.clock.advance(3600);
    await dueNow(job);
    await jobReaches(t.database.db, job.id, ['completed']);
    expect(await stateOf(guid)).toBe('expired');
    const late = await putStep(t, customer, guid, 'employment', {
      occupation: 'Pilot',
      employer: 'Air',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This identity verification has expired: start a new one');
  });

  it('sends itself again when it runs early, and expires nothing before its time', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const guid = await startVerification(t, customer);
    const job = await expiryJob(guid);
    await dueNow(job);
    await jobReaches(t.database.db, job.id, ['completed']);
    expect(await stateOf(guid)).toBe('waiting');
    const again = await expiryJob(guid);
    expect(again.id).not.toBe(job.id);
    expect(seconds(again.created_on, again.start_after)).toBeGreaterThan(3500);
  });

  it('leaves a submitted verification as it was, however often it runs', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const application = await submittedApplication(t, customer);
    const guid = application.identity_verification_guid;
    t.clock.advance(3600);
    expect(await t.services.kyc.expire(guid)).toBe(false);
    expect(await t.services.kyc.expire(guid)).toBe(false);
    expect(await stateOf(guid)).toBe('completed');
  });

  it('shows an open verification past its time as expired before the job has run', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const guid = await startVerification(t, customer);
    t.clock.advance(3601);
    expect((await t.services.kyc.application(customer.guid, guid)).state).toBe('expired');
    expect(await t.services.kyc.expire(guid)).toBe(true);
    expect(await t.services.kyc.expire(guid)).toBe(false);
    expect(await stateOf(guid)).toBe('expired');
  });
});
