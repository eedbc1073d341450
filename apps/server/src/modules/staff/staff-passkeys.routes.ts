import {
  acknowledgementSchema,
  adminTokenSchema,
  dataOf,
  passkeyCeremonySchema,
  passkeyCreateRequestSchema,
  passkeyIdSchema,
  passkeyListSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  staffPasskeyRegistrationRequestSchema,
  staffPasskeyRemoveRequestSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { StaffActor } from './staff-management.service.js';
import type { StaffPasskeys } from './staff-passkeys.service.js';

const PATH = '/admin/api/me/passkeys';
const passkeyParams = z.strictObject({ passkey_id: passkeyIdSchema });

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

interface StaffPasskeyRouteDeps {
  passkeys: StaffPasskeys;
  auth: Authenticator;
  perMinute: number;
}

/**
 * A staff member's own passkeys (their admin token), and signing in to the back office with one
 * alone (ADR 56); each rate-limited as `/admin/api/signin` is.
 */
export function registerStaffPasskeyRoutes(app: FastifyInstance, deps: StaffPasskeyRouteDeps) {
  registerSignInRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerChangeRoutes(app, deps);
}

function registerSignInRoutes(
  app: FastifyInstance,
  { passkeys, perMinute }: StaffPasskeyRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(perMinute, MINUTE) };
  r.post(
    '/admin/api/signin/passkey/options',
    { ...limited, schema: { response: { 200: dataOf(passkeyCeremonySchema) } } },
    async () => ({ data: await passkeys.startSignIn() }),
  );
  r.post(
    '/admin/api/signin/passkey',
    {
      ...limited,
      schema: { body: passkeySignInRequestSchema, response: { 200: dataOf(adminTokenSchema) } },
    },
    async (request) => ({ data: { a_at: await passkeys.signIn(request.body) } }),
  );
}

/** The member's own account: any role, their own passkeys only. */
const ownAccount = ({ auth, perMinute }: StaffPasskeyRouteDeps) => ({
  config: perIp(perMinute, MINUTE),
  onRequest: auth.require('admin', { permission: 'own_session' }),
});

function registerRegistrationRoutes(app: FastifyInstance, deps: StaffPasskeyRouteDeps) {
  const { passkeys } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = ownAccount(deps);
  r.get(
    PATH,
    { ...guarded, schema: { response: { 200: dataOf(passkeyListSchema) } } },
    async (request) => ({ data: { passkeys: await passkeys.list(actorOf(request)) } }),
  );
  r.post(
    `${PATH}/registration`,
    {
      ...guarded,
      schema: {
        body: staffPasskeyRegistrationRequestSchema,
        response: { 200: dataOf(passkeyCeremonySchema) },
      },
    },
    async (request) => ({
      data: await passkeys.startRegistration(actorOf(request), request.body),
    }),
  );
  r.post(
    PATH,
    {
      ...guarded,
      schema: { body: passkeyCreateRequestSchema, response: { 201: dataOf(passkeySchema) } },
    },
    async (request, reply) => {
      const passkey = await passkeys.finishRegistration(actorOf(request), request.body);
      return reply.code(201).send({ data: passkey });
    },
  );
}

function registerChangeRoutes(app: FastifyInstance, deps: StaffPasskeyRouteDeps) {
  const { passkeys } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = ownAccount(deps);
  r.patch(
    `${PATH}/:passkey_id`,
    {
      ...guarded,
      schema: {
        params: passkeyParams,
        body: passkeyRenameRequestSchema,
        response: { 200: dataOf(passkeySchema) },
      },
    },
    async (request) => ({
      data: await passkeys.rename(actorOf(request), request.params.passkey_id, request.body.name),
    }),
  );
  r.delete(
    `${PATH}/:passkey_id`,
    {
      ...guarded,
      schema: {
        params: passkeyParams,
        body: staffPasskeyRemoveRequestSchema,
        response: { 200: dataOf(acknowledgementSchema) },
      },
    },
    async (request) => {
      const { passkey_id } = request.params;
      await passkeys.remove(actorOf(request), passkey_id, request.body.password);
      return { data: { message: 'The passkey is removed from your account.' } };
    },
  );
}
