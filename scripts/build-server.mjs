#!/usr/bin/env node
// Compiles the server and the packages it runs on for `npm start`, unless the last compile was
// made from exactly the same inputs. It emits without type-checking (`tsc -b --noCheck`): a
// start needs JavaScript, and checking every project took most of a first start's minutes.
// Types are checked by `npm run build`, `npm run typecheck` and `npm run validate` (CI), which
// also check again what this emitted (tsc records that the check is still owed). ADR 51.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Everything the server's compile reads: its sources and config, the packages', the lockfile. */
export const serverInputs = [
  'apps/server/src',
  'apps/server/tsconfig.json',
  'packages/money/src',
  'packages/money/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** What a start runs: without one of them the compile is not done, whatever the stamp says. */
export const serverOutputs = [
  'apps/server/dist/main.js',
  'packages/money/dist/index.js',
  'packages/contracts/dist/index.js',
];

const stampPath = 'apps/server/dist/.inputs.sha256';

function* filesOf(path) {
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesOf(child);
    else yield child;
  }
}

/** A hash of every input file's path and bytes, in a fixed order. */
export function fingerprint(root, inputs = serverInputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory() ? [...filesOf(path)] : [path];
    for (const file of files) {
      hash
        .update(`${relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Compiles with `compile` unless the outputs exist and were made from the same inputs; answers
 * whether it compiled. The stamp is written only after a compile that succeeded.
 */
export function buildServer(root, compile) {
  const wanted = fingerprint(root);
  const stamp = join(root, stampPath);
  const outputsExist = serverOutputs.every((output) => existsSync(join(root, output)));
  if (outputsExist && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return false;
  compile();
  writeFileSync(stamp, wanted);
  return true;
}

function tscNoCheck(root) {
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-b', 'apps/server', '--noCheck'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const compiled = buildServer(root, () => tscNoCheck(root));
  if (!compiled) process.stdout.write('The server is up to date (apps/server/dist).\n');
}
