import { type PushMessage, pushMessageSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { PushConfig } from './notifications.config.js';
import { deletePushDevice, findPushDevice, markPushDelivered } from './push-devices.repo.js';

/** One message to one device: what it says, and how long the push service may keep it. */
const deliveryJob = z.strictObject({
  device_guid: z.string().regex(/^[0-9a-f]{32}$/),
  message: pushMessageSchema,
  ttl_seconds: z.number().int().min(0).max(2_419_200),
  urgency: z.enum(['normal', 'high']),
});
export type PushDelivery = z.infer<typeof deliveryJob>;

/** What a push service may take to answer; a delivery is given up (and retried) after it. */
const TIMEOUT_MS = 10_000;

/**
 * Posts each message to its device's push service (RFC 8030), encrypted for the browser
 * (RFC 8291) and signed with our application server key (VAPID, RFC 8292) by `web-push`, as a
 * job sent in the transaction of the change it tells of. A device the push service no longer
 * knows (404, 410) is removed; any other failure is retried with back-off, then dead.
 */
export class PushDeliveries {
  private readonly jobs: JobSender<PushDelivery>;

  constructor(
    private readonly deps: { db: Kysely<Schema>; jobs: JobQueue; clock: Clock },
    private readonly config: PushConfig,
  ) {
    this.jobs = deps.jobs.register({
      name: 'deliver-push',
      policy: 'standard',
      data: deliveryJob,
      retryLimit: 4,
      retryDelaySeconds: 5,
      expireInSeconds: (TIMEOUT_MS / 1000) * 3,
      batchSize: 20,
      handle: (job) => this.deliver(job.data),
    });
  }

  /** Queues the deliveries through `db`, in one statement. */
  async enqueue(db: Kysely<Schema>, deliveries: readonly PushDelivery[]): Promise<void> {
    if (deliveries.length > 0) await this.jobs.sendAll(db, deliveries);
  }

  private async deliver(delivery: PushDelivery): Promise<void> {
    const { db, clock } = this.deps;
    const device = await findPushDevice(db, delivery.device_guid);
    if (device === undefined) return;
    const request = await this.requestFor(device, delivery);
    const answer = await fetch(device.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      // A push service answers; it does not send us elsewhere (nor into our own network).
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) {
      await deletePushDevice(db, device.guid);
      return;
    }
    if (!answer.ok) throw new Error(`push service answered ${answer.status}`);
    await markPushDelivered(db, device.guid, clock.now());
  }

  /** The encrypted body and its headers; `web-push` is loaded with the first message (ADR 51). */
  private async requestFor(
    device: { endpoint: string; p256dh: string; auth: string },
    delivery: PushDelivery,
  ): Promise<{ headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }> {
    const { default: webPush } = await import('web-push');
    const details = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(delivery.message satisfies PushMessage),
      {
        vapidDetails: this.config.vapid,
        TTL: delivery.ttl_seconds,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    // fetch sets the length itself from the body.
    const { 'Content-Length': _length, ...headers } = details.headers;
    // A copy on its own ArrayBuffer, as fetch's body types want (a Buffer may share a pool's).
    return { headers, body: Uint8Array.from(details.body) };
  }
}
