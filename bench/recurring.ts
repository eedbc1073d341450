/**
 * `npm run bench:recurring`: the time travel of recurring orders (ADR 83) at full size —
 * BENCH_SCHEDULES orders (default 10,000) of as many customers over BENCH_DAYS simulated days
 * (default 400), two instances, one killed at every ten-minute step with work
 * (`apps/server/src/testing/recurring-time-travel.ts`). Needs DATABASE_URL (a PostgreSQL
 * server: two instances share it); a scratch database is used and dropped. Prints the figures
 * and every violation; exits 1 if there is one. See bench/README.md.
 */
import { travel } from '../apps/server/src/testing/recurring-time-travel.js';
import { ScratchDatabases } from './lib/databases.js';
import { positiveInteger } from './lib/options.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const serverUrl = process.env.DATABASE_URL;
if (serverUrl === undefined || serverUrl === '') {
  throw new Error('bench:recurring needs DATABASE_URL: two instances share one PostgreSQL');
}
const schedules = positiveInteger(process.env, 'BENCH_SCHEDULES', 10_000);
const days = positiveInteger(process.env, 'BENCH_DAYS', 400);
const seed = positiveInteger(process.env, 'BENCH_SEED', 20_261_201);
const scratch = new ScratchDatabases(serverUrl);
try {
  const { url, name } = await scratch.create('recurring');
  progress(`${schedules} schedules over ${days} days on ${name}`);
  const began = Date.now();
  const figures = await travel({
    url,
    schedules,
    days,
    seed,
    progress: (day, so) => {
      if (day % 10 !== 0) return;
      const seconds = ((Date.now() - began) / 1000).toFixed(0);
      progress(
        `day ${day}: ${so.steps} steps, ${so.started} runs started, ${so.kills} kills, ${seconds} s`,
      );
    },
  });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  if (Object.keys(figures.violations).length > 0) process.exitCode = 1;
} finally {
  await scratch.dropAll();
}
