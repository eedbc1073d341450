import { stringify } from 'lossless-json';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An answer: a status and a body sent as this exact text (so integers beyond 2^53 survive). */
export interface FakeAnswer {
  status?: number;
  /** Sent as is when a string, else as JSON with bigints written as plain integers. */
  body?: unknown;
}

/** An answer now, or later: a promise the test settles when it wants the request to end. */
export type FakeRoute = (
  request: FakeRequest,
) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/** A JSON body parsed; any other (a file's bytes) as its text. */
const parseBody = (text: string, headers: Headers): unknown =>
  headers.get('Content-Type')?.includes('json') === false ? text : JSON.parse(text);

/**
 * A stand-in for the server in unit tests: `routes['GET /api/accounts']` answers that call;
 * anything unrouted fails like a network error (the tests' default, see setup.ts). Returns the
 * requests received, for assertions.
 */
export function fakeServer(routes: Record<string, FakeRoute>): FakeRequest[] {
  const received: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    const text = await request.text();
    const fake: FakeRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: text === '' ? undefined : parseBody(text, request.headers),
    };
    received.push(fake);
    const route = routes[`${fake.method} ${fake.path}`];
    const answer = await route?.(fake);
    if (!answer) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    // A 204 has no body at all: the Response constructor refuses one.
    if (status === 204) return new Response(null, { status });
    const body =
      typeof answer.body === 'string' ? answer.body : (stringify(answer.body ?? null) ?? 'null');
    return new Response(body, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return received;
}

/** A Cybrid list envelope. */
export const listOf = (objects: unknown[], page = 0, total = objects.length) => ({
  total,
  page,
  per_page: 100,
  objects,
});

/** A Cybrid error body. */
export const platformError = (status: number, message_code: string, error_message: string) => ({
  status,
  body: { status, message_code, error_message },
});
