import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The composition root stays a short list per module (ADR 46): a module's services, routes and
 * settings are wired in its own `<name>.module.ts` and `<name>.config.ts`, so these files grow
 * by a line per module, not by a module's wiring.
 */
const server = new URL('../apps/server/src/', import.meta.url);
const MAX_LINES = 149;

describe('the composition root', () => {
  it.each(['services.ts', 'app.ts', 'config.ts'])('keeps %s under 150 lines', (file) => {
    const source = readFileSync(fileURLToPath(new URL(file, server)), 'utf8');
    expect(source.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });
});
