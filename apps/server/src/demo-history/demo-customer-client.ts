import { type CustomerTokens, customerTokensSchema, signInResultSchema } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import { parse, parseNumberAndBigInt } from 'lossless-json';
import { z } from 'zod';
import type { Clock } from '../infra/clock.js';
import { newId } from '../infra/ids.js';
import type { SoftAuthenticator } from '../infra/security/soft-authenticator.js';

/** Signed in this long ago, the customer signs in again: the access token lives 15 minutes. */
const SESSION_REUSE_MS = 10 * 60_000;

export type Method = 'GET' | 'POST' | 'PUT';

/** Which token a call carries: the user token (our own routes) or the access token (`/api`). */
export type TokenKind = 'ut' | 'at';

export interface Answer {
  status: number;
  /** The body read losslessly: integers beyond 2^53 as bigint, as a careful client reads them. */
  json: unknown;
  text: string;
}

/** The data of a plain `{ data }` answer (our own routes). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A JSON integer read losslessly, or a string of digits, as bigint. */
export const integer = z
  .union([z.bigint(), z.number().int(), z.string().regex(/^-?\d+$/)])
  .transform((value) => BigInt(value));

/**
 * The demo customer as the web app is to the server: signs in (with e-mail and password, then
 * with their passkey once they have one) and calls the same routes with the same tokens, through
 * `app.inject` (no socket: the server is not listening yet). Signs in again whenever its last
 * sign-in is ten minutes old by the clock: each visit of the history is a sign-in.
 */
export class DemoCustomerClient {
  private session: { tokens: CustomerTokens; at: number } | undefined;

  constructor(
    private readonly deps: {
      app: FastifyInstance;
      clock: Clock;
      credentials: { email: string; password: string };
      /** Registered on the first visit (`addPasskey`); every later sign-in uses it. */
      passkey: SoftAuthenticator;
    },
  ) {}

  /** Adds the passkey to the customer's account, as /settings does (the password proves it). */
  async addPasskey(name: string): Promise<void> {
    const { credentials, passkey } = this.deps;
    const started = await this.call(
      'ut',
      'POST',
      '/identity/passkeys/registration',
      { password: credentials.password },
      registration,
    );
    const { options, session_info } = started.data;
    const credential = passkey.register(options);
    const body = { session_info, name, credential };
    await this.call('ut', 'POST', '/identity/passkeys', body, z.unknown(), 201);
  }

  /** The customer's platform guid (their tokens carry it base64url-encoded). */
  async guid(): Promise<string> {
    const { tokens } = await this.signedIn();
    return Buffer.from(tokens.guid, 'base64url').toString();
  }

  /** A call that must succeed with `expected`; its JSON read with `schema`. */
  async call<T extends z.ZodType>(
    token: TokenKind,
    method: Method,
    url: string,
    body: object | undefined,
    schema: T,
    expected = 200,
  ): Promise<z.output<T>> {
    const answer = await this.send(token, method, url, body);
    if (answer.status !== expected) {
      throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text}`);
    }
    return schema.parse(answer.json);
  }

  /** One call as the customer; an `/api` POST carries an Idempotency-Key, as the web app's do. */
  async send(token: TokenKind, method: Method, url: string, body?: object): Promise<Answer> {
    const { tokens } = await this.signedIn();
    const keyed = method === 'POST' && url.startsWith('/api/');
    const res = await this.deps.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${tokens[token]}`,
        ...(keyed ? { 'idempotency-key': newId() } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const json = res.body === '' ? undefined : parse(res.body, null, parseNumberAndBigInt);
    return { status: res.statusCode, json, text: res.body };
  }

  private async signedIn(): Promise<{ tokens: CustomerTokens }> {
    const now = this.deps.clock.now().getTime();
    if (this.session !== undefined && now - this.session.at < SESSION_REUSE_MS) {
      return this.session;
    }
    const idToken =
      this.deps.passkey.credentialIds.length > 0
        ? await this.identityToken('/identity/signin/passkey', await this.passkeyAnswer())
        : await this.identityToken('/identity/signin', {
            email: this.deps.credentials.email,
            password: this.deps.credentials.password,
          });
    const exchanged = await this.deps.app.inject({
      method: 'POST',
      url: '/customers/generate-customer-token',
      headers: { authorization: `Bearer ${idToken}` },
    });
    const tokens = dataOf(customerTokensSchema).parse(exchanged.json()).data;
    this.session = { tokens, at: now };
    return this.session;
  }

  /** The passkey's answer to a fresh sign-in challenge. */
  private async passkeyAnswer(): Promise<object> {
    const res = await this.deps.app.inject({
      method: 'POST',
      url: '/identity/signin/passkey/options',
    });
    const { options, session_info } = ceremony.parse(res.json()).data;
    return { session_info, credential: this.deps.passkey.assert(options.challenge) };
  }

  /** A sign-in (password, or passkey) answered with an identity token. */
  private async identityToken(url: string, payload: object): Promise<string> {
    const res = await this.deps.app.inject({ method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`the demo customer's sign-in: ${res.body}`);
    const result = dataOf(signInResultSchema).parse(res.json()).data;
    if (result.status !== 'signed_in') throw new Error('the demo customer needs no second factor');
    return result.id_token;
  }
}

const registration = dataOf(
  z.object({
    options: z.object({ challenge: z.string(), user: z.object({ id: z.string() }) }),
    session_info: z.string(),
  }),
);
const ceremony = dataOf(
  z.object({ options: z.object({ challenge: z.string() }), session_info: z.string() }),
);
