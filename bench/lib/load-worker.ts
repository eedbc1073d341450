import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { withdrawalBinding } from '@maple/contracts';
import { TokenService } from '../../apps/server/src/infra/security/tokens.js';
import type { FromLoad, LoadPlan, LoadResult, ToLoad } from './load-protocol.js';
import { summarize } from './stats.js';

/**
 * The load generator, in a process of its own so that its CPU is not the server's event loop
 * and can be told apart from it. Each of `connections` workers loops quote → trade (or quote →
 * transfer) with one customer's token over a keep-alive connection (node:http's Agent: cheaper per request than
 * fetch on Node 20, which matters when client, server and PostgreSQL share two cores).
 */

interface Answer {
  status: number;
  body: string;
}

function send(message: FromLoad): Promise<void> {
  return new Promise((resolve) => {
    if (process.send === undefined) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });
}

function poster(plan: LoadPlan) {
  const url = new URL(plan.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const post = (
    path: string,
    token: string,
    body: string,
    extraHeaders: Record<string, string>,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': payload.length,
            authorization: `Bearer ${token}`,
            ...extraHeaders,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return { post, close: () => agent.destroy() };
}

/** A field of a JSON object answer, or undefined. */
function field(body: string, name: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)[name]
      : undefined;
  } catch {
    return undefined;
  }
}

/** One iteration of a worker: what it quotes, then what it orders with the quote. */
interface Order {
  path: '/api/trades' | '/api/transfers';
  quoteBody: string;
  orderBody: (quoteGuid: string) => Promise<string>;
  /** The state of an order that went through. */
  done: 'settling' | 'storing';
}

/**
 * What worker `index` orders in round `round`: a BTC-CAD (or XRP-CAD) purchase, or with a
 * funding plan an EFT deposit and a withdrawal in turn, the withdrawal confirmed.
 */
function orderOf(plan: LoadPlan): (index: number, round: number) => Order {
  const { funding, deliverCents } = plan;
  if (funding === undefined) {
    return (index) => {
      const symbol = plan.xrpEvery > 0 && index % plan.xrpEvery === 0 ? 'XRP-CAD' : 'BTC-CAD';
      return {
        path: '/api/trades',
        quoteBody: `{"symbol":"${symbol}","side":"buy","deliver_amount":${deliverCents}}`,
        orderBody: async (guid) => `{"quote_guid":"${guid}"}`,
        done: 'settling',
      };
    };
  }
  const tokens = new TokenService(funding.tokenSecret);
  return (index, round) => {
    const customer = funding.customers[index % funding.customers.length];
    if (customer === undefined) throw new Error('no customers to load with');
    const side = round % 2 === 0 ? 'deposit' : 'withdrawal';
    return {
      path: '/api/transfers',
      quoteBody: `{"product_type":"funding","asset":"CAD","side":"${side}","deliver_amount":${deliverCents}}`,
      orderBody: async (guid) => {
        const confirmation =
          side === 'withdrawal'
            ? `,"confirmation_token":"${await tokens.issue(
                'confirmation',
                {
                  sub: customer.userId,
                  jti: randomUUID(),
                  purpose: 'withdrawal',
                  binding: withdrawalBinding(guid, customer.bankGuid),
                },
                600,
              )}"`
            : '';
        return `{"quote_guid":"${guid}","transfer_type":"funding","external_bank_account_guid":"${customer.bankGuid}"${confirmation}}`;
      },
      done: 'storing',
    };
  };
}

/**
 * A POST that answers with when it left and when its answer came back, or undefined when the
 * network failed, which it reports as unexpected.
 */
function timedPost(
  post: ReturnType<typeof poster>['post'],
  unexpected: (label: string, detail: string) => void,
) {
  return async (
    path: string,
    token: string,
    body: string,
    extraHeaders: Record<string, string> = {},
  ) => {
    const at = performance.now();
    try {
      const answer = await post(path, token, body, extraHeaders);
      return { answer, at, done: performance.now() };
    } catch (error) {
      unexpected(`${path} network`, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
}

/**
 * Tells the parent when the measured window opens and closes, `startMs` and `endMs` from now:
 * it snapshots CPU and database counters at these two moments.
 */
function markWindow(startMs: number, endMs: number): Promise<unknown> {
  const at = (ms: number, message: FromLoad) =>
    new Promise<void>((resolve) => setTimeout(() => void send(message).then(resolve), ms));
  return Promise.all([at(startMs, { kind: 'window-start' }), at(endMs, { kind: 'window-end' })]);
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const { post, close } = poster(plan);
  const started = performance.now();
  const windowStart = started + plan.warmupMs;
  const windowEnd = windowStart + plan.measureMs;
  const inWindow = (at: number) => at >= windowStart && at < windowEnd;
  const quoteMs: number[] = [];
  const tradeMs: number[] = [];
  const errors: Record<string, number> = {};
  const errorSamples: string[] = [];
  let trades = 0;
  let failedTrades = 0;

  const unexpected = (label: string, detail: string) => {
    errors[label] = (errors[label] ?? 0) + 1;
    if (errorSamples.length < 5) errorSamples.push(`${label}: ${detail.slice(0, 300)}`);
  };
  const timed = timedPost(post, unexpected);

  const order = orderOf(plan);
  const worker = async (index: number) => {
    const token = plan.tokens[index % plan.tokens.length];
    if (token === undefined) throw new Error('no tokens to load with');
    for (let round = 0; performance.now() < windowEnd; round += 1) {
      const { path, quoteBody, orderBody, done: succeeded } = order(index, round);
      const quote = await timed('/api/quotes', token, quoteBody);
      if (quote === undefined) continue;
      if (inWindow(quote.done)) quoteMs.push(quote.done - quote.at);
      const guid = field(quote.answer.body, 'guid');
      if (quote.answer.status !== 201 || typeof guid !== 'string') {
        unexpected(`/api/quotes ${quote.answer.status}`, quote.answer.body);
        continue;
      }
      const trade = await timed(
        path,
        token,
        await orderBody(guid),
        plan.idempotencyKeys ? { 'idempotency-key': randomUUID() } : {},
      );
      if (trade === undefined) continue;
      const state = field(trade.answer.body, 'state');
      const counted = inWindow(trade.done);
      if (counted) tradeMs.push(trade.done - trade.at);
      if (trade.answer.status === 201 && state === succeeded) {
        if (counted) trades += 1;
      } else if (trade.answer.status === 201 && state === 'failed') {
        if (counted) failedTrades += 1;
      } else {
        unexpected(`${path} ${trade.answer.status}`, trade.answer.body);
      }
    }
  };

  const marks = markWindow(windowStart - started, windowEnd - started);
  try {
    await Promise.all(Array.from({ length: plan.connections }, (_, index) => worker(index)));
    await marks;
  } finally {
    close();
  }
  return {
    windowMs: plan.measureMs,
    trades,
    failedTrades,
    quotes: summarize(quoteMs),
    tradesLatency: summarize(tradeMs),
    errors,
    errorSamples,
  };
}

process.on('message', (message: ToLoad) => {
  if (message.kind !== 'run') return;
  run(message.plan)
    .then((result) => send({ kind: 'done', result }))
    .catch((error: unknown) =>
      send({
        kind: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    )
    .finally(() => process.exit(0));
});
