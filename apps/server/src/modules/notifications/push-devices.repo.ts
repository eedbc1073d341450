import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

export interface NewPushDevice {
  guid: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  now: Date;
}

const columns = [
  'guid',
  'user_id',
  'endpoint',
  'p256dh',
  'auth',
  'device',
  'created_at',
  'last_delivered_at',
] as const;

/**
 * Stores a browser's subscription. The same endpoint again (the browser renewed its keys, or the
 * customer named it anew) keeps its guid and history; registered by another user (the browser
 * now signed in to another account), it becomes a new device of theirs.
 */
export function upsertPushDevice(db: Kysely<Schema>, device: NewPushDevice) {
  const sameUser = sql<boolean>`push_devices.user_id = excluded.user_id`;
  return db
    .insertInto('push_devices')
    .values({
      guid: device.guid,
      user_id: device.userId,
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      device: device.device,
      created_at: device.now,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        p256dh: (eb) => eb.ref('excluded.p256dh'),
        auth: (eb) => eb.ref('excluded.auth'),
        device: (eb) => eb.ref('excluded.device'),
        user_id: (eb) => eb.ref('excluded.user_id'),
        guid: sql`CASE WHEN ${sameUser} THEN push_devices.guid ELSE excluded.guid END`,
        created_at: sql`CASE WHEN ${sameUser} THEN push_devices.created_at ELSE excluded.created_at END`,
        last_delivered_at: sql`CASE WHEN ${sameUser} THEN push_devices.last_delivered_at END`,
      }),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** How many devices the user has besides the one at `endpoint`. */
export async function countOtherPushDevices(
  db: Kysely<Schema>,
  userId: string,
  endpoint: string,
): Promise<number> {
  const row = await db
    .selectFrom('push_devices')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('endpoint', '<>', endpoint)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's devices, newest first. */
export function listPushDevices(db: Kysely<Schema>, userId: string) {
  return db
    .selectFrom('push_devices')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('guid')
    .execute();
}

/** The devices of many users, in one statement (a batch's notifications). */
export async function pushDevicesOfUsers(db: Kysely<Schema>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_devices')
    .select(['guid', 'user_id'])
    .where('user_id', 'in', userIds)
    .execute();
}

export function findPushDevice(db: Kysely<Schema>, guid: string) {
  return db.selectFrom('push_devices').select(columns).where('guid', '=', guid).executeTakeFirst();
}

/** Removes one of the user's devices; whether it was theirs to remove. */
export async function deletePushDevice(
  db: Kysely<Schema>,
  guid: string,
  userId?: string,
): Promise<boolean> {
  let query = db.deleteFrom('push_devices').where('guid', '=', guid);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function markPushDelivered(db: Kysely<Schema>, guid: string, now: Date) {
  await db
    .updateTable('push_devices')
    .set({ last_delivered_at: now })
    .where('guid', '=', guid)
    .execute();
}
