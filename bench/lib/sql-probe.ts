import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * Counts and times every SQL statement and every pool checkout of this process, per database, by
 * wrapping `pg` (the server's Kysely dialect and the baseline share the same hoisted `pg`). A
 * statement's time is its round trip as the server's event loop sees it: network, PostgreSQL's
 * work, lock waits, commit flushes, and the event loop's own delay in noticing the answer.
 * The cost of the probe is two clock reads and a map update per statement.
 */

export interface StatementStat {
  statement: string;
  count: number;
  totalMs: number;
}

interface Tally {
  statements: Map<string, { count: number; totalMs: number }>;
  checkouts: { count: number; totalMs: number };
}

type AnyFunction = (...args: unknown[]) => unknown;

const tallies = new Map<string, Tally>();
let recording = false;

function tallyOf(database: string | undefined): Tally {
  const key = database ?? '?';
  let tally = tallies.get(key);
  if (tally === undefined) {
    tally = { statements: new Map(), checkouts: { count: 0, totalMs: 0 } };
    tallies.set(key, tally);
  }
  return tally;
}

const shapes = new Map<string, string>();

/** The shape of a statement, computed once per distinct text (the probe must stay cheap). */
function shapeOf(text: string): string {
  let shape = shapes.get(text);
  if (shape === undefined) {
    shape = statementShape(text);
    if (shapes.size < 10_000) shapes.set(text, shape);
  }
  return shape;
}

/** `insert into "postings" (…) values ($1, $2), ($3, $4)` → one shape, whatever the row count. */
export function statementShape(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(::\w+)?/g, '?')
    .replace(/\((\?(, ?)?)+\)(, ?\((\?(, ?)?)+\))*/g, '(?…)')
    .replace(/\(\(\?…\)(, ?\(\?…\))*\)/g, '(?…)')
    .trim()
    .slice(0, 110);
}

function isThenable(value: unknown): value is Promise<unknown> {
  return typeof value === 'object' && value !== null && 'then' in value;
}

/** Installs the wrappers once; `record(true)` starts counting, `record(false)` stops. */
export function installSqlProbe(): void {
  const clientPrototype = pg.Client.prototype as unknown as { query: AnyFunction };
  const poolPrototype = pg.Pool.prototype as unknown as { connect: AnyFunction };
  const query = clientPrototype.query;
  const connect = poolPrototype.connect;

  clientPrototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = query.apply(this, args);
    if (!recording || !isThenable(result)) return result;
    const first = args[0];
    const text =
      typeof first === 'string'
        ? first
        : typeof first === 'object' && first !== null && 'text' in first
          ? String(first.text)
          : '?';
    const started = performance.now();
    const tally = tallyOf(this.database);
    const done = () => {
      const shape = shapeOf(text);
      const stat = tally.statements.get(shape) ?? { count: 0, totalMs: 0 };
      stat.count += 1;
      stat.totalMs += performance.now() - started;
      tally.statements.set(shape, stat);
    };
    result.then(done, done);
    return result;
  };

  poolPrototype.connect = function (this: pg.Pool, ...args: unknown[]) {
    const result = connect.apply(this, args);
    if (!recording || !isThenable(result)) return result;
    const started = performance.now();
    const connectionString = this.options.connectionString;
    const database =
      connectionString === undefined ? undefined : new URL(connectionString).pathname.slice(1);
    const tally = tallyOf(database);
    const done = () => {
      tally.checkouts.count += 1;
      tally.checkouts.totalMs += performance.now() - started;
    };
    result.then(done, done);
    return result;
  };
}

export function record(on: boolean): void {
  recording = on;
}

/** What was recorded for one database, busiest statements first; then forgets it. */
export function takeSqlTally(database: string): {
  statements: StatementStat[];
  checkouts: { count: number; totalMs: number };
} {
  const tally = tallyOf(database);
  tallies.delete(database);
  const statements = [...tally.statements].map(([statement, stat]) => ({ statement, ...stat }));
  statements.sort((a, b) => b.count - a.count || b.totalMs - a.totalMs);
  return { statements, checkouts: tally.checkouts };
}
