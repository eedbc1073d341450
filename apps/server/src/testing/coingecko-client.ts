import Coingecko from '@coingecko/coingecko-typescript';
import { expect } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { createTestApp, type TestApp } from './test-app.js';

/** What the conformance test's official CoinGecko client talks to. */
export interface CoinGeckoClientScene {
  t: TestApp;
  client: Coingecko;
}

/**
 * A test app listening on a local port, and CoinGecko's official SDK pointed at its `/market`.
 * `environment: 'demo'` would pick CoinGecko's public API (api.coingecko.com, the key in
 * `x-cg-demo-api-key`); the SDK refuses an environment beside a `baseURL`, so the base URL
 * stands in for that host, with a demo key (`/market` is public and reads none). No retries: a
 * refusal must reach the test as the SDK's error at once.
 */
export async function coinGeckoClientScene(): Promise<CoinGeckoClientScene> {
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const client = new Coingecko({
    baseURL: `http://127.0.0.1:${address.port}/market/api/v3`,
    demoAPIKey: 'maple-conformance',
    proAPIKey: null,
    maxRetries: 0,
    logLevel: 'off',
  });
  return { t, client };
}

/** What is wrong with an answer as the (strict) contract schema reads it: nothing, we expect. */
export const issuesOf = (schema: $ZodType, answer: unknown) =>
  (safeParse(schema, answer).error?.issues ?? []).map(
    ({ path, message }) => `${path.join('.')}: ${message}`,
  );

/** The error the SDK throws for a refused call, for its status and body to be checked. */
export async function refusal(call: Promise<unknown>): Promise<{ status: unknown; body: unknown }> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Coingecko.APIError);
    if (error instanceof Coingecko.APIError) return { status: error.status, body: error.error };
  }
  throw new Error('the call was answered, not refused');
}
