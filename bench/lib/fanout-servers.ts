import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBuiltWebApp } from '../../apps/server/src/testing/built-web-app.js';
import { stopped } from './child-servers.js';

export type FanoutServerName = 'naive' | 'app';

/** A streaming server under load, in a process of its own (its CPU is its own). */
export interface FanoutServer {
  name: FanoutServerName;
  port: number;
  pid: number;
  /** With BENCH_CPU_PROFILE (app only): a V8 profile of its thread between start and stop. */
  profile(step: 'start' | 'stop', label: string): Promise<void>;
  stop(): Promise<void>;
}

const scripts: Record<FanoutServerName, string> = {
  naive: fileURLToPath(new URL('./fanout-naive.ts', import.meta.url)),
  app: fileURLToPath(new URL('./fanout-app.ts', import.meta.url)),
};

/** Start-up compiles the server with tsx and migrates its database: slow on a busy machine. */
const startTimeoutMs = 240_000;

function listening(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no port in time')), startTimeoutMs);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

/**
 * The naive baseline or the app (development defaults, embedded PGlite in a fresh directory,
 * the JSON log to a file as a collector would take it). Both tick every `tickMs`.
 */
export async function startFanoutServer(
  name: FanoutServerName,
  tickMs: number,
  cpuProfileDir: string | undefined,
): Promise<FanoutServer> {
  const dir = mkdtempSync(join(tmpdir(), `maple-fanout-${name}-`));
  const webDir = writeBuiltWebApp();
  const log = openSync(join(dir, 'server.log'), 'w');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    TICK_MS: String(tickMs),
    DATA_DIR: join(dir, 'data'),
    WEB_DIST_DIR: webDir,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    ...(cpuProfileDir === undefined ? {} : { BENCH_CPU_PROFILE: cpuProfileDir }),
  };
  // The child inherits --conditions=source --import tsx, so it runs the TypeScript as is.
  const child = fork(scripts[name], [], { env, stdio: ['ignore', log, log, 'ipc'] });
  closeSync(log);
  const cleanUp = async () => {
    await stopped(child);
    rmSync(dir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  };
  let port: number;
  try {
    port = await listening(child);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const profile = (step: 'start' | 'stop', label: string) =>
    new Promise<void>((resolve) => {
      if (name !== 'app' || cpuProfileDir === undefined) return resolve();
      child.once('message', () => resolve());
      child.send({ profile: step, label });
    });
  return { name, port, pid: child.pid ?? -1, profile, stop: cleanUp };
}
