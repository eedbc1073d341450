import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopped } from './child-servers.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The production build the server answers, whose scripts the bench weighs. */
export const webDist = join(repoRoot, 'apps/web/dist');

export interface SiteServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Resolves once `url` answers 200; rejects if the process ends first or after two minutes. */
async function answering(url: string, child: ChildProcess, logTail: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited:\n${logTail()}`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within two minutes\n${logTail()}`);
}

/**
 * The compiled server (`apps/server/dist/main.js`, as `npm start` runs it) serving the
 * production build of the site, with the e2e suite's settings: embedded PGlite in a fresh data
 * directory and the simulated market, so the price board has prices that move.
 */
export async function startSiteServer(): Promise<SiteServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'maple-bench-landing-'));
  const logPath = join(dir, 'server.log');
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    await stopped(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await answering(`${baseUrl}/readyz`, child, () => readFileSync(logPath, 'utf8').slice(-4000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
