import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { PriceAlertsTable } from './alerts.tables.js';

export type PriceAlertRow = Selectable<PriceAlertsTable>;

/** PGlite answers an `int8` that fits a double as a number: the level is made a bigint here. */
const read = <Row extends Pick<PriceAlertRow, 'level'>>(row: Row): Row => ({
  ...row,
  level: row.level === null ? null : BigInt(row.level),
});

/** What the watching instance holds of an alert (`alert-figures.ts` `watchedOf`). */
const watchedColumns = [
  'guid',
  'asset',
  'condition',
  'level',
  'move_bps',
  'move_window',
  'cooldown_seconds',
  'last_triggered_at',
  'expires_at',
] as const;
export type WatchedAlertRow = Pick<PriceAlertRow, (typeof watchedColumns)[number]>;

export async function insertPriceAlert(
  db: Kysely<Schema>,
  row: Insertable<PriceAlertsTable>,
): Promise<PriceAlertRow> {
  return read(
    await db.insertInto('price_alerts').values(row).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function countActiveAlerts(db: Kysely<Schema>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<string>().as('active'))
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.active);
}

/** The user's active alerts, then the newest `ended` that ended. */
export async function alertsOf(
  db: Kysely<Schema>,
  userId: string,
  ended: number,
): Promise<PriceAlertRow[]> {
  const active = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('guid', 'desc')
    .execute();
  const past = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '!=', 'active')
    .orderBy('ended_at', 'desc')
    .orderBy('guid', 'desc')
    .limit(ended)
    .execute();
  return [...active, ...past].map(read);
}

/** Cancels the user's active alert; answers it, or undefined if there was none to cancel. */
export async function cancelAlert(
  db: Kysely<Schema>,
  userId: string,
  guid: string,
  now: Date,
): Promise<PriceAlertRow | undefined> {
  const row = await db
    .updateTable('price_alerts')
    .set({ state: 'cancelled', ended_at: now })
    .where('guid', '=', guid)
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .returningAll()
    .executeTakeFirst();
  return row && read(row);
}

/**
 * Every active alert that watches ticks (not the digests), or the ones named: only what the
 * watcher holds, since a reload reads them all.
 */
export async function watchedAlerts(
  db: Kysely<Schema>,
  guids?: readonly string[],
): Promise<WatchedAlertRow[]> {
  let query = db
    .selectFrom('price_alerts')
    .select(watchedColumns)
    .where('state', '=', 'active')
    .where('condition', '!=', 'digest');
  if (guids !== undefined) {
    if (guids.length === 0) return [];
    query = query.where('guid', 'in', guids);
  }
  return (await query.execute()).map(read);
}

/**
 * Records the firing of each alert still active, not expired and past its cooldown, in one
 * statement: the database decides, so two instances or a stale view never fire one twice.
 * Answers the alerts that fired.
 */
export async function fireAlerts(
  db: Kysely<Schema>,
  guids: readonly string[],
  now: Date,
): Promise<PriceAlertRow[]> {
  if (guids.length === 0) return [];
  const rows = await db
    .updateTable('price_alerts')
    .set({
      times_triggered: sql`times_triggered + 1`,
      last_triggered_at: now,
      state: sql`CASE WHEN repeats THEN 'active' ELSE 'triggered' END`,
      ended_at: sql`CASE WHEN repeats THEN NULL ELSE ${now}::timestamptz END`,
    })
    .where('guid', 'in', guids)
    .where('state', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where(
      sql<boolean>`(last_triggered_at IS NULL OR last_triggered_at + cooldown_seconds * interval '1 second' <= ${now}::timestamptz)`,
    )
    .returningAll()
    .execute();
  return rows.map(read);
}

/** Ends every active alert whose expiry has passed; answers their guids. */
export async function expireAlerts(db: Kysely<Schema>, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable('price_alerts')
    .set({ state: 'expired', ended_at: now })
    .where('state', '=', 'active')
    .where('expires_at', '<=', now)
    .returning('guid')
    .execute();
  return rows.map((row) => row.guid);
}

/** The active digests, with their users, for the morning's run. */
export async function activeDigests(db: Kysely<Schema>, now: Date) {
  return db
    .selectFrom('price_alerts')
    .select(['guid', 'user_id', 'asset'])
    .where('state', '=', 'active')
    .where('condition', '=', 'digest')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('user_id')
    .orderBy('asset')
    .execute();
}
