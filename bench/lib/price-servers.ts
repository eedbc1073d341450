import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBuiltWebApp } from '../../apps/server/src/testing/built-web-app.js';
import { freePort, stopped } from './child-servers.js';
import { processCpuSeconds } from './cpu.js';
import type { PriceBenchOptions } from './price-options.js';

export type ServerName = 'hello' | 'app' | 'compare';

/** A server under load, in a process of its own (so its CPU is its own, and the client's too). */
export interface BenchServer {
  name: ServerName;
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  pid: number;
  /** Bytes the server has logged so far; undefined for the baseline, which logs nothing. */
  loggedBytes(): number | undefined;
  stop(): Promise<void>;
}

/** This checkout's server; `BENCH_COMPARE` names another one (main's, for a before). */
export const thisServerRoot = fileURLToPath(new URL('../../apps/server', import.meta.url));
const helloScript = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

/** Start-up compiles the server with tsx and opens its database: slow on a busy 2-core machine. */
const startTimeoutMs = 240_000;

/** Resolves once `url` answers 200; rejects if the process ends first or takes too long. */
async function answering(url: string, child: ChildProcess, failure: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(failure());
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${startTimeoutMs / 1000} s\n${failure()}`);
}

/**
 * Waits until the process has been nearly idle (under a tenth of a core) for two seconds running:
 * a server that has just started still has start-up work (the job queue's first maintenance,
 * say) that would land in the first load's figures.
 */
async function settled(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 4 && Date.now() < deadline) {
    const before = processCpuSeconds(pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    quiet = (processCpuSeconds(pid) ?? 0) - before < 0.05 ? quiet + 1 : 0;
  }
}

/** The bare Fastify baseline (`hello-server.ts`). */
export async function startHello(): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', helloScript], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await answering(`${baseUrl}/hello`, child, () => 'the hello server exited');
  } catch (error) {
    await stopped(child);
    throw error;
  }
  return {
    name: 'hello',
    baseUrl,
    pid: child.pid ?? -1,
    loggedBytes: () => undefined,
    stop: () => stopped(child),
  };
}

/**
 * The real server as `npm start` runs it (`src/main.ts`, here through tsx from the sources) with
 * the development defaults: embedded PGlite in a fresh data directory (or a scratch PostgreSQL
 * database), the simulated market, a built web app (test stand-in) to serve. Its log goes to a
 * file, as a collector would take it, not through this process.
 */
export async function startApp(
  name: 'app' | 'compare',
  serverRoot: string,
  options: Pick<PriceBenchOptions, 'logFormat'>,
  databaseUrl: string | undefined,
  readyPath: string,
): Promise<BenchServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `maple-bench-${name}-`));
  const webDir = writeBuiltWebApp();
  const logPath = join(dir, 'server.log');
  const log = openSync(logPath, 'w');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dir, 'data'),
    WEB_DIST_DIR: webDir,
    LOG_FORMAT: options.logFormat,
    LOG_LEVEL: 'info',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  };
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const cleanUp = async () => {
    await stopped(child);
    rmSync(dir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const logTail = () => readFileSync(logPath, 'utf8').slice(-4000);
  try {
    await answering(`${baseUrl}${readyPath}`, child, () => `${name} exited:\n${logTail()}`);
    await settled(child.pid ?? -1);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    name,
    baseUrl,
    pid: child.pid ?? -1,
    loggedBytes: () => statSync(logPath).size,
    stop: cleanUp,
  };
}
