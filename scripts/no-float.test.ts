import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No amount passes through a JS float on the money paths: the money package, the ledger, trading
 * and the web's platform answers read no number through a float conversion or rounding. Counts,
 * times and ids that need one go through a named helper outside these folders
 * (`infra/db/count.ts`, `infra/clock.ts`).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const guarded = [
  'packages/money/src',
  'apps/server/src/modules/ledger',
  'apps/server/src/modules/trading',
  'apps/web/src/lib/platform',
];
const forbidden = [
  'parseFloat(',
  'Number(',
  'toFixed(',
  'Math.round(',
  'Math.floor(',
  'Math.ceil(',
];

function* sourcesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourcesOf(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const sources = guarded.flatMap((dir) =>
  [...sourcesOf(join(root, dir))].map((path) => ({
    name: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);

describe('the money paths', () => {
  it('include the sources they are meant to guard', () => {
    expect(sources.map((source) => source.name)).toEqual(
      expect.arrayContaining([
        'packages/money/src/parse.ts',
        'apps/server/src/modules/ledger/ledger.service.ts',
        'apps/server/src/modules/trading/pricing.ts',
        'apps/web/src/lib/platform/trade-math.ts',
      ]),
    );
  });

  it.each(forbidden)('never call %s', (call) => {
    const offenders = sources.filter((source) => source.text.includes(call));
    expect(offenders.map((source) => source.name)).toEqual([]);
  });
});
