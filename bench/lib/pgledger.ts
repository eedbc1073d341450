import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CpuSnapshot, coresBetween, cpuSnapshot, machineCoresBetween } from './cpu.js';
import type { ScratchDatabases } from './databases.js';
import type { LatencySummary } from './load-protocol.js';
import { loadPgledger, pgledgerViolations, preparePgledgerAccounts } from './pgledger-setup.js';
import { summarize } from './stats.js';

const script = fileURLToPath(new URL('../pgledger-trade.sql', import.meta.url));

export interface PgledgerPlan {
  /** A checkout of pgledger's repository (PGLEDGER_DIR). */
  checkout: string;
  clients: number;
  warmupSeconds: number;
  seconds: number;
}

export interface PgledgerPhase {
  clients: number;
  /** Trades completed inside the measured window, and per second. */
  trades: number;
  tradesPerSecond: number;
  latency: LatencySummary;
  cores: { pgbench: number; postgres: number; machineBusy: number };
  violations: Record<string, string[]>;
}

/**
 * pgledger's SQL-only trade (bench/pgledger-trade.sql) under pgbench, on a scratch database of
 * the same server as the real app's phase: as many clients as the real app's HTTP clients,
 * warm-up then the measured window, every transaction's latency from pgbench's own log.
 */
export async function runPgledgerPhase(
  databases: ScratchDatabases,
  plan: PgledgerPlan,
): Promise<PgledgerPhase> {
  const database = await databases.create('pgledger');
  loadPgledger(plan.checkout, database.url);
  await preparePgledgerAccounts(database.url, plan.clients);
  await databases.checkpoint();
  const logs = mkdtempSync(join(tmpdir(), 'pgledger-'));
  try {
    const run = await pgbench(database.url, plan, join(logs, 'trades'));
    const windowStartUs = run.startedUs + plan.warmupSeconds * 1e6;
    const windowEndUs = windowStartUs + plan.seconds * 1e6;
    const all = readdirSync(logs).flatMap((file) => transactions(join(logs, file)));
    const inWindow = all.filter(({ doneUs }) => doneUs >= windowStartUs && doneUs <= windowEndUs);
    const latency = summarize(inWindow.map(({ latencyUs }) => latencyUs / 1000));
    return {
      clients: plan.clients,
      trades: inWindow.length,
      tradesPerSecond: inWindow.length / plan.seconds,
      latency,
      cores: {
        pgbench: coresBetween(run.atWindow, run.atEnd, [run.pid]),
        postgres: coresBetween(
          run.atWindow,
          run.atEnd,
          [...run.atEnd.processes.keys()].filter((pid) => pid !== run.pid),
        ),
        machineBusy: machineCoresBetween(run.atWindow, run.atEnd).busy,
      },
      violations: await pgledgerViolations(database.url, all.length),
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

interface PgbenchRun {
  pid: number;
  startedUs: number;
  atWindow: CpuSnapshot;
  atEnd: CpuSnapshot;
}

function pgbench(url: string, plan: PgledgerPlan, logPrefix: string): Promise<PgbenchRun> {
  const args = ['-n', '-M', 'prepared', '-f', script, '-c', String(plan.clients), '-j', '2'];
  args.push('-T', String(plan.warmupSeconds + plan.seconds), '-l', '--log-prefix', logPrefix, url);
  const child = spawn('pgbench', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) return Promise.reject(new Error('pgbench did not start'));
  const startedUs = Date.now() * 1000;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Both snapshots while pgbench and its backends live: once they exit, /proc forgets them.
  let atWindow: CpuSnapshot | undefined;
  let atEnd: CpuSnapshot | undefined;
  const marks = [
    setTimeout(() => {
      atWindow = cpuSnapshot([pid]);
    }, plan.warmupSeconds * 1000),
    setTimeout(
      () => {
        atEnd = cpuSnapshot([pid]);
      },
      (plan.warmupSeconds + plan.seconds) * 1000 - 250,
    ),
  ];
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      for (const mark of marks) clearTimeout(mark);
      if (code !== 0) reject(new Error(`pgbench failed (${code}): ${stderr.trim()}`));
      else if (atWindow === undefined || atEnd === undefined) {
        reject(new Error('pgbench ended before its window did'));
      } else resolve({ pid, startedUs, atWindow, atEnd });
    });
  });
}

/** pgbench's per-transaction log: `client_id transaction_no time script_no time_epoch time_us`. */
function transactions(file: string): { latencyUs: number; doneUs: number }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [, , latency, , epoch, micros] = line.split(' ').map(Number);
      if (latency === undefined || epoch === undefined || micros === undefined) {
        throw new Error(`not a pgbench log line: ${line}`);
      }
      return { latencyUs: latency, doneUs: epoch * 1e6 + micros };
    });
}

/** The pgledger phase's lines of the report, with the real app's trades/s against it. */
export function renderPgledger(
  phase: PgledgerPhase,
  realTradesPerSecond: number | undefined,
): string {
  const { latency, cores } = phase;
  const ratio =
    realTradesPerSecond === undefined ? undefined : realTradesPerSecond / phase.tradesPerSecond;
  return [
    `pgledger (SQL only, pgbench, ${phase.clients} clients): ${phase.tradesPerSecond.toFixed(1)} trades/s, p50 / p99 ${latency.p50Ms.toFixed(1)} / ${latency.p99Ms.toFixed(1)} ms`,
    `pgledger cores: pgbench ${cores.pgbench.toFixed(2)}, PostgreSQL ${cores.postgres.toFixed(2)}, machine busy ${cores.machineBusy.toFixed(2)}`,
    ratio === undefined
      ? ''
      : `ratio real/pgledger trades/s: ${ratio.toFixed(2)}× ${ratio >= 2 ? 'MET' : 'MISSED'} (≥ 2×)`,
    `pgledger books: ${JSON.stringify(phase.violations)}`,
    '',
  ].join('\n');
}
