import { z } from 'zod';
import { dataOf } from './customers.js';
import { languageSchema } from './fields.js';
import { guidSchema } from './platform/fields.js';

/**
 * Web push (docs/decisions/0063-web-push.md) at `/customers/push-devices`: each browser the
 * customer turns notifications on in is a device, holding the push subscription its browser
 * made with our application server key (VAPID). The server encrypts every message for it
 * (RFC 8291) and posts it to the subscription's endpoint, its browser vendor's push service.
 */

/** base64url without padding, as `PushSubscription.toJSON()` encodes its keys. */
const base64url = (bytes: number, name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${name} must be base64url` })
    .length(Math.ceil((bytes * 4) / 3), { error: `${name} must encode ${bytes} bytes` });

/** A device's name, to tell it from the others ("Chrome on Android"). */
export const pushDeviceNameSchema = z
  .string({ error: 'Give the device a name' })
  .trim()
  .min(1, { error: 'Give the device a name' })
  .max(60, { error: 'At most 60 characters' });

/**
 * `PUT /customers/push-devices`: the browser's subscription (`PushSubscription.toJSON()`'s
 * endpoint and keys) and the device's name. The same endpoint again replaces its keys and name;
 * an endpoint another account registered moves to this one (the browser has one per site).
 */
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an https URL' })
    .max(2000, { error: 'endpoint must be at most 2000 characters' }),
  keys: z.strictObject({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: base64url(65, 'keys.p256dh'),
    /** The authentication secret: 16 bytes. */
    auth: base64url(16, 'keys.auth'),
  }),
  device: pushDeviceNameSchema,
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** One device that receives the customer's notifications. */
export const pushDeviceSchema = z.strictObject({
  guid: guidSchema,
  device: z.string(),
  /** The browser compares it with its own subscription's to tell "this device". */
  endpoint: z.string(),
  created_at: z.iso.datetime(),
  /** When the push service last accepted a message for it; null before the first. */
  last_delivered_at: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/**
 * `GET /customers/push-devices`: the key browsers subscribe with (`applicationServerKey`,
 * base64url) and the customer's devices, newest first.
 */
export const pushDevicesSchema = z.strictObject({
  application_server_key: z.string(),
  devices: z.array(pushDeviceSchema),
});
export type PushDevices = z.infer<typeof pushDevicesSchema>;

export const pushDevicesAnswerSchema = dataOf(pushDevicesSchema);
export const pushDeviceAnswerSchema = dataOf(pushDeviceSchema);

/**
 * What a push message carries, encrypted, to the service worker, which shows it as a
 * notification: `url` is the app's path it opens; `tag` replaces an earlier notification of the
 * same thing.
 */
export const pushMessageSchema = z.strictObject({
  title: z.string().max(200),
  body: z.string().max(500),
  url: z.string().startsWith('/'),
  tag: z.string().max(64),
  lang: languageSchema,
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
