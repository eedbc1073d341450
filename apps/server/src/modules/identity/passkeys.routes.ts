import {
  acknowledgementSchema,
  dataOf,
  passkeyCeremonySchema,
  passkeyCreateRequestSchema,
  passkeyIdSchema,
  passkeyListSchema,
  passkeyRegistrationRequestSchema,
  passkeyRemoveRequestSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  signInResultSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { IdentityRouteDeps } from './identity.routes.js';

const passkeyParams = z.strictObject({ passkey_id: passkeyIdSchema });

/** A customer's passkeys (bearer user token), and signing in with one (ADR 54). */
export function registerPasskeyRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  registerPasskeySignInRoutes(app, deps);
  registerPasskeyListRoutes(app, deps);
  registerPasskeyChangeRoutes(app, deps);
}

function registerPasskeySignInRoutes(
  app: FastifyInstance,
  { identity, perMinute }: IdentityRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = perIp(perMinute, MINUTE);
  r.post(
    '/identity/signin/passkey/options',
    { config: limited, schema: { response: { 200: dataOf(passkeyCeremonySchema) } } },
    async () => ({ data: await identity.passkeySignIn.start() }),
  );
  r.post(
    '/identity/signin/passkey',
    {
      config: limited,
      schema: { body: passkeySignInRequestSchema, response: { 200: dataOf(signInResultSchema) } },
    },
    async (request) => ({ data: await identity.passkeySignIn.finish(request.body) }),
  );
}

/** What the signed-in routes share: the rate limit, the user token, and the user it names. */
export function signedInKit(
  app: FastifyInstance,
  { identity, auth, perMinute }: IdentityRouteDeps,
) {
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    guarded: { config: perIp(perMinute, MINUTE), onRequest: auth.require('user') },
    signedInUser: (request: Parameters<typeof credentialsOf>[0]) =>
      identity.requireUser(credentialsOf(request, 'user').sub),
  };
}

function registerPasskeyListRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { identity } = deps;
  const { r, guarded, signedInUser } = signedInKit(app, deps);

  r.get(
    '/identity/passkeys',
    { ...guarded, schema: { response: { 200: dataOf(passkeyListSchema) } } },
    async (request) => ({
      data: { passkeys: await identity.passkeys.list(await signedInUser(request)) },
    }),
  );
  r.post(
    '/identity/passkeys/registration',
    {
      ...guarded,
      schema: {
        body: passkeyRegistrationRequestSchema,
        response: { 200: dataOf(passkeyCeremonySchema) },
      },
    },
    async (request) => ({
      data: await identity.passkeys.startRegistration(await signedInUser(request), request.body),
    }),
  );
  r.post(
    '/identity/passkeys',
    {
      ...guarded,
      schema: { body: passkeyCreateRequestSchema, response: { 201: dataOf(passkeySchema) } },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const passkey = await identity.passkeys.finishRegistration(user, request.body);
      return reply.code(201).send({ data: passkey });
    },
  );
}

function registerPasskeyChangeRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { identity } = deps;
  const { r, guarded, signedInUser } = signedInKit(app, deps);

  r.patch(
    '/identity/passkeys/:passkey_id',
    {
      ...guarded,
      schema: {
        params: passkeyParams,
        body: passkeyRenameRequestSchema,
        response: { 200: dataOf(passkeySchema) },
      },
    },
    async (request) => ({
      data: await identity.passkeys.rename(
        await signedInUser(request),
        request.params.passkey_id,
        request.body.name,
      ),
    }),
  );
  r.delete(
    '/identity/passkeys/:passkey_id',
    {
      ...guarded,
      schema: {
        params: passkeyParams,
        body: passkeyRemoveRequestSchema,
        response: { 200: dataOf(acknowledgementSchema) },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      await identity.passkeys.remove(user, request.params.passkey_id, request.body);
      return { data: { message: 'The passkey is removed from your account.' } };
    },
  );
}
