import type { z } from 'zod';
import type { Clock } from '../../../infra/clock.js';
import { CoinGeckoError } from './coingecko-error.js';
import { TokenBucket } from './token-bucket.js';

export type CoinGeckoPlan = 'demo' | 'pro';

/** Each plan has its own host and its own key header (CoinGecko refuses the other one). */
const coinGeckoPlans = {
  demo: {
    baseUrl: 'https://api.coingecko.com/api/v3',
    keyHeader: 'x-cg-demo-api-key',
    requestsPerMinute: 30,
  },
  pro: {
    baseUrl: 'https://pro-api.coingecko.com/api/v3',
    keyHeader: 'x-cg-pro-api-key',
    requestsPerMinute: 500,
  },
} as const;

export interface CoinGeckoClientOptions {
  apiKey: string;
  plan: CoinGeckoPlan;
  /** Replaces the plan's host (tests, a proxy); keeps the plan's key header. */
  baseUrl?: string;
  clock: Clock;
  /** Our own budget, below CoinGecko's; defaults to the plan's published limit. */
  requestsPerMinute?: number;
  /** How long one request may take before it counts as failed. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const second = 1000;
/** When a 429 names no time, or names a wrong one. */
const defaultRetryAfterMs = 60 * second;
/** A Retry-After from a misbehaving proxy must not silence the adapter for days. */
const maxRetryAfterMs = 60 * 60 * second;
const firstBackOffMs = 5 * second;
const maxBackOffMs = 5 * 60 * second;

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(header: string | null, now: number): number {
  const text = header?.trim() ?? '';
  const wait = /^\d+$/.test(text) ? Number.parseInt(text, 10) * second : Date.parse(text) - now;
  return Number.isNaN(wait) ? defaultRetryAfterMs : Math.min(Math.max(wait, 0), maxRetryAfterMs);
}

const looksLikeHtml = (response: Response, text: string) =>
  (response.headers.get('content-type') ?? '').includes('text/html') || /^\s*</.test(text);

function transportFailure(error: unknown, path: string, timeoutMs: number): CoinGeckoError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new CoinGeckoError('timeout', `CoinGecko did not answer ${path} within ${timeoutMs} ms`);
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    cause instanceof Error && 'code' in cause && typeof cause.code === 'string'
      ? ` (${cause.code})`
      : '';
  return new CoinGeckoError('network', `CoinGecko could not be reached for ${path}${code}`);
}

/**
 * CoinGecko v3 over HTTP: the plan's host and key header, our request budget, Retry-After and a
 * back-off after server errors. A call it will not send fails at once as `throttled`, so each
 * caller decides whether to wait or to serve what it has.
 */
export class CoinGeckoClient {
  private readonly baseUrl: string;
  private readonly keyHeader: string;
  private readonly bucket: TokenBucket;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  /** No request before this time (epoch ms): CoinGecko's Retry-After or our back-off. */
  private blockedUntil = 0;
  private consecutiveFailures = 0;

  constructor(private readonly options: CoinGeckoClientOptions) {
    const plan = coinGeckoPlans[options.plan];
    this.baseUrl = (options.baseUrl ?? plan.baseUrl).replace(/\/+$/, '');
    this.keyHeader = plan.keyHeader;
    this.bucket = new TokenBucket(
      options.requestsPerMinute ?? plan.requestsPerMinute,
      options.clock,
    );
    this.timeoutMs = options.timeoutMs ?? 10 * second;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Milliseconds until a request could be sent; 0 when one could be sent now. */
  waitMs(): number {
    const blocked = this.blockedUntil - this.now();
    return Math.max(blocked, this.bucket.waitMs(), 0);
  }

  /** GETs `path` and answers the body as `schema` reads it; throws CoinGeckoError. */
  async get<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    if (this.now() < this.blockedUntil) {
      const until = new Date(this.blockedUntil).toISOString();
      throw new CoinGeckoError('throttled', `CoinGecko is not called again before ${until}`);
    }
    if (!this.bucket.tryTake()) {
      throw new CoinGeckoError(
        'throttled',
        'The CoinGecko request budget for this minute is spent',
      );
    }
    const { response, text } = await this.send(path, query);
    if (response.status === 429) {
      const now = this.now();
      this.blockedUntil = now + retryAfterMs(response.headers.get('retry-after'), now);
      throw new CoinGeckoError('rate_limited', `CoinGecko answered HTTP 429 to ${path}`, 429);
    }
    const html = looksLikeHtml(response, text) ? ' with an HTML page' : '';
    if (response.status >= 500) {
      this.backOff();
      const message = `CoinGecko answered HTTP ${response.status}${html} to ${path}`;
      throw new CoinGeckoError('server', message, response.status);
    }
    if (!response.ok) {
      const message = `CoinGecko answered HTTP ${response.status}${html} to ${path}`;
      throw new CoinGeckoError('rejected', message, response.status);
    }
    return this.read(path, response, text, schema);
  }

  private async send(path: string, query: Record<string, string>) {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query)}`;
    try {
      const response = await this.fetch(url, {
        headers: { accept: 'application/json', [this.keyHeader]: this.options.apiKey },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { response, text: await response.text() };
    } catch (error) {
      this.backOff();
      throw transportFailure(error, path, this.timeoutMs);
    }
  }

  private read<T>(path: string, response: Response, text: string, schema: z.ZodType<T>): T {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // A 200 that is not JSON is a proxy or challenge page in front of CoinGecko: treat as down.
      this.backOff();
      const what = looksLikeHtml(response, text) ? 'an HTML page' : 'malformed JSON';
      throw new CoinGeckoError('invalid_response', `CoinGecko answered ${path} with ${what}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || 'the top level';
      const message = `CoinGecko's answer to ${path} has an unexpected shape at ${where}`;
      throw new CoinGeckoError('invalid_response', message, response.status);
    }
    this.consecutiveFailures = 0;
    return parsed.data;
  }

  /** Doubles the pause after each failure in a row, so a struggling upstream is not hammered. */
  private backOff(): void {
    const pause = Math.min(firstBackOffMs * 2 ** this.consecutiveFailures, maxBackOffMs);
    this.consecutiveFailures += 1;
    this.blockedUntil = Math.max(this.blockedUntil, this.now() + pause);
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }
}
