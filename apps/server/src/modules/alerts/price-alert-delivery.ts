import { type CryptoAssetCode, cryptoAssetCodes, trimmedDecimalString } from '@maple/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { Outbox } from '../notifications/outbox.js';
import { percentText } from './alert-figures.js';

/** What the watching instance hands over for each firing: everything the telling needs. */
export const firedAlertSchema = z.object({
  alert_guid: z.string(),
  user_id: z.string(),
  asset: z.enum(cryptoAssetCodes),
  condition: z.enum(['above', 'below', 'move']),
  /** Integers as text: the level (8 decimals), the price (8 decimals), basis points. */
  level: z.string().nullable(),
  move_bps: z.number().int().nullable(),
  window: z.enum(['1h', '24h']).nullable(),
  price: z.string().regex(/^\d+$/),
  change_bps: z
    .string()
    .regex(/^-?\d+$/)
    .nullable(),
  fired_at: z.iso.datetime(),
  /** Its count of firings: with the guid, the event the customer is told of once. */
  times: z.number().int().positive(),
});
export type FiredAlert = z.infer<typeof firedAlertSchema>;

export interface Recipient {
  email: string;
  name: string;
  language: Language;
}

/** Who is told, in which language, by user id; an account gone is left out. */
export type RecipientsOf = (userIds: readonly string[]) => Promise<Map<string, Recipient>>;

export interface AlertDeliveryDeps {
  db: Kysely<Schema>;
  clock: Clock;
  jobs: JobQueue;
  outbox: Outbox;
  recipientsOf: RecipientsOf;
  publicUrl: string;
}

/**
 * The page an alert opens: a quote for the asset, to buy after a fall and to sell after a rise
 * (what most people set such an alert for); the customer can switch sides there.
 */
export function quotePath(asset: CryptoAssetCode, falling: boolean): string {
  return `/exchange?side=${falling ? 'buy' : 'sell'}&asset=${asset}`;
}

const fallOf = (fired: FiredAlert): boolean =>
  fired.condition === 'below' || (fired.change_bps ?? '').startsWith('-');

/**
 * The `deliver-price-alert` queue (ADR 79): each firing told once, by the channels the customer
 * chose (ADR 81), in one transaction; run again, it tells nothing more.
 */
export function registerAlertDelivery(deps: AlertDeliveryDeps): JobSender<FiredAlert> {
  return deps.jobs.register({
    name: 'deliver-price-alert',
    policy: 'standard',
    data: firedAlertSchema,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    batchSize: 20,
    handle: async ({ data }) => deliver(deps, data),
  });
}

async function deliver(deps: AlertDeliveryDeps, fired: FiredAlert): Promise<void> {
  const recipient = (await deps.recipientsOf([fired.user_id])).get(fired.user_id);
  if (recipient === undefined) return;
  const path = quotePath(fired.asset, fallOf(fired));
  const content = {
    template: 'price_alert' as const,
    alertGuid: fired.alert_guid,
    name: recipient.name,
    path,
    link: `${deps.publicUrl}${path}`,
    alertsLink: `${deps.publicUrl}/alerts`,
    asset: fired.asset,
    condition: fired.condition,
    level: fired.level === null ? null : BigInt(fired.level),
    movePercent: fired.move_bps === null ? null : trimmedDecimalString(BigInt(fired.move_bps), 2),
    window: fired.window,
    changePercent: fired.change_bps === null ? null : percentText(BigInt(fired.change_bps)),
    price: BigInt(fired.price),
    at: new Date(fired.fired_at),
  };
  await deps.outbox.queue(
    deps.db,
    {
      to: recipient.email,
      language: recipient.language,
      userId: fired.user_id,
      eventKey: `price-alert:${fired.alert_guid}:${fired.times}`,
      content,
    },
    deps.clock.now(),
  );
}
