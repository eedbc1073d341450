import {
  acknowledgementSchema,
  dataOf,
  mfaStatusSchema,
  recoveryCodesSchema,
  totpEnrolmentFinishRequestSchema,
  totpEnrolmentSchema,
  totpUnenrolRequestSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { IdentityRouteDeps } from './identity.routes.js';

/** TOTP set-up and removal for a signed-in customer (bearer user token). */
export function registerMfaRoutes(
  app: FastifyInstance,
  { identity, auth, perMinute }: IdentityRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(perMinute, MINUTE), onRequest: auth.require('user') };
  const signedInUser = (request: Parameters<typeof credentialsOf>[0]) =>
    identity.requireUser(credentialsOf(request, 'user').sub);

  r.get(
    '/identity/mfa',
    { ...guarded, schema: { response: { 200: dataOf(mfaStatusSchema) } } },
    async (request) => ({ data: await identity.mfaStatus(await signedInUser(request)) }),
  );

  r.post(
    '/identity/mfa/totp/enrolment',
    { ...guarded, schema: { response: { 200: dataOf(totpEnrolmentSchema) } } },
    async (request) => ({ data: await identity.startTotpEnrolment(await signedInUser(request)) }),
  );

  r.post(
    '/identity/mfa/totp/enrolment/complete',
    {
      ...guarded,
      schema: {
        body: totpEnrolmentFinishRequestSchema,
        response: { 200: dataOf(recoveryCodesSchema) },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const codes = await identity.completeTotpEnrolment(
        user,
        request.body.session_info,
        request.body.code,
      );
      return { data: { recovery_codes: codes } };
    },
  );

  r.post(
    '/identity/mfa/totp/unenrol',
    {
      ...guarded,
      schema: { body: totpUnenrolRequestSchema, response: { 200: dataOf(acknowledgementSchema) } },
    },
    async (request) => {
      const user = await signedInUser(request);
      await identity.unenrolTotp(user, request.body, request.body.code);
      return { data: { message: 'The authenticator app is removed from your account.' } };
    },
  );
}
