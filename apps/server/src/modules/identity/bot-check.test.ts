import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, strongPassword, tableCounts, uniqueEmail } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpWith = (altcha: string) =>
  t.app.inject({
    method: 'POST',
    url: '/customers/signup',
    payload: {
      email: uniqueEmail('bot'),
      password: strongPassword,
      display_name: 'Bot Check',
      accept_terms: true,
      altcha,
    },
  });

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('the bot check (ALTCHA)', () => {
  it('serves a signed challenge with the configured difficulty and an expiry', async () => {
    const res = await t.app.inject('/identity/altcha');
    expect(res.statusCode).toBe(200);
    const challenge = res.json();
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 1000,
      salt: expect.stringMatching(/\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('accepts a solution once', async () => {
    const altcha = await solveAltcha(t.app);
    expect((await signUpWith(altcha)).statusCode).toBe(200);
    const before = await tableCounts(t);
    const replay = await signUpWith(altcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().details).toEqual([
      { path: 'body.altcha', message: 'The verification failed or was already used' },
    ]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a solution after its challenge expired', async () => {
    const altcha = await solveAltcha(t.app);
    t.clock.advance(601);
    expect((await signUpWith(altcha)).statusCode).toBe(400);
  });

  it('refuses a wrong number, a foreign signature and a challenge without expiry', async () => {
    const good = JSON.parse(Buffer.from(await solveAltcha(t.app), 'base64').toString());
    expect((await signUpWith(encode({ ...good, number: good.number + 1 }))).statusCode).toBe(400);

    const foreign = await createChallenge({
      hmacKey: 'somebody-elses-key-of-sufficient-length',
      maxNumber: 1000,
      expires: new Date(t.clock.now().getTime() + 60_000),
    });
    const solved = await solveChallenge(foreign.challenge, foreign.salt, 'SHA-256', 1000).promise;
    const forged = { ...foreign, number: solved?.number };
    expect((await signUpWith(encode(forged))).statusCode).toBe(400);

    const timeless = await createChallenge({ hmacKey: t.config.altcha.hmacKey, maxNumber: 1000 });
    const solvedTimeless = await solveChallenge(timeless.challenge, timeless.salt, 'SHA-256', 1000)
      .promise;
    const noExpiry = { ...timeless, number: solvedTimeless?.number };
    expect((await signUpWith(encode(noExpiry))).statusCode).toBe(400);
  });
});
