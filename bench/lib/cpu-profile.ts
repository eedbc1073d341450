import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * An optional V8 CPU profile of the server's thread for the measured window only (set
 * BENCH_CPU_PROFILE to a directory): opens in Chrome DevTools or speedscope, and shows which
 * JavaScript the server's event loop spends its time in while under load.
 */
export class WindowProfiler {
  private session: Session | undefined;

  constructor(private readonly directory: string | undefined) {}

  async start(): Promise<void> {
    if (this.directory === undefined) return;
    this.session = new Session();
    this.session.connect();
    await this.session.post('Profiler.enable');
    await this.session.post('Profiler.setSamplingInterval', { interval: 200 });
    await this.session.post('Profiler.start');
  }

  /** Stops and writes `<directory>/<label>.cpuprofile`; answers its path. */
  async stop(label: string): Promise<string | undefined> {
    const session = this.session;
    if (session === undefined || this.directory === undefined) return undefined;
    this.session = undefined;
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(this.directory, `${label}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    return file;
  }
}
