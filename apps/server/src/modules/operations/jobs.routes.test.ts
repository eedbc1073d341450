import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  signedInCustomer,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../testing/flows.js';
import { eventually, type JobRecord, jobReaches, jobsIn, retryNow } from '../../testing/jobs.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';

/**
 * The back office's jobs API. Its failed and dead jobs are real ones: e-mail deliveries whose
 * every attempt the SMTP server refused.
 */
let smtp: SmtpReceiver;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ mail: { ...testConfig.mail, smtpUrl: smtp.url } });
  admin = await signedInStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const to = (address: string) => (mail: Email) =>
  mail.to?.some((recipient) => recipient.address === address) ?? false;

interface DeadMail {
  address: string;
  emailId: string;
  /** The delivery job, failed after its eight attempts. */
  failed: JobRecord;
  /** Its copy in the dead-letter queue. */
  dead: JobRecord;
}

/** A sign-up whose verification e-mail the SMTP server refuses eight times over. */
async function deadMail(): Promise<DeadMail> {
  const db = t.database.db;
  const address = uniqueEmail('dead-mail');
  smtp.refuseNext(8);
  await signUp(t.app, { email: address, password: strongPassword, display_name: 'Dead Letter' });
  const { id } = await db
    .selectFrom('outbound_emails')
    .select('id')
    .where('to_address', '=', address)
    .executeTakeFirstOrThrow();
  const emailId = String(id);
  const ofThisMail = (job: JobRecord) => job.data?.email_id === emailId;
  const job = await eventually('the delivery job', async () =>
    (await jobsIn(db, 'deliver-email')).find(ofThisMail),
  );
  for (let retry = 1; retry <= 7; retry += 1) {
    await jobReaches(db, job.id, ['retry'], (waiting) => waiting.retry_count === retry - 1);
    await retryNow(db, job.id);
  }
  const failed = await jobReaches(db, job.id, ['failed']);
  const dead = await eventually('the dead letter', async () =>
    (await jobsIn(db, 'deliver-email-dead')).find(ofThisMail),
  );
  return { address, emailId, failed, dead };
}

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token) });

const listed = async (state: 'failed' | 'dead') =>
  (await get(`/admin/api/jobs?state=${state}&per_page=100`))
    .json()
    .data.objects.map((job: { id: string }) => job.id);

const audited = (action: string, jobId: string) =>
  t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action)
    .where((eb) => eb(eb.ref('details', '->>').key('job_id'), '=', jobId))
    .execute();

describe('GET /admin/api/jobs', () => {
  it('lists the failed jobs and, apart, the dead-letter queue', async () => {
    const mail = await deadMail();

    const failed = await get('/admin/api/jobs?state=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ page: 0, per_page: 20 });
    expect(failed.json().data.objects).toContainEqual({
      id: mail.failed.id,
      queue: 'deliver-email',
      state: 'failed',
      attempts: 8,
      data: { email_id: mail.emailId },
      error: expect.stringMatching(/451/),
      failed_at: mail.failed.completed_on?.toISOString(),
    });
    const dead = await get('/admin/api/jobs?state=dead&queue=deliver-email');
    expect(dead.json().data.objects).toContainEqual({
      id: mail.dead.id,
      queue: 'deliver-email',
      state: 'dead',
      attempts: 8,
      data: { email_id: mail.emailId },
      error: expect.stringMatching(/451/),
      failed_at: mail.dead.created_on.toISOString(),
    });

    const other = await get('/admin/api/jobs?state=failed&queue=settle-trades');
    expect(other.json().data).toEqual({ total: 0, page: 0, per_page: 20, objects: [] });
    const paged = await get('/admin/api/jobs?state=failed&page=1&per_page=1');
    expect(paged.json().data).toMatchObject({ page: 1, per_page: 1 });
    expect(paged.json().data.objects.length).toBe(paged.json().data.total > 1 ? 1 : 0);
  });
});

describe('POST /admin/api/jobs/{id}/retry', () => {
  it('runs a failed job again, in place, and audits it', async () => {
    const mail = await deadMail();

    const retried = await post(`/admin/api/jobs/${mail.failed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ data: { id: mail.failed.id, queue: 'deliver-email' } });
    await smtp.waitFor(to(mail.address));
    await jobReaches(t.database.db, mail.failed.id, ['completed']);

    expect(await listed('failed')).not.toContain(mail.failed.id);
    expect(await audited('staff.job_retried', mail.failed.id)).toMatchObject([
      { actor_type: 'staff', details: { queue: 'deliver-email', state: 'failed' } },
    ]);
    expect((await post(`/admin/api/jobs/${mail.failed.id}/retry`)).statusCode).toBe(409);
  });

  it('runs a dead job again as a new job in its queue, its dead copy gone', async () => {
    const mail = await deadMail();

    const retried = await post(`/admin/api/jobs/${mail.dead.id}/retry`);
    expect(retried.statusCode).toBe(200);
    const runs: string = retried.json().data.id;
    expect(runs).not.toBe(mail.dead.id);
    await smtp.waitFor(to(mail.address));
    await jobReaches(t.database.db, runs, ['completed']);

    expect(await listed('dead')).not.toContain(mail.dead.id);
    expect(await audited('staff.job_retried', mail.dead.id)).toMatchObject([
      { details: { state: 'dead', runs } },
    ]);
    expect((await post(`/admin/api/jobs/${mail.dead.id}/retry`)).statusCode).toBe(404);
  });
});

describe('POST /admin/api/jobs/{id}/discard', () => {
  it('deletes a failed or a dead job, and audits it', async () => {
    const mail = await deadMail();

    for (const job of [mail.failed, mail.dead]) {
      const discarded = await post(`/admin/api/jobs/${job.id}/discard`);
      expect(discarded.statusCode).toBe(200);
      expect(await audited('staff.job_discarded', job.id)).toHaveLength(1);
      expect((await post(`/admin/api/jobs/${job.id}/discard`)).statusCode).toBe(404);
    }
    expect(await listed('failed')).not.toContain(mail.failed.id);
    expect(await listed('dead')).not.toContain(mail.dead.id);
    expect(smtp.received.filter(to(mail.address))).toEqual([]);
  });
});

describe('the jobs API refuses', () => {
  it('anyone but staff with the admin role', async () => {
    const customer = await signedInCustomer(t);
    const support = await signedInStaff(t, 'support');
    const compliance = await signedInStaff(t, 'compliance');
    const url = '/admin/api/jobs?state=failed';

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, customer.tokens.ut)).statusCode).toBe(401);
    expect((await get(url, customer.tokens.at)).statusCode).toBe(401);
    expect((await get(url, support)).statusCode).toBe(403);
    expect((await get(url, compliance)).statusCode).toBe(403);
    const anyId = '5a4c6f3e-8d2b-4c1a-9e7f-0b1d2c3e4f5a';
    expect((await post(`/admin/api/jobs/${anyId}/retry`, support)).statusCode).toBe(403);
    expect((await post(`/admin/api/jobs/${anyId}/discard`, customer.tokens.at)).statusCode).toBe(
      401,
    );
  });

  it('bad input with 4xx and changes nothing', async () => {
    for (const query of ['', 'state=lost', 'state=failed&per_page=101', 'state=failed&page=-1']) {
      expect((await get(`/admin/api/jobs?${query}`)).statusCode).toBe(400);
    }
    expect((await get('/admin/api/jobs?state=failed&queue=Not_A_Queue')).statusCode).toBe(400);
    expect((await get('/admin/api/jobs?state=failed&extra=1')).statusCode).toBe(400);
    expect((await post('/admin/api/jobs/not-a-uuid/retry')).statusCode).toBe(400);
    const unknown = '5a4c6f3e-8d2b-4c1a-9e7f-0b1d2c3e4f5a';
    expect((await post(`/admin/api/jobs/${unknown}/retry`)).statusCode).toBe(404);
    expect((await post(`/admin/api/jobs/${unknown}/discard`)).statusCode).toBe(404);

    // A job that did not fail (the settlement sweep start-up sent) is neither retried nor
    // discarded.
    const [sweep] = await jobsIn(t.database.db, 'settle-trades');
    if (sweep === undefined) throw new Error('no settlement job');
    await jobReaches(t.database.db, sweep.id, ['completed']);
    expect((await post(`/admin/api/jobs/${sweep.id}/retry`)).statusCode).toBe(409);
    expect((await post(`/admin/api/jobs/${sweep.id}/discard`)).statusCode).toBe(409);
    expect((await jobsIn(t.database.db, 'settle-trades'))[0]?.state).toBe('completed');
    expect(await audited('staff.job_retried', sweep.id)).toEqual([]);
  });
});
