import { createECDH } from 'node:crypto';
import type { PushDevice, PushDevices, PushSubscriptionRequest } from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { PushConfig } from './notifications.config.js';
import { testPushMessage } from './push-copy.js';
import type { PushDeliveries, PushDelivery } from './push-delivery.js';
import {
  countOtherPushDevices,
  deletePushDevice,
  findPushDevice,
  listPushDevices,
  pushDevicesOfUsers,
  upsertPushDevice,
} from './push-devices.repo.js';
import type { PushNotice } from './push-notice.js';

/** Enough for a phone, a laptop and a few browsers; it bounds each notice's fan-out. */
export const MAX_PUSH_DEVICES = 10;

/** How long a push service keeps an undelivered test notice. */
const TEST_TTL_SECONDS = 600;

export interface PushDevicesDeps {
  db: Kysely<Schema>;
  clock: Clock;
  /** The language of the user's notices (identity's, read while serving). */
  languageOf: (userId: string) => Promise<Language>;
}

/** A notice for one user, on every device of theirs. */
export interface UserNotice {
  userId: string;
  notice: PushNotice;
}

/**
 * The browsers each customer receives notifications in (ADR 63): registered from the settings,
 * listed, removed, tested; and every notice fanned out to its user's devices, one delivery job
 * each, in the transaction of the change it tells of.
 */
export class PushDevicesService {
  constructor(
    private readonly deps: PushDevicesDeps,
    private readonly config: PushConfig,
    private readonly deliveries: PushDeliveries,
  ) {}

  /** The key browsers subscribe with, and the user's devices. */
  async devicesOf(userId: string): Promise<PushDevices> {
    const rows = await listPushDevices(this.deps.db, userId);
    return { application_server_key: this.config.vapid.publicKey, devices: rows.map(answerOf) };
  }

  /** Stores this browser's subscription; refuses a push service we do not send to. */
  async register(userId: string, request: PushSubscriptionRequest): Promise<PushDevice> {
    checkEndpoint(request.endpoint, this.config);
    checkBrowserKey(request.keys.p256dh);
    return this.deps.db.transaction().execute(async (trx) => {
      // One registration per user at a time, so two at once cannot pass the count together.
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 0))`.execute(
        trx,
      );
      const others = await countOtherPushDevices(trx, userId, request.endpoint);
      if (others >= MAX_PUSH_DEVICES) {
        throw new AppError(
          'conflict',
          `Notifications already go to ${MAX_PUSH_DEVICES} devices, the most there can be: remove one first.`,
        );
      }
      const row = await upsertPushDevice(trx, {
        guid: newGuid(),
        userId,
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        device: request.device,
        now: this.deps.clock.now(),
      });
      return answerOf(row);
    });
  }

  async remove(userId: string, guid: string): Promise<void> {
    if (!(await deletePushDevice(this.deps.db, guid, userId))) throw deviceNotFound();
  }

  /** Sends the device a test notice, in its user's language. */
  async sendTest(userId: string, guid: string): Promise<void> {
    const device = await findPushDevice(this.deps.db, guid);
    if (device?.user_id !== userId) throw deviceNotFound();
    const message = testPushMessage(await this.deps.languageOf(userId));
    await this.deliveries.enqueue(this.deps.db, [
      { device_guid: guid, message, ttl_seconds: TEST_TTL_SECONDS, urgency: 'normal' },
    ]);
  }

  /** Queues each notice to every device of its user, through `db` (the change's transaction). */
  async notify(db: Kysely<Schema>, notices: readonly UserNotice[], now: Date): Promise<void> {
    if (notices.length === 0) return;
    const devices = await pushDevicesOfUsers(db, [...new Set(notices.map((n) => n.userId))]);
    const deliveries = notices.flatMap(({ userId, notice }): PushDelivery[] =>
      devices
        .filter((device) => device.user_id === userId)
        .map((device) => ({
          device_guid: device.guid,
          message: notice.message,
          ttl_seconds: Math.max(0, Math.floor((notice.expiresAt.getTime() - now.getTime()) / 1000)),
          urgency: notice.urgency,
        })),
    );
    await this.deliveries.enqueue(db, deliveries);
  }
}

const deviceNotFound = () =>
  new AppError('not_found', 'No such device receives your notifications');

function answerOf(row: {
  guid: string;
  device: string;
  endpoint: string;
  created_at: Date;
  last_delivered_at: Date | null;
}): PushDevice {
  return {
    guid: row.guid,
    device: row.device,
    endpoint: row.endpoint,
    created_at: row.created_at.toISOString(),
    last_delivered_at: row.last_delivered_at?.toISOString() ?? null,
  };
}

/**
 * Only a browser vendor's push service, over https: the server posts to whatever endpoint is
 * registered, so any other host would let a customer aim our requests at it. Outside production
 * a push service on this machine is taken too (the tests' own).
 */
function checkEndpoint(endpoint: string, config: PushConfig): void {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  if (config.allowLocalServices && (host === 'localhost' || host === '127.0.0.1')) return;
  const known = config.serviceHosts.some((name) => host === name || host.endsWith(`.${name}`));
  const plain = url.protocol === 'https:' && url.port === '' && url.username === '';
  if (!known || !plain) {
    throw new AppError(
      'invalid_parameter',
      'This browser’s push service is not one we send notifications to. Try another browser.',
    );
  }
}

/** The browser's key must be a point of P-256, or every message to it would fail. */
function checkBrowserKey(p256dh: string): void {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw new AppError('invalid_parameter', 'keys.p256dh is not a P-256 public key');
  }
}
