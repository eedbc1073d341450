import { expect } from 'vitest';

/**
 * Sets up one call outside the measured time (e.g. solves its bot check, as an attacker would
 * beforehand) and answers the call to time.
 */
export type PreparedCall = () => Promise<() => Promise<unknown>>;

interface Round {
  /** Median milliseconds of `a` and of `b`. */
  a: number;
  b: number;
  /** |a − b| relative to the slower of the two. */
  difference: number;
}

/** The medians of the two kinds of call must differ by less than this share. */
const TOLERANCE = 0.1;
/** Timed calls of each kind per round. */
const SAMPLES = 20;
/** A shared CI machine can disturb one round; a real leak shows in every round. */
const ROUNDS = 3;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
    : (sorted[mid] ?? 0);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function timeRound(a: PreparedCall, b: PreparedCall): Promise<Round> {
  const aTimes: number[] = [];
  const bTimes: number[] = [];
  // Interleaved, so drift in machine load hits both kinds alike.
  for (let i = 0; i < SAMPLES; i += 1) {
    aTimes.push(await timed(await a()));
    bTimes.push(await timed(await b()));
  }
  const medians = { a: median(aTimes), b: median(bTimes) };
  return {
    ...medians,
    difference: Math.abs(medians.a - medians.b) / Math.max(medians.a, medians.b),
  };
}

/**
 * Fails unless, in one of up to three rounds, the median times of calls `a` and `b` differ by
 * less than 10 %. `warmUp` untimed calls of each kind come first (JIT, caches, and whatever
 * the first calls change). The failure message shows every round: a leak's size says where
 * to look.
 */
export async function expectSimilarTimings(
  a: PreparedCall,
  b: PreparedCall,
  { warmUp }: { warmUp: number },
): Promise<void> {
  for (let i = 0; i < warmUp; i += 1) {
    await (await a())();
    await (await b())();
  }
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = await timeRound(a, b);
    rounds.push(round);
    if (round.difference < TOLERANCE) break;
  }
  const figures = rounds
    .map((r) => `${r.a.toFixed(2)} vs ${r.b.toFixed(2)} ms (${(r.difference * 100).toFixed(1)} %)`)
    .join('; ');
  expect(Math.min(...rounds.map((r) => r.difference)), figures).toBeLessThan(TOLERANCE);
}
