import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import {
  type FiredAlert,
  firedAlertSchema,
} from '../../apps/server/src/modules/alerts/price-alert-delivery.js';

const QUEUE = 'deliver-price-alert';

/** The delivery jobs a run queued, their data checked against the queue's own schema. */
export async function queuedFirings(db: Kysely<Schema>): Promise<FiredAlert[]> {
  const { rows } = await sql<{ data: unknown }>`
    SELECT data FROM pgboss.job WHERE name = ${QUEUE} ORDER BY created_on, id`.execute(db);
  return rows.map((row) => firedAlertSchema.parse(row.data));
}

/**
 * Back to the seeded state before the next run: every alert active and never fired (the seed
 * fires none), the delivery jobs gone, and the dead rows vacuumed so each run starts on the
 * same tables.
 */
export async function resetAlerts(db: Kysely<Schema>): Promise<void> {
  await sql`
    UPDATE price_alerts SET state = 'active', ended_at = NULL, last_triggered_at = NULL,
      times_triggered = 0
    WHERE times_triggered > 0 OR state <> 'active'`.execute(db);
  await sql`DELETE FROM pgboss.job WHERE name = ${QUEUE}`.execute(db);
  await sql`VACUUM ANALYZE price_alerts`.execute(db);
  await sql`VACUUM ANALYZE pgboss.job`.execute(db);
}

/** What the checks need of each alert: its rule, as stored. */
export interface StoredAlert {
  guid: string;
  asset: string;
  condition: string;
  level: bigint | null;
  move_bps: number | null;
  move_window: string | null;
  repeats: boolean;
  cooldown_seconds: number;
  expires_at: Date | null;
}

export async function storedAlerts(db: Kysely<Schema>): Promise<Map<string, StoredAlert>> {
  const rows = await db
    .selectFrom('price_alerts')
    .select([
      'guid',
      'asset',
      'condition',
      'level',
      'move_bps',
      'move_window',
      'repeats',
      'cooldown_seconds',
      'expires_at',
    ])
    .execute();
  // PGlite answers an int8 that fits a double as a number: the level is made a bigint here.
  return new Map(
    rows.map((row) => [row.guid, { ...row, level: row.level === null ? null : BigInt(row.level) }]),
  );
}
