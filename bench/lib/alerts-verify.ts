import type { FiredAlert } from '../../apps/server/src/modules/alerts/price-alert-delivery.js';
import type { StoredAlert } from './alerts-jobs.js';
import type { RecordedDay } from './alerts-recording.js';
import type { SideRun } from './alerts-sides.js';
import { CrossingTruth } from './alerts-truth.js';
import type { Check } from './documents-verify.js';
import { summarize } from './stats.js';

/** The issue's target: from the crossing tick to its delivery job queued. */
export const CROSSING_TO_QUEUED_P99_MS = 5_000;
const TARGET_SECONDS = CROSSING_TO_QUEUED_P99_MS / 1000;

const runName = (run: SideRun) => `${run.side} ${run.round + 1}`;
const firingKey = (job: FiredAlert) => `${job.alert_guid}@${job.fired_at}`;

/** A run's problems, counted, with the first few told. */
function found(problems: readonly string[]): string {
  if (problems.length === 0) return 'none';
  return `${problems.length}: ${problems.slice(0, 3).join('; ')}`;
}

/** Two jobs of one alert closer than its cooldown, or a second job of a once-alert. */
function duplicatesOf(run: SideRun, alerts: ReadonlyMap<string, StoredAlert>): string[] {
  const byAlert = new Map<string, number[]>();
  for (const job of run.jobs) {
    const times = byAlert.get(job.alert_guid) ?? [];
    times.push(Date.parse(job.fired_at));
    byAlert.set(job.alert_guid, times);
  }
  const problems: string[] = [];
  for (const [guid, times] of byAlert) {
    const alert = alerts.get(guid);
    times.sort((a, b) => a - b);
    if (alert !== undefined && !alert.repeats && times.length > 1) {
      problems.push(`${runName(run)}: once-alert ${guid} told ${times.length} times`);
    }
    const cooldownMs = (alert?.cooldown_seconds ?? 0) * 1000;
    for (let i = 1; i < times.length; i += 1) {
      const gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
      if (gap < cooldownMs) problems.push(`${runName(run)}: ${guid} told again after ${gap} ms`);
    }
  }
  return problems;
}

/** The jobs that stand for no crossing, and the ticks they say they fired at. */
function falseAlertsOf(
  run: SideRun,
  truth: CrossingTruth,
  alerts: ReadonlyMap<string, StoredAlert>,
): { problems: string[]; ticks: string[] } {
  const ticks = new Set<string>();
  const problems = run.jobs.flatMap((job) => {
    const why = truth.falsehood(job, alerts.get(job.alert_guid));
    if (why === undefined) return [];
    ticks.add(job.fired_at);
    return [`${runName(run)}: ${job.alert_guid} at ${job.fired_at}: ${why}`];
  });
  return { problems, ticks: [...ticks].sort() };
}

function falseAlertsCheck(
  runs: readonly SideRun[],
  truth: CrossingTruth,
  alerts: ReadonlyMap<string, StoredAlert>,
): Check {
  const judged = runs.map((run) => ({ run, ...falseAlertsOf(run, truth, alerts) }));
  const problems = judged.flatMap((each) => each.problems);
  const where = judged
    .filter((each) => each.problems.length > 0)
    .map((each) => {
      const ticks = `${each.ticks.length} tick(s) (${each.ticks.slice(0, 3).join(', ')})`;
      return `${runName(each.run)} ${each.problems.length} at ${ticks}`;
    });
  return {
    label: 'zero false alerts (each job a real crossing of the recording)',
    ok: problems.length === 0,
    found: problems.length === 0 ? 'none' : `${where.join('; ')}; e.g. ${found(problems)}`,
  };
}

/** Each run's (alert, tick) firings against the first product run's, with a few examples. */
function differencesOf(runs: readonly SideRun[]): string[] {
  const [reference] = runs;
  if (reference === undefined) return ['no run'];
  const expected = new Set(reference.jobs.map(firingKey));
  return runs.slice(1).flatMap((run) => {
    const keys = new Set(run.jobs.map(firingKey));
    const missing = [...expected].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !expected.has(key));
    const twice = run.jobs.length - keys.size;
    if (missing.length + extra.length + twice === 0) return [];
    const notFired = missing.slice(0, 2).join(', ');
    const examples = `not fired ${notFired}; more ${extra.slice(0, 2).join(', ')}`;
    const counts = `${missing.length} of ${runName(reference)}'s not fired, ${extra.length} more`;
    return [`${runName(run)}: ${counts}, ${twice} repeated (e.g. ${examples})`];
  });
}

function latencyCheck(runs: readonly SideRun[]): Check {
  const p99s = runs
    .filter((run) => run.side === 'product')
    .map((run) => summarize(run.times.firingTickMs).p99Ms);
  const worst = Math.max(0, ...p99s);
  return {
    label: `product: p99 crossing tick → job queued ≤ ${TARGET_SECONDS} s`,
    ok: p99s.length > 0 && worst <= CROSSING_TO_QUEUED_P99_MS,
    found: `${p99s.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (worst ${worst.toFixed(1)} ms)`,
  };
}

/**
 * The watch does one thing at a time: a tick that comes during its five-minute reload waits
 * for the reload, so the target holds only if a reload takes less than it.
 */
function reloadCheck(runs: readonly SideRun[]): Check[] {
  const reloads = runs.filter((run) => run.side === 'product').flatMap((run) => run.times.reloadMs);
  if (reloads.length === 0) return [];
  const worst = Math.max(...reloads);
  const p50 = summarize(reloads).p50Ms;
  return [
    {
      label: `product: the five-minute reload holds a crossing up ≤ ${TARGET_SECONDS} s`,
      ok: worst <= CROSSING_TO_QUEUED_P99_MS,
      found: `${reloads.length} reloads, p50 ${p50.toFixed(0)} ms, max ${worst.toFixed(0)} ms`,
    },
  ];
}

/** The bench's verdict: exit code 1 unless every check holds. */
export function verifyRuns(
  runs: readonly SideRun[],
  day: RecordedDay,
  alerts: ReadonlyMap<string, StoredAlert>,
  seeded: number,
): Check[] {
  const truth = new CrossingTruth(day);
  const duplicates = runs.flatMap((run) => duplicatesOf(run, alerts));
  const differences = differencesOf(runs);
  const errors = runs.flatMap((run) => run.errors.map((error) => `${runName(run)}: ${error}`));
  const unwatched = runs.filter((run) => run.times.watching !== seeded).map(runName);
  const firings = runs.map((run) => run.jobs.length);
  return [
    {
      label: 'zero duplicates (cooldown kept, a once-alert told once)',
      ok: duplicates.length === 0,
      found: found(duplicates),
    },
    falseAlertsCheck(runs, truth, alerts),
    {
      label: 'the product fires the same (alert, tick) set as the baseline',
      ok: differences.length === 0,
      found: found(differences),
    },
    latencyCheck(runs),
    ...reloadCheck(runs),
    {
      label: 'the day fired alerts (else the rest proves nothing)',
      ok: firings.every((n) => n > 0),
      found: firings.join(', '),
    },
    {
      label: 'every evaluator held every seeded alert',
      ok: unwatched.length === 0,
      found: found(unwatched),
    },
    { label: 'no work failed', ok: errors.length === 0, found: found(errors) },
  ];
}
