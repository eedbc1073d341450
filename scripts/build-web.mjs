#!/usr/bin/env node
// Builds the web app (apps/web: the app, the public site, its prerendered pages) unless the
// last build was made from exactly the same inputs: `npm start` runs this on every start, and a
// full web build takes minutes on a small machine while nothing has changed. `--force` rebuilds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const stamp = join(dist, '.inputs.sha256');

/** Everything the web build reads: its sources and config, the shared packages, the lockfile. */
const inputs = [
  'apps/web',
  'packages/money',
  'packages/contracts',
  'package-lock.json',
  'tsconfig.base.json',
];
const skipped = new Set(['node_modules', 'dist', '.vite']);
/** The environment the build reads (vite.config.ts `envPrefix`; src/lib/business.ts). */
const buildEnvironment = /^(VITE_|BUSINESS_|PUBLIC_URL$|NODE_ENV$)/;

function* filesOf(path) {
  if (!existsSync(path)) return;
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesOf(child);
    else yield child;
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(root, input);
    const files = input.includes('.') ? [path] : [...filesOf(path)];
    for (const file of files) {
      hash
        .update(`${relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  }
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b))) {
    if (buildEnvironment.test(name)) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const force = process.argv.includes('--force');
if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
  process.stdout.write(
    'The web app is up to date (apps/web/dist); `npm run build -- --force` rebuilds it.\n',
  );
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stamp, wanted);
