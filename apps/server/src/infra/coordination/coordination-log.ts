/** Where coordination reports lost and regained connections: the server's log (pino). */
export interface CoordinationLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The log before it exists: coordination is built before the app (whose log it reports to), so
 * it writes here, and lines go to the server's log once `attach` has been called.
 */
export class DeferredLog implements CoordinationLog {
  private target: CoordinationLog | undefined;

  attach(log: CoordinationLog): void {
    this.target = log;
  }

  warn(details: object, message: string): void {
    this.target?.warn(details, message);
  }

  error(details: object, message: string): void {
    this.target?.error(details, message);
  }
}
