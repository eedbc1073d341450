import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, serverOutputs } from './build-server.mjs';

/**
 * `npm start` compiles the server only when something it is compiled from changed
 * (scripts/build-server.mjs): a start with nothing changed must not wait for the compiler, and a
 * start after an edit must never run yesterday's code.
 */
let root: string;
let compiles: number;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Stands in for tsc: writes what a start runs. */
const compile = () => {
  compiles += 1;
  for (const output of serverOutputs) write(output, `// compile ${compiles}`);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'maple-build-server-'));
  compiles = 0;
  write('apps/server/src/main.ts', 'export {};');
  write('apps/server/src/modules/a/a.service.ts', 'export const a = 1;');
  write('packages/money/src/index.ts', 'export const cents = 1n;');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the server build of npm start', () => {
  it('compiles on the first start, and not again while nothing changed', () => {
    expect(buildServer(root, compile)).toBe(true);
    expect(buildServer(root, compile)).toBe(false);
    expect(buildServer(root, compile)).toBe(false);
    expect(compiles).toBe(1);
  });

  it('compiles again after a source, a package, the config or the lockfile changed', () => {
    buildServer(root, compile);
    for (const changed of [
      'apps/server/src/modules/a/a.service.ts',
      'packages/money/src/index.ts',
      'tsconfig.base.json',
      'package-lock.json',
    ]) {
      write(changed, `// changed ${changed}`);
      expect(buildServer(root, compile)).toBe(true);
      expect(buildServer(root, compile)).toBe(false);
    }
    write('apps/server/src/modules/b/b.service.ts', 'export const b = 2;');
    expect(buildServer(root, compile)).toBe(true);
    expect(compiles).toBe(6);
  });

  it('compiles again when what a start runs is gone, whatever the stamp says', () => {
    buildServer(root, compile);
    rmSync(join(root, 'packages/money/dist'), { recursive: true });
    expect(buildServer(root, compile)).toBe(true);
  });

  it('compiles again after a compile that failed', () => {
    buildServer(root, compile);
    write('apps/server/src/main.ts', 'export const broken = ;');
    expect(() =>
      buildServer(root, () => {
        throw new Error('tsc failed');
      }),
    ).toThrow('tsc failed');
    expect(buildServer(root, compile)).toBe(true);
  });
});
