import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from './child-servers.js';
import { processCpuSeconds } from './cpu.js';

/** What one start took and held. */
export interface StartFigures {
  /** From spawning `npm start` to the first 200 from `/readyz`. */
  readySeconds: number;
  /** The server process's resident memory once it has settled (MiB). */
  idleRssMiB: number;
  /** The same plus npm's own process, which `npm start` keeps running beside it (MiB). */
  idleTreeRssMiB: number;
}

export interface StartRequest {
  root: string;
  env: Record<string, string>;
  logPath: string;
  settleSeconds: number;
}

/** A first start compiles the whole repository on a busy 2-core machine: minutes. */
const readyTimeoutMs = 600_000;
const serverScript = 'apps/server/dist/main.js';

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Polls `/readyz` every 50 ms; answers the seconds since `since` at its first 200. */
async function ready(url: string, child: ChildProcess, since: number, log: () => string) {
  while (performance.now() - since < readyTimeoutMs) {
    if (exited(child)) throw new Error(`npm start exited before it was ready:\n${log()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return (performance.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200 within ${readyTimeoutMs / 1000} s\n${log()}`);
}

/** Every process whose parent is `pid`, and theirs (Linux /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the table was read.
    }
  }
  const found: number[] = [];
  const visit = (at: number) => {
    for (const child of parents.get(at) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** VmRSS of a process in MiB (0 once it is gone). */
function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return kib / 1024;
  } catch {
    return 0;
  }
}

/** Waits until the process has used under a tenth of a core for `seconds` running (at most 60 s). */
async function settled(pid: number, seconds: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < seconds * 2 && Date.now() < deadline) {
    const before = processCpuSeconds(pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    quiet = (processCpuSeconds(pid) ?? 0) - before < 0.05 ? quiet + 1 : 0;
  }
}

/** SIGTERM to the server (it drains and stops; npm then ends), SIGKILL to both 15 s later. */
async function stopped(npm: ChildProcess, server: number | undefined): Promise<void> {
  if (exited(npm)) return;
  const gone = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const signal = (pid: number | undefined, name: NodeJS.Signals) => {
    try {
      if (pid === undefined) npm.kill(name);
      else process.kill(pid, name);
    } catch {
      // It ended on its own meanwhile.
    }
  };
  signal(server, 'SIGTERM');
  const timer = setTimeout(() => {
    signal(server, 'SIGKILL');
    signal(undefined, 'SIGKILL');
  }, 15_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Runs `npm start` in a checkout as a newcomer would (its build step included), times it to
 * ready, lets it settle, reads the server's RSS and stops it.
 */
export async function timedStart(request: StartRequest): Promise<StartFigures> {
  const port = await freePort();
  const log = openSync(request.logPath, 'w');
  const since = performance.now();
  const npm = spawn('npm', ['start'], {
    cwd: request.root,
    env: { ...request.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const logTail = () => readFileSync(request.logPath, 'utf8').slice(-4000);
  let server: number | undefined;
  try {
    const readySeconds = await ready(`http://127.0.0.1:${port}/readyz`, npm, since, logTail);
    const npmPid = npm.pid ?? -1;
    server = descendants(npmPid).find((pid) => commandLine(pid).includes(serverScript));
    if (server === undefined) throw new Error(`no ${serverScript} process under npm start`);
    await settled(server, request.settleSeconds);
    const idleRssMiB = rssMiB(server);
    return { readySeconds, idleRssMiB, idleTreeRssMiB: idleRssMiB + rssMiB(npmPid) };
  } finally {
    await stopped(npm, server);
  }
}
