import type { CryptoAssetCode } from '@maple/money';
import { z } from 'zod';
import { torontoDay } from '../../infra/clock.js';
import type { MarketDataProvider, Tickers } from '../market/market-data.js';
import type { OutgoingMail } from '../notifications/outbox.js';
import { percentText } from './alert-figures.js';
import { signedMoveBps } from './fired-alert.js';
import type { AlertDeliveryDeps, Recipient } from './price-alert-delivery.js';
import { activeDigests } from './price-alerts.repo.js';

/** Customers told per transaction: a morning's digests never hold one long transaction. */
const BATCH = 200;
const TORONTO_HOUR = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hour: 'numeric',
  hourCycle: 'h23',
});

export type DigestDeps = AlertDeliveryDeps & { market: Pick<MarketDataProvider, 'tickers'> };

interface DigestLine {
  asset: CryptoAssetCode;
  price: bigint;
  changeBps: bigint;
}

/**
 * The `price-digest` queue (ADR 79): at 8:00 in Toronto, each customer with digests is told the
 * price of each asset they follow and its change over 24 hours, once a day: the cron fires at
 * 12:00 and 13:00 UTC (8:00 in summer or in winter), the first at or after 8:00 tells, and the
 * day in the notification's event key keeps the second from telling again.
 */
export function registerPriceDigest(deps: DigestDeps) {
  return deps.jobs.register({
    name: 'price-digest',
    policy: 'standard',
    data: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    batchSize: 1,
    schedule: { cron: '0 12,13 * * *', data: {} },
    handle: async () => {
      const now = deps.clock.now();
      if (Number(TORONTO_HOUR.format(now)) >= 8) await sendDigests(deps, now);
    },
  });
}

/** Tells every customer with digests their morning prices, each once a day. */
export async function sendDigests(deps: DigestDeps, now: Date): Promise<void> {
  const lines = digestLines(deps.market.tickers());
  const byUser = new Map<string, DigestLine[]>();
  for (const row of await activeDigests(deps.db, now)) {
    const line = lines.get(row.asset);
    if (line === undefined) continue;
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), line]);
  }
  const users = [...byUser.keys()];
  for (let at = 0; at < users.length; at += BATCH) {
    const batch = users.slice(at, at + BATCH);
    const recipients = await deps.recipientsOf(batch);
    await tellBatch(
      deps,
      batch.flatMap((userId) => {
        const recipient = recipients.get(userId);
        return recipient === undefined
          ? []
          : [{ userId, recipient, lines: byUser.get(userId) ?? [] }];
      }),
      now,
    );
  }
}

function digestLines(tickers: Tickers): Map<CryptoAssetCode, DigestLine> {
  const lines = new Map<CryptoAssetCode, DigestLine>();
  for (const ticker of tickers.values()) {
    if (ticker.price24hAgo <= 0n) continue;
    const changeBps = signedMoveBps(ticker.price, ticker.price24hAgo);
    lines.set(ticker.asset, { asset: ticker.asset, price: ticker.price, changeBps });
  }
  return lines;
}

async function tellBatch(
  deps: DigestDeps,
  people: readonly { userId: string; recipient: Recipient; lines: DigestLine[] }[],
  now: Date,
): Promise<void> {
  const eventKey = `price-digest:${torontoDay(now)}`;
  const path = '/exchange';
  const mails = people.map(
    ({ userId, recipient, lines }): OutgoingMail => ({
      to: recipient.email,
      language: recipient.language,
      userId,
      eventKey,
      content: {
        template: 'price_digest',
        name: recipient.name,
        path,
        link: `${deps.publicUrl}${path}`,
        alertsLink: `${deps.publicUrl}/alerts`,
        prices: lines.map(({ asset, price, changeBps }) => ({
          asset,
          price,
          changePercent: percentText(changeBps),
        })),
        at: now,
      },
    }),
  );
  await deps.db.transaction().execute((trx) => deps.outbox.queueAll(trx, mails, now));
}
