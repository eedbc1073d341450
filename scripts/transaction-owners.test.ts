import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner of a transaction per request (ADR 49): a service method opens it, or the money
 * batch (`IdempotentPosts`) does, and hands it down. A route only calls the service; a repo
 * runs statements in the transaction it is given, so two of them called in one request can
 * never commit apart.
 */
const server = fileURLToPath(new URL('../apps/server/src', import.meta.url));

const opensTransaction = (source: string) =>
  /\.transaction\(\)|\bsql`\s*BEGIN\b/i.test(source.replace(/^\s*(\/\/|\*).*$/gm, ''));

const notOwners = /\.(routes|repo|models)\.ts$/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('transaction owners', () => {
  it('are never a route, a repo or a model', () => {
    const opening = serverFiles(server)
      .filter((path) => notOwners.test(path))
      .filter((path) => opensTransaction(readFileSync(path, 'utf8')))
      .map((path) => relative(server, path));
    expect(opening).toEqual([]);
  });

  it('finds a transaction opened, and not one a comment mentions', () => {
    expect(opensTransaction('await db.transaction().execute(async (trx) => {})')).toBe(true);
    expect(opensTransaction('await sql`BEGIN`.execute(db)')).toBe(true);
    expect(opensTransaction('// the service opens db.transaction() for it')).toBe(false);
    expect(opensTransaction('const rows = await trx.selectFrom("trades").execute()')).toBe(false);
  });
});
