/**
 * Test-only faults (`FAILPOINT`; the configuration refuses it in production). A failpoint names a
 * moment in the code (`<module>.<moment>:<detail>`, e.g. `funding.after_step:settle`); a process
 * started with it kills itself there with SIGKILL: no handler runs and nothing in flight commits,
 * as when a machine loses power. Tests use it to cut a multi-step flow at an exact point with a
 * real process death, instead of killing the process on a timer.
 */
export class Failpoints {
  constructor(private readonly armed: string | undefined) {}

  /** Kills this process, at once, if `name` is the armed failpoint; otherwise does nothing. */
  reach(name: string): void {
    if (this.armed === name) process.kill(process.pid, 'SIGKILL');
  }
}

/** The shape of a failpoint's name, as `FAILPOINT` must spell it. */
export const FAILPOINT_PATTERN = /^[a-z_]+\.[a-z_]+(:[a-z_]+)?$/;
