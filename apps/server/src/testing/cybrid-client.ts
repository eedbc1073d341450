import { Configuration } from '@cybrid/cybrid-api-bank-typescript';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import type { SignedInCustomer } from './flows.js';
import { createTestApp, type TestApp } from './test-app.js';
import { fundedCustomer } from './trading-flows.js';

export interface CybridClientSetup {
  configuration: Configuration;
  close(): void;
}

/**
 * A configuration for the official Cybrid client against our server at `baseUrl`. The client
 * sends through rxjs `ajax`, that is a browser's XMLHttpRequest, which Node lacks: a jsdom window
 * at the server's own origin lends one (same origin, so no CORS preflight is involved).
 */
export function cybridClientSetup(baseUrl: string, accessToken: string): CybridClientSetup {
  const dom = new JSDOM('', { url: `${baseUrl}/` });
  const configuration = new Configuration({
    basePath: baseUrl,
    // The client sends this value as the whole Authorization header.
    accessToken: `Bearer ${accessToken}`,
    middleware: [
      { pre: (request) => ({ ...request, createXHR: () => new dom.window.XMLHttpRequest() }) },
    ],
  });
  return { configuration, close: () => dom.window.close() };
}

/** What the contract tests' official client talks to, and as whom. */
export interface CybridClientScene {
  t: TestApp;
  customer: SignedInCustomer;
  baseUrl: string;
  client: CybridClientSetup;
}

/**
 * A test app listening on a local port, a signed-in customer holding CAD 1,000, and the official
 * client with that customer's access token.
 */
export async function cybridClientScene(): Promise<CybridClientScene> {
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const customer = await fundedCustomer(t, 1_000_00n);
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { t, customer, baseUrl, client: cybridClientSetup(baseUrl, customer.tokens.at) };
}

/** Matchers for a Cybrid model's fields: a guid (32 hex digits), a UTC timestamp, an integer. */
export const cybridFields = {
  guid: expect.stringMatching(/^[0-9a-f]{32}$/),
  timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
  integer: expect.any(Number),
};
