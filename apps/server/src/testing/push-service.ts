import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { type PushMessage, pushMessageSchema } from '@maple/contracts';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A message the push service accepted, decrypted as the browser would. */
export interface ReceivedPush {
  endpoint: string;
  message: PushMessage;
  ttl: number;
  urgency: string;
}

export interface PushService {
  /** A new browser's subscription: a fresh key pair and secret, an endpoint of its own. */
  subscribe(): BrowserSubscription;
  /** Messages accepted, in order. */
  received: ReceivedPush[];
  /** Requests refused as a real push service would (bad signature, encryption, headers). */
  rejected: string[];
  /** Every later message to `endpoint` is answered `status` (410: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  /** Resolves with the first accepted message matching. */
  waitFor(match: (push: ReceivedPush) => boolean): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
  status: number;
}

/**
 * A push service on this machine (the machines here reach no browser vendor's): it checks each
 * request as RFC 8030 and RFC 8292 say (a VAPID JWT signed by the application server key it is
 * told, for this origin, not expired, TTL and Urgency headers), decrypts the body as RFC 8291
 * says with the browser's private key, and keeps the message.
 */
export async function startPushService(applicationServerKey: string): Promise<PushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiting = new Set<() => void>();
  const settle = () => {
    for (const check of waiting) check();
  };
  const server = createServer((request, response) => {
    accept(request, browsers, applicationServerKey, `http://${request.headers.host}`)
      .then((outcome) => {
        if (typeof outcome === 'string') rejected.push(outcome);
        else if (outcome.status === 201) received.push(outcome.push);
        response.writeHead(typeof outcome === 'string' ? 400 : outcome.status).end();
      })
      .catch((error: unknown) => {
        rejected.push(String(error));
        response.writeHead(400).end();
      })
      .finally(settle);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port to listen on');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } };
    },
    received,
    rejected,
    answer(endpoint, status) {
      const browser = browsers.get(endpoint);
      if (browser === undefined) throw new Error(`no subscription ${endpoint}`);
      browser.status = status;
    },
    waitFor: (match) => waitFor(match, received, rejected, waiting),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Resolves on the first message matching, as it arrives; fails on a refusal or after 15 s. */
function waitFor(
  match: (push: ReceivedPush) => boolean,
  received: readonly ReceivedPush[],
  rejected: readonly string[],
  waiting: Set<() => void>,
): Promise<ReceivedPush> {
  return new Promise((resolve, reject) => {
    const done = () => {
      waiting.delete(check);
      clearTimeout(timer);
    };
    const check = () => {
      const found = received.find(match);
      if (found !== undefined) {
        done();
        resolve(found);
      } else if (rejected.length > 0) {
        done();
        reject(new Error(`push refused: ${rejected.join('; ')}`));
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('Gave up waiting for a push message'));
    }, 15_000);
    waiting.add(check);
    check();
  });
}

/** The message, or why a real push service would refuse the request. */
async function accept(
  request: IncomingMessage,
  browsers: ReadonlyMap<string, Browser>,
  applicationServerKey: string,
  origin: string,
): Promise<string | { status: number; push: ReceivedPush }> {
  const endpoint = `${origin}${request.url}`;
  const browser = browsers.get(endpoint);
  if (request.method !== 'POST' || browser === undefined) return `unknown endpoint ${endpoint}`;
  const ttl = Number(request.headers.ttl);
  const urgency = String(request.headers.urgency ?? 'normal');
  if (!Number.isInteger(ttl) || ttl < 0) return 'TTL header missing';
  if (request.headers['content-encoding'] !== 'aes128gcm') return 'not aes128gcm';
  const problem = await vapidProblem(
    String(request.headers.authorization),
    applicationServerKey,
    origin,
  );
  if (problem !== undefined) return problem;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const plain = ece.decrypt(Buffer.concat(chunks), {
    version: 'aes128gcm',
    privateKey: browser.ecdh,
    authSecret: browser.auth,
  });
  const message = pushMessageSchema.parse(JSON.parse(plain.toString('utf8')));
  return { status: browser.status, push: { endpoint, message, ttl, urgency } };
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT ES256 with that key, for our origin, in time. */
async function vapidProblem(
  authorization: string,
  applicationServerKey: string,
  origin: string,
): Promise<string | undefined> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (match === null) return `no VAPID authorization: ${authorization}`;
  const [, token = '', key = ''] = match;
  if (key !== applicationServerKey) return 'signed with another application server key';
  if (decodeProtectedHeader(token).alg !== 'ES256') return 'not ES256';
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin });
  const day = Math.floor(Date.now() / 1000) + 24 * 3600;
  if (payload.exp === undefined || payload.exp > day) return 'expires later than 24 hours';
  if (!/^(mailto:|https:)/.test(String(payload.sub))) return 'no contact (sub)';
  return undefined;
}
