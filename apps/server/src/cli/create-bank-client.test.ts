import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../infra/db/database.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'maple-bank-client-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the script as `npm run bank-client:create -- …` does. */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/cli/create-bank-client.ts', ...args],
    {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run bank-client:create', () => {
  it('creates a bank API client and prints its id and secret once; the secret is kept hashed', async () => {
    const created = await run(['--name', 'Core banking']);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Bank API client created: Core banking');
    const clientId = /client_id {6}(\S+)/.exec(created.stdout)?.[1] ?? '';
    const secret = /client_secret {2}(\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(clientId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(secret.length).toBeGreaterThanOrEqual(43);

    const database = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const client = await database.db
        .selectFrom('bank_clients')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(client).toMatchObject({ client_id: clientId, name: 'Core banking' });
      expect(client.secret_hash).toMatch(/^\$argon2id\$/);
      expect(client.secret_hash).not.toContain(secret);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('explains a missing name', async () => {
    const bad = await run([]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--name: is required');
    expect(bad.stderr).toContain('usage: npm run bank-client:create');
  }, 120_000);
});
