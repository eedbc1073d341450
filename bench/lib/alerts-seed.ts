import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import { planAlerts } from './alerts-plan.js';
import { priceAt, type RecordedDay } from './alerts-recording.js';

/** Rows per INSERT: 15 columns each stays far under the 65,535 values a statement can bind. */
const CHUNK = 1_000;

export interface AlertSeedFigures {
  users: number;
  alerts: number;
  /** Active alerts of each kind, as seeded: `above`, `below`, `move 1h`, `move 24h`. */
  kinds: Record<string, number>;
  repeating: number;
  expiringWithinTheDay: number;
  seconds: number;
}

/** The customers the alerts belong to: identity users only (alerts need nothing more). */
async function seedUsers(db: Kysely<Schema>, count: number, joined: Date): Promise<void> {
  await sql`
    INSERT INTO identity_users (id, email, email_verified_at, password_hash, password_changed_at,
      display_name, language, terms_accepted_at, created_at, updated_at)
    SELECT md5('bench-user:' || n)::uuid, 'bench-' || n || '@example.ca', ${joined},
      'bench-not-a-hash', ${joined}, 'Bench ' || n,
      CASE WHEN n % 5 = 0 THEN 'fr-CA' ELSE 'en-CA' END, ${joined}, ${joined}, ${joined}
    FROM generate_series(1, ${count}) AS n`.execute(db);
}

async function seededFigures(db: Kysely<Schema>) {
  const { rows } = await sql<{ kind: string; n: string; repeating: string; expiring: string }>`
    SELECT condition || coalesce(' ' || move_window, '') AS kind, count(*)::text AS n,
      count(*) FILTER (WHERE repeats)::text AS repeating,
      count(*) FILTER (WHERE expires_at IS NOT NULL)::text AS expiring
    FROM price_alerts WHERE state = 'active' GROUP BY 1 ORDER BY 1`.execute(db);
  const kinds: Record<string, number> = {};
  for (const row of rows) kinds[row.kind] = Number(row.n);
  const sum = (pick: (row: (typeof rows)[number]) => string) =>
    rows.reduce((total, row) => total + Number(pick(row)), 0);
  return { kinds, repeating: sum((row) => row.repeating), expiring: sum((row) => row.expiring) };
}

/**
 * The users by one set-based statement, then the alerts (drawn by `planAlerts` around tick 0's
 * prices) by multi-row inserts of {@link CHUNK}; then ANALYZE, as a live table would have it.
 */
export async function seedAlertWorld(
  db: Kysely<Schema>,
  shape: { users: number; alerts: number; seed: number },
  day: RecordedDay,
): Promise<AlertSeedFigures> {
  const started = performance.now();
  const first = day.ticks[0];
  if (first === undefined) throw new Error('the recording has no tick');
  const startPrices = new Map<CryptoAssetCode, bigint>(
    cryptoAssetCodes.map((asset) => [asset, priceAt(first, asset)]),
  );
  await seedUsers(db, shape.users, new Date(day.startsAt.getTime() - 30 * 86_400_000));
  const rows = planAlerts({ count: shape.alerts, ...shape }, startPrices, day.startsAt);
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db
      .insertInto('price_alerts')
      .values(rows.slice(at, at + CHUNK))
      .execute();
  }
  await sql`ANALYZE`.execute(db);
  const { kinds, repeating, expiring } = await seededFigures(db);
  const alerts = Object.values(kinds).reduce((total, n) => total + n, 0);
  if (alerts !== shape.alerts) throw new Error(`the seed wrote ${alerts} active alerts`);
  const seconds = (performance.now() - started) / 1000;
  return { users: shape.users, alerts, kinds, repeating, expiringWithinTheDay: expiring, seconds };
}
