import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankClient, requestBankToken } from '../../testing/bank-flows.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';
import type { CreatedBankClient } from './bank-clients.service.js';

/** POST /api/oauth/token: a bank API client's credentials for a bank token (ADR 18). */
let t: TestApp;
let client: CreatedBankClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await bankClient(t);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('good credentials', () => {
  it('answer a 15-minute bank token with every bank scope, never to be cached', async () => {
    const res = await requestBankToken(t, client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ access_token: string }>();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      scope:
        'customers:read identity_verifications:read identity_verifications:pii:read identity_verifications:execute external_wallets:execute quotes:execute transfers:execute transfers:read accounts:read accounts:execute quotes:read trades:execute trades:read workflows:read workflows:execute transfers:write customers:pii:read',
    });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub_type: 'bank', client_id: client.clientId, aud: 'bank' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
  });

  it('are read form-encoded too (RFC 6749), with the scopes asked for only', async () => {
    const res = await form({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      scope: 'identity_verifications:read',
    });
    expect(res.statusCode).toBe(200);
    const { access_token: token, scope } = res.json<{ access_token: string; scope: string }>();
    expect(scope).toBe('identity_verifications:read');
    const listed = await api(t, token, 'GET', '/api/identity_verifications');
    expect(listed.statusCode).toBe(200);
    const create = await api(t, token, 'POST', '/api/identity_verifications', {
      type: 'kyc',
      method: 'attested',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json.message_code).toBe('invalid_scopes');
  });

  it('give a token that stops working after 15 minutes', async () => {
    const token = (await requestBankToken(t, client)).json<{ access_token: string }>().access_token;
    t.clock.advance(15 * 60);
    const res = await api(t, token, 'GET', '/api/identity_verifications');
    expect(res.statusCode).toBe(401);
    expect(res.json.error_message).toBe('Signature has expired');
  });
});

describe('refusals', () => {
  it('answer a wrong secret and an unknown client alike with 401, never logging a secret', async () => {
    const before = await tableCounts(t);
    const wrong = await requestBankToken(t, { ...client, clientSecret: 'not-the-secret-at-all' });
    const unknown = await requestBankToken(t, { ...client, clientId: 'unknown-client-id-0000' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        error_message: 'Invalid client credentials',
        message_code: 'authentication_failed',
      });
    }
    expect(await tableCounts(t)).toEqual(before);
    const log = JSON.stringify(t.logs);
    expect(log).not.toContain(client.clientSecret);
    expect(log).not.toContain('not-the-secret-at-all');
  });

  it.each([
    [{ grant_type: 'password' }, 'grant_type must be client_credentials'],
    [{ scope: 'banks:write' }, 'scope: each must be one of'],
    [{ client_secret: '' }, 'client_secret is required'],
    [{ extra: 'field' }, 'Unrecognized key'],
  ])('answer bad input %j with 400 and a message', async (change, message) => {
    const res = await requestBankToken(t, client, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message_code: 'invalid_parameter', status: 400 });
    expect(res.json<{ error_message: string }>().error_message).toContain(message);
  });

  it('answer a form parameter sent twice with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${client.clientId}&client_id=other&client_secret=x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message_code: 'invalid_parameter',
      error_message: 'The parameter client_id is sent more than once',
    });
  });
});
