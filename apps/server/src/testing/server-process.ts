import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed to standard output so far. */
  output(): string;
  /** Its exit: the code, or the signal that ended it (`SIGKILL` for a failpoint). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  /** Resolves with the URL the server prints once it listens; rejects if it exits first. */
  listening(): Promise<string>;
}

/** Runs `src/main.ts` as its own process, as `npm start` does with the built file. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
  }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
  const printed = new Promise<string>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(stdout);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
  });
  const listening = () =>
    Promise.race([
      printed,
      exited.then(({ code }) => Promise.reject(new Error(`server exited with ${code}: ${stderr}`))),
    ]);
  return { child, exited, listening, output: () => stdout };
}
