import { Configuration } from '@cybrid/cybrid-api-bank-typescript';
import { JSDOM } from 'jsdom';

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
