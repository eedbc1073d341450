import {
  acknowledgementSchema,
  dataOf,
  passkeyCeremonySchema,
  passwordRemoveRequestSchema,
  passwordSetRequestSchema,
  securityApprovalOptionsRequestSchema,
  signInMethodsSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import { credentialsOf } from '../../infra/http/auth.js';
import type { IdentityRouteDeps } from './identity.routes.js';
import { signedInKit } from './passkeys.routes.js';

const acknowledged = { 200: dataOf(acknowledgementSchema) };

/**
 * A signed-in customer's password as a way in (ADR 57): which ways in the account has and may
 * remove, removing the password once its passkeys are enough, setting one again, and the passkey approvals those and the other
 * security changes of a passwordless account take.
 */
export function registerPasswordRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { identity } = deps;
  const { r, guarded, signedInUser } = signedInKit(app, deps);

  r.get(
    '/identity/sign-in-methods',
    { ...guarded, schema: { response: { 200: dataOf(signInMethodsSchema) } } },
    async (request) => ({ data: await identity.passwordless.methods(await signedInUser(request)) }),
  );
  r.delete(
    '/identity/password',
    { ...guarded, schema: { body: passwordRemoveRequestSchema, response: acknowledged } },
    async (request) => {
      const user = await signedInUser(request);
      const { sid } = credentialsOf(request, 'user');
      await identity.passwordless.remove(user, sid, request.body.password, request.body.passkey);
      return {
        data: {
          message:
            'Your password is removed: sign in with your passkeys. Your other sessions were signed out.',
        },
      };
    },
  );
  r.post(
    '/identity/password',
    { ...guarded, schema: { body: passwordSetRequestSchema, response: acknowledged } },
    async (request) => {
      const user = await signedInUser(request);
      const { sid } = credentialsOf(request, 'user');
      const { new_password: password, passkey } = request.body;
      await identity.passwordless.set(user, sid, password, passkey);
      return { data: { message: 'Your password is set. Your other sessions were signed out.' } };
    },
  );
  r.post(
    '/identity/passkey-approval/options',
    {
      ...guarded,
      schema: {
        body: securityApprovalOptionsRequestSchema,
        response: { 200: dataOf(passkeyCeremonySchema) },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const { change, passkey_id: passkeyId } = request.body;
      return { data: await identity.proofs.startApproval(user, change, passkeyId) };
    },
  );
}
