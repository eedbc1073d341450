import type { FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMap } from '../../infra/bounded-map.js';
import type { Clock } from '../../infra/clock.js';
import {
  type PreparedAnswer,
  preparedJson,
  sendPrepared,
} from '../../infra/http/prepared-answer.js';
import type { MarketDataProvider } from './market-data.js';

/** Distinct queries answered per tick; a bot asking for more only has older ones prepared again. */
const defaultLimit = 256;

type Entry = PreparedAnswer | Promise<PreparedAnswer>;

/**
 * What a request asks for: its normalised query (`key`: what changes the answer, nothing else)
 * and how to build that answer, from `key`'s parts alone.
 */
export interface Plan {
  key: string;
  build: () => unknown | Promise<unknown>;
}

/**
 * `plan`, made once per parsed query: the route's memoized validator hands every request with
 * the same query string the same parsed object, so a repeated read skips normalising it too.
 */
export function planned<Q extends object>(plan: (query: Q) => Plan): (query: Q) => Plan {
  const plans = new WeakMap<Q, Plan>();
  return (query) => {
    const known = plans.get(query);
    if (known !== undefined) return known;
    const made = plan(query);
    plans.set(query, made);
    return made;
  };
}

export interface TickAnswersDeps {
  market: Pick<MarketDataProvider, 'onTick' | 'minTickMs'>;
  clock: Clock;
  /** The route's response serialiser (its zod schema's), run once per answer prepared. */
  serialize: (value: unknown) => string;
  limit?: number;
}

/**
 * One route's answers, each prepared once per tick of the market for each distinct normalised
 * query and then sent from memory (`/market`'s answers change only when the prices do). A new
 * tick drops them all; so does a failed preparation (the next request tries again). Requests
 * that come while an answer is being prepared wait for that same preparation.
 */
export class TickAnswers {
  private answers: BoundedMap<string, Entry>;
  /** When the newest tick came, by the server's clock; undefined until one has. */
  private tickAt: number | undefined;
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: TickAnswersDeps) {
    this.answers = new BoundedMap(deps.limit ?? defaultLimit);
    this.unsubscribe = deps.market.onTick(() => {
      this.answers = new BoundedMap(deps.limit ?? defaultLimit);
      this.tickAt = deps.clock.now().getTime();
    });
  }

  /** Sends the answer to the plan's query: the one prepared under this tick, or one prepared now. */
  send(request: FastifyRequest, reply: FastifyReply, { key, build }: Plan): void {
    const entry = this.answers.get(key) ?? this.prepare(key, build);
    if (entry instanceof Promise) {
      entry.then(
        (answer) => sendPrepared(request, reply, answer, this.cacheControl()),
        (error: unknown) => reply.send(error),
      );
    } else {
      sendPrepared(request, reply, entry, this.cacheControl());
    }
  }

  close(): void {
    this.unsubscribe();
  }

  /**
   * Public, and fresh until the next tick can come at the soonest: a cache that keeps the answer
   * longer may be showing prices that have changed.
   */
  private cacheControl(): string {
    const left =
      this.tickAt === undefined
        ? 0
        : this.tickAt + this.deps.market.minTickMs - this.deps.clock.now().getTime();
    return `public, max-age=${Math.max(0, Math.floor(left / 1000))}`;
  }

  private prepare(key: string, build: () => unknown | Promise<unknown>): Entry {
    const built = build();
    if (!(built instanceof Promise)) {
      const answer = preparedJson(this.deps.serialize(built));
      this.answers.set(key, answer);
      return answer;
    }
    // Settles into the map of the tick it began in: a tick in between has replaced that map.
    const answers = this.answers;
    const pending = built.then((value) => preparedJson(this.deps.serialize(value)));
    answers.set(key, pending);
    pending.then(
      (answer) => {
        if (answers.get(key) === pending) answers.set(key, answer);
      },
      () => {
        if (answers.get(key) === pending) answers.delete(key);
      },
    );
    return pending;
  }
}
