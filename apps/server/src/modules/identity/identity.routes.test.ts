import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  customerTokens,
  otherStrongPassword,
  solveAltcha,
  strongPassword,
  tableCounts,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let ut: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  const customer = await verifiedCustomer(t);
  email = customer.email;
  ut = (await customerTokens(t.app, customer.email, customer.password)).ut;
});
afterAll(() => t.close());

const token43 = 'A'.repeat(43);

/**
 * Every identity call against missing, extra, wrong-typed and over-long fields: a 400 that
 * names the problem, never a 500, and not one row written.
 */
describe('identity calls refuse bad input with a 400 and write nothing', () => {
  const anonymous: [string, object[]][] = [
    [
      '/identity/signup',
      [
        {},
        { email, password: strongPassword, display_name: 'X', accept_terms: 'yes', altcha: 'a' },
        {
          email: 'bad',
          password: strongPassword,
          display_name: 'X',
          accept_terms: true,
          altcha: 'a',
        },
      ],
    ],
    [
      '/identity/signin/mfa',
      [
        {},
        { mfa_token: 'x' },
        { mfa_token: 'x', code: '12' },
        { mfa_token: 'x', code: 'abcdef-ghijk' },
        { mfa_token: 'x'.repeat(2049), code: '123456' },
        { mfa_token: 'x', code: '123456', trust_device: true },
      ],
    ],
    [
      '/identity/verify-email',
      [
        {},
        { token: 'short' },
        { token: 'has spaces in it and is long enough to pass' },
        { token: 1 },
      ],
    ],
    ['/identity/unlock', [{}, { token: 'x'.repeat(129) }, { token: token43, extra: 1 }]],
    [
      '/identity/password-reset',
      [{}, { email }, { email: 'x', altcha: 'y' }, { email, altcha: 7 }],
    ],
    [
      '/identity/password-reset/complete',
      [
        { token: token43 },
        { token: token43, password: 'x'.repeat(129) },
        { token: token43, password: otherStrongPassword, email },
      ],
    ],
  ];

  it.each(anonymous)('%s', async (url, payloads) => {
    const before = await tableCounts(t);
    for (const payload of payloads) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_parameter', message: expect.any(String) });
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  const answer = { session_info: 'x', credential: { id: 'abc', type: 'public-key' } };
  const signedIn: [string, object[]][] = [
    [
      'POST /identity/password/change',
      [
        {},
        { current_password: strongPassword },
        { current_password: strongPassword, new_password: 'short' },
        { current_password: 'x'.repeat(129), new_password: otherStrongPassword },
        { current_password: strongPassword, new_password: otherStrongPassword, confirm: true },
      ],
    ],
    [
      'POST /identity/mfa/totp/unenrol',
      [
        {},
        { password: strongPassword },
        { password: strongPassword, code: 'nope' },
        { password: strongPassword, passkey: answer, code: '123456' },
      ],
    ],
    [
      'DELETE /identity/password',
      [
        {},
        { password: strongPassword },
        { password: strongPassword, passkey: answer },
        { password: strongPassword, passkey: { ...answer, credential: 'x' }, extra: 1 },
      ],
    ],
    [
      'POST /identity/password',
      [{}, { new_password: 'short', passkey: answer }, { new_password: otherStrongPassword }],
    ],
    [
      'POST /identity/passkey-approval/options',
      [
        {},
        { change: 'remove_everything' },
        { change: 'remove_passkey' },
        { change: 'add_passkey', passkey_id: 'abc' },
        { change: 'remove_passkey', passkey_id: 'not base64url!' },
      ],
    ],
    [
      'POST /identity/passkeys/registration',
      [{}, { password: '' }, { password: strongPassword, passkey: answer }],
    ],
  ];

  it.each(signedIn)('%s', async (route, payloads) => {
    const before = await tableCounts(t);
    const [method = 'POST', url = ''] = route.split(' ');
    for (const payload of payloads) {
      const res = await t.app.inject({
        method: method === 'DELETE' ? 'DELETE' : 'POST',
        url,
        headers: bearer(ut),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('an MFA step that is not a token answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/signin/mfa',
      payload: { mfa_token: 'not-a-token', code: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('signed-in calls without a token answer 401', async () => {
    for (const [method, url] of [
      ['POST', '/identity/signout'],
      ['POST', '/identity/password/change'],
      ['GET', '/identity/mfa'],
      ['POST', '/identity/mfa/totp/unenrol'],
      ['GET', '/identity/sign-in-methods'],
      ['DELETE', '/identity/password'],
      ['POST', '/identity/password'],
      ['POST', '/identity/passkey-approval/options'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('a solved bot check is not spent by a request refused for its other fields', async () => {
    const altcha = await solveAltcha(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/identity/password-reset',
      payload: { email: 'not-an-email', altcha },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/identity/password-reset',
      payload: { email, altcha },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
