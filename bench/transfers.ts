/**
 * `npm run bench:transfers`: CAD funding over HTTP on PostgreSQL with the sandbox rails running
 * as jobs (1 s steps), 50 connections each looping funding quote → transfer (deposits and
 * withdrawals by EFT, each with an Idempotency-Key), then the trade benchmark's real app under
 * the same load, one after the other, so the ratio of the two is printed. See bench/README.md.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ScratchDatabases } from './lib/databases.js';
import { type FundingTarget, startFundingTarget } from './lib/funding-target.js';
import { loadTarget } from './lib/load.js';
import { benchOptions } from './lib/options.js';
import { startRealTarget } from './lib/real-target.js';
import { summarize } from './lib/stats.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

interface FundingLoad {
  transfers: number;
  windowMs: number;
  transferLatencies: number[];
  errors: Record<string, number>;
}

/** 50 keep-alive clients, each a customer of its own, alternating deposits and withdrawals. */
async function loadFunding(
  target: FundingTarget,
  connections: number,
  warmupMs: number,
  measureMs: number,
): Promise<FundingLoad> {
  const url = new URL(target.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (path: string, token: string, body: string, key?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
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
            ...(key === undefined ? {} : { 'idempotency-key': key }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const started = performance.now();
  const windowStart = started + warmupMs;
  const windowEnd = windowStart + measureMs;
  const result: FundingLoad = {
    transfers: 0,
    windowMs: measureMs,
    transferLatencies: [],
    errors: {},
  };
  const fail = (label: string) => {
    result.errors[label] = (result.errors[label] ?? 0) + 1;
  };
  const worker = async (index: number) => {
    const customer = target.customers[index % target.customers.length];
    if (customer === undefined) return;
    for (let round = 0; performance.now() < windowEnd; round += 1) {
      const side = round % 2 === 0 ? 'deposit' : 'withdrawal';
      const quote = await post(
        '/api/quotes',
        customer.token,
        `{"product_type":"funding","asset":"CAD","side":"${side}","deliver_amount":1000}`,
      );
      if (quote.status !== 201) {
        fail(`quote ${quote.status}`);
        continue;
      }
      const quoteGuid = String(JSON.parse(quote.body).guid);
      const confirmation =
        side === 'withdrawal'
          ? `,"confirmation_token":"${await target.confirm(customer, quoteGuid)}"`
          : '';
      const body = `{"quote_guid":"${quoteGuid}","transfer_type":"funding","external_bank_account_guid":"${customer.bankGuid}"${confirmation}}`;
      const at = performance.now();
      const answer = await post('/api/transfers', customer.token, body, `bench-${quoteGuid}`);
      const done = performance.now();
      if (answer.status !== 201) fail(`transfer ${answer.status}`);
      else if (at >= windowStart && done < windowEnd) {
        result.transfers += 1;
        result.transferLatencies.push(done - at);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  agent.destroy();
  return result;
}

async function main(): Promise<number> {
  const options = benchOptions();
  const databases = new ScratchDatabases(options.serverUrl);
  process.once('SIGINT', () => {
    void databases.dropAll().finally(() => process.exit(130));
  });
  try {
    progress(`funding: preparing ${options.customers} customers`);
    const funding = await startFundingTarget(options, await databases.create('funding'));
    let load: FundingLoad;
    let verification: Awaited<ReturnType<FundingTarget['verify']>>;
    try {
      progress(`funding: ${options.warmupSeconds} s warm-up, then ${options.seconds} s measured`);
      load = await loadFunding(
        funding,
        options.connections,
        options.warmupSeconds * 1000,
        options.seconds * 1000,
      );
      progress('funding: letting the rails finish, then checking the books');
      verification = await funding.verify();
    } finally {
      await funding.close();
    }

    progress('trades: the real app under the same load');
    const trades = await startRealTarget(options, await databases.create('real'));
    let tradesPerSecond: number;
    try {
      const phase = await loadTarget(options, trades, () => 0);
      tradesPerSecond = phase.load.trades / (phase.load.windowMs / 1000);
    } finally {
      await trades.close();
    }

    const transfersPerSecond = load.transfers / (load.windowMs / 1000);
    const latency = summarize(load.transferLatencies);
    const lag = summarize(verification.lagMs);
    const lines = [
      `transfers/s: ${transfersPerSecond.toFixed(1)} (${load.transfers} in ${load.windowMs / 1000} s)`,
      `POST /api/transfers p50 ${latency.p50Ms.toFixed(1)} ms, p99 ${latency.p99Ms.toFixed(1)} ms`,
      `rail lag (due → state changed) p50 ${lag.p50Ms.toFixed(0)} ms, p99 ${lag.p99Ms.toFixed(0)} ms over ${lag.count} steps`,
      `trades/s (real app, same load): ${tradesPerSecond.toFixed(1)}`,
      `ratio transfers/s ÷ trades/s: ${(transfersPerSecond / tradesPerSecond).toFixed(2)} (target ≥ 0.8)`,
      `errors: ${JSON.stringify(load.errors)}`,
      `unfinished transfers after the run: ${verification.unfinished}`,
      `ledger invariants after the run: ${JSON.stringify(verification.violations)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return Object.keys(verification.violations).length > 0 ? 1 : 0;
  } finally {
    await databases.dropAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
