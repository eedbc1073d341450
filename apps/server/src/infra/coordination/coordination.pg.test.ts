import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { AdvisoryLockLeadership } from './advisory-lock-leadership.js';
import type { CoordinationLog } from './coordination-log.js';
import { NotifyBroadcast } from './notify-broadcast.js';

/**
 * The PostgreSQL parts of coordination against a real server: a dropped connection (its
 * backend terminated, as a restart or failover would) is survived, reported and recovered.
 */
let database: TestDatabase;
let url = '';
const warnings: string[] = [];
const log: CoordinationLog = {
  warn: (_details, message) => warnings.push(message),
  error: (_details, message) => warnings.push(message),
};

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.target.driver !== 'postgres') throw new Error('runs on PostgreSQL only');
  url = database.target.url;
});
afterAll(() => database.close());

/** Ends the dedicated sessions (listening, or campaigning) as a server restart would. */
async function terminateSessions(): Promise<void> {
  await sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and (query like 'LISTEN%' or query like '%pg_try_advisory_lock%')`.execute(database.db);
}

describe('LISTEN/NOTIFY broadcast', () => {
  it('delivers messages, and after its connection is killed listens again and says so', async () => {
    const broadcast = new NotifyBroadcast(url, database.db, log);
    const received: string[] = [];
    let resubscribed = 0;
    broadcast.subscribe('test_channel', {
      message: (text) => received.push(text),
      resubscribed: () => {
        resubscribed += 1;
      },
    });
    broadcast.open();
    try {
      await vi.waitFor(() => expect(resubscribed).toBe(1));
      await broadcast.publish('test_channel', 'one');
      await vi.waitFor(() => expect(received).toEqual(['one']));

      await terminateSessions();
      await vi.waitFor(() => expect(resubscribed).toBe(2), { timeout: 5_000 });
      await broadcast.publish('test_channel', 'two');
      await vi.waitFor(() => expect(received).toEqual(['one', 'two']));
      expect(warnings).toContain('coordination connection lost');
    } finally {
      await broadcast.close();
    }
  });
});

describe('advisory-lock leadership', () => {
  it('elects one instance; when its session dies another leads within seconds', async () => {
    const events: string[] = [];
    const contender = (name: string) => {
      const leadership = new AdvisoryLockLeadership(url, 'test-role', log);
      leadership.campaign({
        elected: () => events.push(`${name} elected`),
        deposed: () => events.push(`${name} deposed`),
      });
      return leadership;
    };
    const first = contender('first');
    await vi.waitFor(() => expect(events).toEqual(['first elected']));
    const second = contender('second');
    try {
      await terminateSessions();
      await vi.waitFor(() => expect(events).toContain('first deposed'), { timeout: 5_000 });
      // Whichever campaigns first after the loss leads, and only one of them.
      await vi.waitFor(() => expect(events.filter((e) => e.endsWith('elected'))).toHaveLength(2), {
        timeout: 5_000,
      });

      await first.resign();
      await second.resign();
      const third = contender('third');
      await vi.waitFor(() => expect(events.at(-1)).toBe('third elected'), { timeout: 5_000 });
      await third.resign();
    } finally {
      await first.resign();
      await second.resign();
    }
  });
});
