import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The two Debian builds of Chromium the site is measured in (never a downloaded browser). */
export const browsers = {
  /** `chromium-headless-shell`: what the e2e suite and its Lighthouse spec run. */
  shell: { executable: '/usr/bin/chromium-headless-shell', args: [] },
  /** `chromium` in its new headless mode: the browser people run, which is slower here. */
  chromium: { executable: '/usr/bin/chromium', args: ['--headless=new'] },
} as const;
export type BrowserName = keyof typeof browsers;
export const isBrowserName = (name: string): name is BrowserName => name in browsers;

export interface RunningBrowser {
  /** Its DevTools port, for Lighthouse. */
  port: number;
  stop(): Promise<void>;
}

// The e2e suite's flags (e2e/playwright.config.ts): no sandbox in a container, no background work.
const commonArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--remote-debugging-port=0',
  'about:blank',
];

/** Resolves with the DevTools port the browser prints once it listens. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(() => reject(new Error(`no DevTools port:\n${printed}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(printed);
      if (found?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the browser exited (${code}) before listening:\n${printed}`));
    });
  });
}

const alive = (group: number): boolean => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the browser's process group, then SIGKILL if any of it is left after 10 s. */
async function groupStopped(group: number | undefined): Promise<void> {
  if (group === undefined || !alive(group)) return;
  process.kill(-group, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (alive(group) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (alive(group)) process.kill(-group, 'SIGKILL');
}

/** A fresh browser with an empty profile, so no run reuses another's cache. */
export async function launchBrowser(name: BrowserName): Promise<RunningBrowser> {
  const { executable, args } = browsers[name];
  const profile = mkdtempSync(join(tmpdir(), `maple-bench-${name}-`));
  // A process group of its own: Debian's /usr/bin/chromium-headless-shell is a shell script that
  // runs the browser as its child, which a signal to the script alone would leave running.
  const child = spawn(executable, [...args, `--user-data-dir=${profile}`, ...commonArgs], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const stop = async () => {
    await groupStopped(child.pid);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    return { port: await devToolsPort(child), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
