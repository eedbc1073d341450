import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/test-clock.js';
import { TokenService } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = new TokenService(secret);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('TokenService', () => {
  it('issues and verifies a token with its claims, iat and exp', async () => {
    const fresh = await tokens.issue('user', { sub: 'u1', sid: 's1' }, 60);
    const claims = await tokens.verify('user', fresh);
    expect(claims).toMatchObject({ sub: 'u1', sid: 's1' });
    expect(claims.exp - claims.iat).toBe(60);
  });

  it('answers "Signature has expired" for an expired token', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 120;
    const token = await tokens.issue(
      'access',
      { sub: 'c', sub_type: 'customer', scope: [], sid: 's' },
      60,
      issuedAt,
    );
    await expect(tokens.verify('access', token)).rejects.toMatchObject({
      code: 'authentication_failed',
      message: 'Signature has expired',
    });
  });

  it('refuses a token it verified before, once it has expired', async () => {
    const clock = new TestClock();
    const clocked = new TokenService(secret, clock);
    const token = await clocked.issue(
      'access',
      { sub: 'c', sub_type: 'customer', scope: [], sid: 's' },
      60,
    );
    await expect(clocked.verify('access', token)).resolves.toMatchObject({ sub: 'c' });
    clock.advance(59);
    await expect(clocked.verify('access', token)).resolves.toMatchObject({ sub: 'c' });
    clock.advance(1);
    await expect(clocked.verify('access', token)).rejects.toMatchObject({
      message: 'Signature has expired',
    });
  });

  it('refuses a token of another kind', async () => {
    const identity = await tokens.issue('identity', { sub: 'u1', jti: 'j1' }, 60);
    await expect(tokens.verify('user', identity)).rejects.toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses tampered, wrong-key and alg:none tokens', async () => {
    const token = await tokens.issue('admin', { sub: 'staff-1', sid: 's', role: 'support' }, 60);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = base64url({
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      role: 'admin',
    });
    await expect(
      tokens.verify('admin', `${header}.${forgedPayload}.${signature}`),
    ).rejects.toMatchObject({
      code: 'authentication_failed',
    });

    const otherKey = await new TokenService('another-secret-that-is-also-long-enough').issue(
      'admin',
      { sub: 'staff-1', sid: 's', role: 'admin' },
      60,
    );
    await expect(tokens.verify('admin', otherKey)).rejects.toMatchObject({
      code: 'authentication_failed',
    });

    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: 'staff-1',
      sid: 's',
      role: 'admin',
      iss: 'maple-exchange',
      aud: 'admin',
      iat: now,
      exp: now + 60,
    })}.`;
    await expect(tokens.verify('admin', unsigned)).rejects.toMatchObject({
      code: 'authentication_failed',
    });

    const hs512 = await new SignJWT({ sub: 'staff-1', sid: 's', role: 'admin' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('maple-exchange')
      .setAudience('admin')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verify('admin', hs512)).rejects.toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses a correctly signed token whose claims are malformed', async () => {
    const token = await new SignJWT({ sub: 'u1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('maple-exchange')
      .setAudience('user')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verify('user', token)).rejects.toMatchObject({
      code: 'authentication_malformed',
    });
  });
});
