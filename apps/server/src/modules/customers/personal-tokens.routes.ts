import {
  createdPersonalTokenAnswerSchema,
  createPersonalTokenRequestSchema,
  guidSchema,
  personalTokensAnswerSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerRouteDeps } from './customers.routes.js';

const tokenParams = z.strictObject({ guid: guidSchema });
const noContent = { 204: z.null().describe('No content') };

/**
 * The signed-in customer's personal read-only API tokens (ADR 70), from the settings: listed
 * without their secrets, made (confirmed like the other sensitive actions: an e-mail or
 * authenticator code, or a passkey, purpose `create_personal_token`; the secret answered once)
 * and revoked. Only the customer's own session reaches them: a personal token never does.
 */
export function registerPersonalTokenRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { customers, otp, identity, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: auth.require('user') };
  const caller = (request: FastifyRequest) => customers.caller(credentialsOf(request, 'user'));

  r.get(
    '/customers/personal-tokens',
    { ...guarded, schema: { response: { 200: personalTokensAnswerSchema } } },
    async (request) => {
      const who = await caller(request);
      return { data: { tokens: await identity.personalTokens.list(who.user.id) } };
    },
  );

  r.post(
    '/customers/personal-tokens',
    {
      ...guarded,
      schema: {
        body: createPersonalTokenRequestSchema,
        response: { 201: createdPersonalTokenAnswerSchema },
      },
    },
    async (request, reply) => {
      const who = await caller(request);
      const { name, scopes, expires_in_days, confirmation_token } = request.body;
      const owner = { userId: who.user.id, customerGuid: who.customer.guid, requestId: request.id };
      const created = await identity.personalTokens.create(
        owner,
        { name, scopes, expiresInDays: expires_in_days },
        (trx) =>
          otp.spendConfirmation(trx, confirmation_token, {
            userId: who.user.id,
            purpose: 'create_personal_token',
            binding: null,
          }),
      );
      return reply.code(201).send({ data: created });
    },
  );

  r.delete(
    '/customers/personal-tokens/:guid',
    { ...guarded, schema: { params: tokenParams, response: noContent } },
    async (request, reply) => {
      const who = await caller(request);
      const owner = { userId: who.user.id, customerGuid: who.customer.guid, requestId: request.id };
      await identity.personalTokens.revoke(owner, request.params.guid);
      return reply.code(204).send(null);
    },
  );
}
