import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's test files share one module graph per worker (apps/web/vitest.config.ts), so a file
 * that replaces a module with `vi.mock` must be named `*.isolated.test.ts(x)`: those run in a
 * project of their own, each in a fresh graph, and their mocks reach no other file.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const webSources = join(root, 'apps/web/src');

function* testFilesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFilesOf(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('web tests that mock a module', () => {
  it('are named to run isolated', () => {
    const shared = [...testFilesOf(webSources)].filter(
      (file) =>
        !/\.isolated\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('),
    );
    expect(shared.map((file) => relative(root, file))).toEqual([]);
  });
});
