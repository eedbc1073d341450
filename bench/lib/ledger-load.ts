import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { BatchQueue } from '../../apps/server/src/infra/db/batch-queue.js';
import { bookViolations } from '../../apps/server/src/modules/ledger/invariants.js';
import type {
  EntryRequest,
  PostOutcome,
} from '../../apps/server/src/modules/ledger/ledger.service.js';
import { coresBetween, cpuSnapshot, machineCoresBetween, postgresPids } from './cpu.js';
import type { LedgerWorld } from './ledger-world.js';
import type { LatencySummary } from './load-protocol.js';
import { summarize } from './stats.js';

/** How entries reach the ledger: in the app's batches, or each in a transaction of its own. */
export type PostingMode = 'batched' | 'one-by-one';

export interface LedgerPhasePlan {
  mode: PostingMode;
  /** Concurrent posters, one customer each. */
  clients: number;
  warmupMs: number;
  measureMs: number;
}

export interface LedgerPhase {
  mode: PostingMode;
  /** Entries posted inside the measured window, and their postings (four each). */
  entries: number;
  entriesPerSecond: number;
  postingsPerSecond: number;
  latency: LatencySummary;
  /** Entries refused for want of funds (none are expected) and errors, by message. */
  refused: number;
  errors: Record<string, number>;
  cores: { node: number; postgres: number; machine: number };
  eventLoopUtilization: number;
  /** The bench process's resident memory at its highest sample during the window (MB). */
  peakRssMb: number;
  /** `{}` when the books are sound after the phase; plus the CAD the customers were charged. */
  violations: Record<string, string[]>;
}

/** Trading's batch settings (modules/trading/trading.routes.ts): up to 100, two in flight. */
const tradingBatches = { maxBatch: 100, maxInFlight: 2 } as const;

function posterOf(
  world: LedgerWorld,
  mode: PostingMode,
): (entry: EntryRequest) => Promise<PostOutcome> {
  const { db } = world.opened;
  if (mode === 'one-by-one') {
    return (entry) =>
      db.transaction().execute(async (trx) => (await world.ledger.post(trx, [entry]))[0]);
  }
  const queue = new BatchQueue<EntryRequest, PostOutcome>({
    ...tradingBatches,
    keyOf: (entry) => entry.idempotencyKey,
    run: (entries) =>
      db.transaction().execute(async (trx) => {
        const outcomes = await world.ledger.post(trx, entries);
        return outcomes.map((value) => ({ ok: true as const, value }));
      }),
  });
  return (entry) => queue.submit(entry);
}

/** Runs one phase: warm-up, then the measured window, then the books are checked. */
export async function runLedgerPhase(
  world: LedgerWorld,
  plan: LedgerPhasePlan,
): Promise<LedgerPhase> {
  const post = posterOf(world, plan.mode);
  const started = performance.now();
  const windowStart = started + plan.warmupMs;
  const windowEnd = windowStart + plan.measureMs;
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let posted = 0;
  let refused = 0;
  let peakRss = 0;
  let before:
    | {
        cpu: ReturnType<typeof cpuSnapshot>;
        elu: ReturnType<typeof performance.eventLoopUtilization>;
      }
    | undefined;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  const mark = setTimeout(() => {
    before = { cpu: cpuSnapshot([process.pid]), elu: performance.eventLoopUtilization() };
  }, plan.warmupMs);
  const client = async (index: number) => {
    const customer = world.customers[index % world.customers.length];
    if (customer === undefined) throw new Error('no customer for this client');
    for (let sequence = 0; performance.now() < windowEnd; sequence += 1) {
      const at = performance.now();
      try {
        const outcome = await post(world.tradeEntry(customer, sequence));
        const done = performance.now();
        if (outcome.outcome === 'insufficient_funds') refused += 1;
        else posted += 1;
        if (at >= windowStart && done <= windowEnd && outcome.outcome === 'posted') {
          latencies.push(done - at);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors[message] = (errors[message] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, (_, index) => client(index)));
  clearInterval(sampler);
  clearTimeout(mark);
  const after = { cpu: cpuSnapshot([process.pid]), elu: performance.eventLoopUtilization() };
  if (before === undefined) throw new Error('the measured window never began');
  const seconds = plan.measureMs / 1000;
  const pg = postgresPids();
  return {
    mode: plan.mode,
    entries: latencies.length,
    entriesPerSecond: latencies.length / seconds,
    postingsPerSecond: (latencies.length * 4) / seconds,
    latency: summarize(latencies),
    refused,
    errors,
    cores: {
      node: coresBetween(before.cpu, after.cpu, [process.pid]),
      postgres: coresBetween(before.cpu, after.cpu, pg),
      machine: machineCoresBetween(before.cpu, after.cpu).busy,
    },
    eventLoopUtilization: performance.eventLoopUtilization(after.elu, before.elu).utilization,
    peakRssMb: peakRss / 2 ** 20,
    violations: await verify(world, posted),
  };
}

/**
 * The books' own rules, and that the customers were charged exactly what was answered posted:
 * CAD 10.00 for each entry the ledger said it posted, no more (an entry taken twice balances too).
 */
async function verify(world: LedgerWorld, posted: number): Promise<Record<string, string[]>> {
  const { db } = world.opened;
  const violations = await bookViolations(db);
  const ids = world.customers.map((customer) => customer.cad.toString());
  const { rows } = await sql<{ spent: string }>`
    SELECT coalesce(sum(-p.amount), 0)::text AS spent
    FROM postings p JOIN journal_entries e ON e.id = p.entry_id
    WHERE e.kind = 'trade' AND p.account_id = ANY(${ids}::bigint[])`.execute(db);
  const spent = BigInt(rows[0]?.spent ?? '0');
  const expected = BigInt(posted) * world.cadPerEntry;
  if (spent !== expected) {
    violations['customers were charged what the ledger answered'] = [
      `charged ${spent} cents for ${posted} entries answered posted (expected ${expected})`,
    ];
  }
  return violations;
}
