import {
  acknowledgementSchema,
  altchaChallengeSchema,
  changePasswordRequestSchema,
  dataOf,
  linkTokenRequestSchema,
  mfaSignInRequestSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  signInRequestSchema,
  signInResultSchema,
  signUpRequestSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { clearSessionCookie } from '../../infra/http/session-cookie.js';
import type { IdentityService } from './identity.service.js';

export interface IdentityRouteDeps {
  identity: IdentityService;
  auth: Authenticator;
  /** Calls per IP and minute on each route. */
  perMinute: number;
}

const acknowledged = { 200: dataOf(acknowledgementSchema) };

/** The identity service's own calls: sign-up, sign-in (+ MFA step), e-mail links, passwords. */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  registerSignUpAndSignInRoutes(app, deps);
  registerEmailLinkRoutes(app, deps);
  registerSignedInRoutes(app, deps);
}

/** The bot check, signing up, and signing in with a password then an authenticator's code. */
function registerSignUpAndSignInRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { identity } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = perIp(deps.perMinute, MINUTE);

  // The ALTCHA widget fetches this itself and expects the bare challenge, not `{ data }`.
  r.get(
    '/identity/altcha',
    { config: limited, schema: { response: { 200: altchaChallengeSchema } } },
    async () => identity.botCheck.challenge(),
  );

  r.post(
    '/identity/signup',
    { config: limited, schema: { body: signUpRequestSchema, response: acknowledged } },
    async (request) => ({ data: { message: await identity.registration.signUp(request.body) } }),
  );

  r.post(
    '/identity/signin',
    {
      config: limited,
      schema: { body: signInRequestSchema, response: { 200: dataOf(signInResultSchema) } },
    },
    async (request) => ({
      data: await identity.signIn.signIn(request.body.email, request.body.password),
    }),
  );

  r.post(
    '/identity/signin/mfa',
    {
      config: limited,
      schema: { body: mfaSignInRequestSchema, response: { 200: dataOf(signInResultSchema) } },
    },
    async (request) => ({
      data: await identity.signIn.completeMfa(request.body.mfa_token, request.body.code),
    }),
  );
}

/** The calls an e-mailed link makes (confirm, unlock, reset), and asking for a reset link. */
function registerEmailLinkRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { identity } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = perIp(deps.perMinute, MINUTE);

  r.post(
    '/identity/verify-email',
    { config: limited, schema: { body: linkTokenRequestSchema, response: acknowledged } },
    async (request) => {
      await identity.registration.verifyEmail(request.body.token);
      return { data: { message: 'Your e-mail address is confirmed. You can sign in now.' } };
    },
  );

  r.post(
    '/identity/unlock',
    { config: limited, schema: { body: linkTokenRequestSchema, response: acknowledged } },
    async (request) => {
      await identity.unlock(request.body.token);
      return { data: { message: 'Your account is unlocked. You can sign in now.' } };
    },
  );

  r.post(
    '/identity/password-reset',
    { config: limited, schema: { body: passwordResetRequestSchema, response: acknowledged } },
    async (request) => ({
      data: {
        message: await identity.passwords.requestReset(request.body.email, request.body.altcha),
      },
    }),
  );

  r.post(
    '/identity/password-reset/complete',
    { config: limited, schema: { body: passwordResetCompleteSchema, response: acknowledged } },
    async (request) => {
      await identity.passwords.completeReset(request.body.token, request.body.password);
      return { data: { message: 'Your password is changed. You can sign in now.' } };
    },
  );
}

/** A signed-in user changes their password or signs out. */
function registerSignedInRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { identity, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = perIp(deps.perMinute, MINUTE);

  r.post(
    '/identity/password/change',
    {
      config: limited,
      onRequest: auth.require('user'),
      schema: { body: changePasswordRequestSchema, response: acknowledged },
    },
    async (request) => {
      const claims = credentialsOf(request, 'user');
      await identity.passwords.change(
        claims.sub,
        claims.sid,
        request.body.current_password,
        request.body.new_password,
      );
      return {
        data: { message: 'Your password is changed. Your other sessions were signed out.' },
      };
    },
  );

  r.post(
    '/identity/signout',
    { config: limited, onRequest: auth.require('user'), schema: { response: acknowledged } },
    async (request, reply) => {
      await identity.sessions.end(credentialsOf(request, 'user').sid, 'signed_out');
      // The browser's other tabs cannot join the ended session any more.
      clearSessionCookie(request, reply);
      return { data: { message: 'You are signed out.' } };
    },
  );
}
