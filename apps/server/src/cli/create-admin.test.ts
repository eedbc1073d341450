import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../infra/db/database.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'maple-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the script as `npm run admin:create -- …` does. */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/cli/create-admin.ts', ...args],
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

describe('npm run admin:create', () => {
  it('creates a staff user and prints the password, the TOTP secret and its URI once', async () => {
    const created = await run(['--email', 'Ada@Maple.test', '--name', 'Ada', '--role', 'admin']);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Staff user created: Ada <ada@maple.test> (admin)');
    const password = /password {5}(\S+)/.exec(created.stdout)?.[1] ?? '';
    const secret = /TOTP secret {2}([A-Z2-7]+)/.exec(created.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(created.stdout).toContain(`otpauth://totp/Maple%20Exchange:ada%40maple.test?`);
    expect(created.stdout).toContain(`secret=${secret}`);

    const database = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const staff = await database.db
        .selectFrom('staff_users')
        .innerJoin('totp_factors', 'totp_factors.principal_id', 'staff_users.id')
        .select(['role', 'password_hash', 'secret_ciphertext', 'enrolled_at'])
        .executeTakeFirstOrThrow();
      expect(staff.role).toBe('admin');
      expect(staff.enrolled_at).not.toBeNull();
      expect(staff.password_hash).not.toContain(password);
      expect(staff.secret_ciphertext).not.toContain(secret);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('explains bad arguments', async () => {
    const bad = await run(['--email', 'nope', '--name', 'Ada', '--role', 'boss']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--email: Enter a valid e-mail address');
    expect(bad.stderr).toContain('--role');
    expect(bad.stderr).toContain('usage: npm run admin:create');
  }, 120_000);
});
