import { z } from 'zod';
import { buildApp } from '../app.js';
import { defaultDatabaseTimeouts } from '../infra/config.js';
import { createCoordination } from '../infra/coordination/coordination.js';
import { type DatabaseTarget, openDatabase } from '../infra/db/database.js';
import { createServices } from '../services.js';
import { testConfig } from './test-app.js';
import { fundedCustomer } from './trading-flows.js';

/** A customer of a server under test, with the access token its `/api` calls carry. */
export interface Trader {
  guid: string;
  token: string;
}

/**
 * Customers signed up, confirmed, signed in and funded with `cadCents` each on the database at
 * `url`, through an app of the test's own on it (the system clock, `testConfig`); the server
 * under test, another process given the same TOKEN_SECRET, accepts their tokens.
 */
export async function prepareTraders(
  url: string,
  count: number,
  cadCents: bigint,
): Promise<Trader[]> {
  const target: DatabaseTarget = {
    driver: 'postgres',
    url,
    poolSize: 2,
    timeouts: defaultDatabaseTimeouts,
  };
  const database = await openDatabase(target);
  const coordination = await createCoordination(target, database.db, undefined);
  const services = createServices(testConfig, database.db, coordination);
  const app = await buildApp({ config: { ...testConfig, logLevel: 'warn' }, database, services });
  try {
    const traders: Trader[] = [];
    for (let index = 0; index < count; index += 1) {
      const customer = await fundedCustomer({ app, services }, cadCents);
      traders.push({ guid: customer.guid, token: customer.tokens.at });
    }
    return traders;
  } finally {
    await app.close();
    await coordination.close();
    await database.close();
  }
}

/** What a careful client met, over all its calls. */
export interface Seen {
  /** The status of every answer, retries included. */
  statuses: number[];
  /** 503 answers that did not say when to come back. */
  withoutRetryAfter: number;
  /** Calls that got no answer at all (a reset or refused connection). */
  unanswered: string[];
}

export const nothingSeen = (): Seen => ({ statuses: [], withoutRetryAfter: 0, unanswered: [] });

/** What the fault tests read of the answers. */
export const createdQuote = z.object({ guid: z.string() });
export const createdTrade = z.object({ guid: z.string(), quote_guid: z.string() });
export const refusal = z.object({ message_code: z.string() });

export interface Answered {
  status: number;
  body: unknown;
}

/**
 * A POST as a careful integrator sends it: with an Idempotency-Key, and on 503 again with the
 * same key once the `Retry-After` it was given has passed. Any other answer is final. A call
 * that gets no answer is recorded and answered undefined: the server must never drop one.
 */
export async function carefulPost(
  url: string,
  token: string,
  body: unknown,
  key: string,
  seen: Seen,
): Promise<Answered | undefined> {
  for (;;) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      seen.unanswered.push(`${url}: ${String(error)}`);
      return undefined;
    }
    seen.statuses.push(response.status);
    const answer: unknown = JSON.parse(await response.text());
    if (response.status !== 503) return { status: response.status, body: answer };
    const retryAfter = Number(response.headers.get('retry-after'));
    const told = Number.isInteger(retryAfter) && retryAfter > 0;
    if (!told) seen.withoutRetryAfter += 1;
    // The client's own patience, as long as it was told: not the test waiting for something.
    await new Promise((resolve) => setTimeout(resolve, (told ? retryAfter : 1) * 1000));
  }
}

/** What a trader's quote → trade calls came to. */
export interface Traded {
  /** Trades answered 201, with the quote each executed. */
  executed: { guid: string; quoteGuid: string }[];
  /** Any other final answer; the trader stops at the first. */
  unexpected: string[];
}

/**
 * Quote → trade for CAD 10.00 of BTC, again and again until `stopped`, as a careful client
 * (`carefulPost`): every POST keyed, every 503 retried with its key.
 */
export async function tradeUntilStopped(
  baseUrl: string,
  trader: Trader,
  stopped: () => boolean,
  seen: Seen,
  traded: Traded,
): Promise<void> {
  for (let n = 1; !stopped(); n += 1) {
    const quote = await carefulPost(
      `${baseUrl}/api/quotes`,
      trader.token,
      { symbol: 'BTC-CAD', side: 'buy', deliver_amount: 10_00 },
      `${trader.guid}:quote:${n}`,
      seen,
    );
    if (quote?.status !== 201) {
      traded.unexpected.push(`quote answered ${quote?.status}`);
      return;
    }
    const quoteGuid = createdQuote.parse(quote.body).guid;
    const trade = await carefulPost(
      `${baseUrl}/api/trades`,
      trader.token,
      { quote_guid: quoteGuid },
      `${trader.guid}:trade:${n}`,
      seen,
    );
    if (trade?.status === 201) {
      const { guid, quote_guid } = createdTrade.parse(trade.body);
      traded.executed.push({ guid, quoteGuid: quote_guid });
      continue;
    }
    // A retry that came after the quote's time is refused quote_expired: quote again.
    const expired =
      trade?.status === 422 && refusal.parse(trade.body).message_code === 'quote_expired';
    if (!expired) {
      traded.unexpected.push(`trade answered ${trade?.status}`);
      return;
    }
  }
}
