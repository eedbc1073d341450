import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScratchDatabases } from './databases.js';
import type { Checkout } from './start-options.js';
import { type StartFigures, timedStart } from './start-process.js';

/**
 * The starts one round makes of a checkout, in this order:
 * - `first`: `npm start` right after `npm install` in a fresh clone: nothing compiled (every
 *   `dist` and `*.tsbuildinfo` of the TypeScript projects removed; the web app's build is kept,
 *   it is the same in every checkout and has a benchmark of its own), a new PGlite data directory;
 * - `second`: `npm start` again, nothing changed, on the database the first made;
 * - `postgresFirst`, `postgresSecond`: the same two on a new PostgreSQL database (compiled).
 */
export type StartKind = 'first' | 'second' | 'postgresFirst' | 'postgresSecond';
export const startKinds: readonly StartKind[] = [
  'first',
  'second',
  'postgresFirst',
  'postgresSecond',
];

export interface StartSample extends StartFigures {
  checkout: Checkout['name'];
  kind: StartKind;
  round: number;
}

/** Where TypeScript writes: removed for a first start, as a fresh clone has none of it. */
const compiledProjects = ['apps/server', 'packages/money', 'packages/contracts'];
/** Projects TypeScript only checks: their build info sits in their own node_modules/.tmp. */
const checkedProjects = [...compiledProjects, 'apps/web', 'e2e'];

function removeCompiledOutput(root: string): void {
  for (const project of compiledProjects) {
    rmSync(join(root, project, 'dist'), { recursive: true, force: true });
  }
  for (const project of checkedProjects) {
    for (const dir of [join(root, project), join(root, project, 'node_modules/.tmp')]) {
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        if (file.endsWith('.tsbuildinfo')) rmSync(join(dir, file), { force: true });
      }
    }
  }
}

/** The web app's dist, built once before the rounds so no start rebuilds it. */
export function buildWebApp(checkout: Checkout): void {
  const run = spawnSync(process.execPath, ['scripts/build-web.mjs'], {
    cwd: checkout.root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the web build of ${checkout.root} failed`);
}

/** What a newcomer's shell holds: no DATABASE_URL, nothing of the bench's own settings. */
function newcomerEnv(extra: Record<string, string>): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR'];
  const env: Record<string, string> = {};
  for (const name of keep) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

/** One round's four starts of one checkout. */
export async function startRound(
  checkout: Checkout,
  round: number,
  options: { settleSeconds: number; databases: ScratchDatabases | undefined },
  progress: (message: string) => void,
): Promise<StartSample[]> {
  const dir = mkdtempSync(join(tmpdir(), `maple-bench-start-${checkout.name}-`));
  const samples: StartSample[] = [];
  const run = async (kind: StartKind, env: Record<string, string>) => {
    progress(`round ${round}: ${checkout.name} ${kind}`);
    const figures = await timedStart({
      root: checkout.root,
      env: newcomerEnv(env),
      logPath: join(dir, `${kind}.log`),
      settleSeconds: options.settleSeconds,
    });
    samples.push({ checkout: checkout.name, kind, round, ...figures });
  };
  try {
    removeCompiledOutput(checkout.root);
    const pglite = { DATA_DIR: join(dir, 'data') };
    await run('first', pglite);
    await run('second', pglite);
    if (options.databases !== undefined) {
      const { url } = await options.databases.create(`start_${checkout.name}`);
      await run('postgresFirst', { DATABASE_URL: url });
      await run('postgresSecond', { DATABASE_URL: url });
    }
    return samples;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
