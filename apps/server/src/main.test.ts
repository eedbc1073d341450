import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './infra/db/database.js';
import { writeBuiltWebApp } from './testing/built-web-app.js';
import { startServer } from './testing/server-process.js';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'maple-main-'));
  const webDir = writeBuiltWebApp();
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  });

  it('refuses to start on bad configuration, listing every problem', async () => {
    const { exited } = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration is invalid');
    expect(stderr).toContain('PORT: must be a whole number (got "abc")');
    expect(stderr).toContain('DATABASE_URL');
  });

  it('starts, serves, stops on SIGTERM and keeps its data across a restart', async () => {
    const env = { PORT: '0', DATA_DIR: dataDir, WEB_DIST_DIR: webDir, LOG_LEVEL: 'info' };
    const demoBlocks: string[] = [];
    for (let run = 1; run <= 2; run++) {
      const server = startServer(env);
      const url = await server.listening();
      // Development seeds the demo accounts and prints the same credentials on every start.
      demoBlocks.push(/Demo accounts[\s\S]*otpauth:\S+/.exec(server.output())?.[0] ?? '');
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const landing = await fetch(`${url}/`);
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain('Maple Exchange');
      expect((await fetch(`${url}/nope`)).status).toBe(404);
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      expect(code).toBe(0);
      // Development logs read as lines for a person, not JSON, and a request is not a line.
      const output = server.output();
      expect(output).toMatch(/INFO.*database ready/);
      expect(output).toContain('shutdown complete');
      expect(output).not.toMatch(/^\{/m);
      expect(output).not.toContain('request completed');
      expect(output).not.toContain('shutdown timed out');
    }
    expect(demoBlocks[0]).toContain('demo@maple.exchange');
    expect(demoBlocks[1]).toBe(demoBlocks[0]);
    const database = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const starts = await database.db
        .selectFrom('audit_events')
        .select('action')
        .where('action', '=', 'system.started')
        .execute();
      expect(starts).toHaveLength(2);
    } finally {
      await database.close();
    }
    // Two cold starts (tsx, PGlite, demo seeding) on a busy CI machine.
  }, 120_000);
});
