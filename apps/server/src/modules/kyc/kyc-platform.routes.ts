import {
  getIdentityVerificationQuerySchema,
  identityVerificationListQuerySchema,
  identityVerificationListSchema,
  identityVerificationParamsSchema,
  identityVerificationSchema,
  identityVerificationWithDetailsSchema,
  postIdentityVerificationSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { customerListedIn, customerOf } from '../../infra/api-kit/customer-scope.js';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Authenticator } from '../../infra/http/auth.js';
import { identityVerificationModel } from './kyc.models.js';
import type { KycService, NewVerificationRequest } from './kyc.service.js';

export interface KycPlatformRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  kyc: KycService;
}

/** POST/GET /api/identity_verifications (Cybrid Bank API; DESIGN §5; ADR 16). */
export function registerKycPlatformRoutes(api: FastifyInstance, deps: KycPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, clock, kyc } = deps;

  registerCreateRoute(api, deps);

  routes.get(
    '/api/identity_verifications',
    {
      onRequest: auth.require('access', { scopes: ['identity_verifications:read'] }),
      schema: {
        querystring: identityVerificationListQuerySchema,
        response: { 200: identityVerificationListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerListedIn(request, query.customer_guid);
      // Every verification here is of an individual (`kyc`).
      if (matchesNothing(query) || (query.type !== undefined && !query.type.includes('kyc'))) {
        return listOf([], 0, query);
      }
      const { verifications, total } = await kyc.list(
        { customerGuid, guids: query.guid, states: query.state },
        { offset: offsetOf(query), limit: query.per_page },
      );
      const now = clock.now();
      return listOf(
        verifications.map((verification) => identityVerificationModel(verification, now)),
        total,
        query,
      );
    },
  );

  routes.get(
    '/api/identity_verifications/:identity_verification_guid',
    {
      onRequest: auth.require('access', { scopes: ['identity_verifications:read'] }),
      schema: {
        params: identityVerificationParamsSchema,
        querystring: getIdentityVerificationQuerySchema,
        response: { 200: identityVerificationWithDetailsSchema },
      },
    },
    async (request) =>
      kyc.detail(
        customerOf(request),
        request.params.identity_verification_guid,
        request.query.include_pii === true,
      ),
  );
}

/** POST /api/identity_verifications, once per Idempotency-Key. */
function registerCreateRoute(api: FastifyInstance, deps: KycPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, kyc } = deps;
  const verificationPosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/identity_verifications',
      // One at a time: verifications are rare, and a refusal throws, rolling its batch back.
      perform: async (trx, [request]: readonly NewVerificationRequest[]) => {
        if (request === undefined) return [];
        const created = await kyc.create(trx, request);
        return [
          {
            ok: true,
            value: { status: 201, body: identityVerificationModel(created, clock.now()) },
          },
        ];
      },
      atomic: true,
      maxBatch: 1,
      maxInFlight: 4,
    },
  );
  routes.post(
    '/api/identity_verifications',
    {
      onRequest: auth.require('access', { scopes: ['identity_verifications:execute'] }),
      schema: {
        body: postIdentityVerificationSchema,
        response: { 201: identityVerificationSchema },
      },
    },
    async (request, reply) => {
      const customerGuid = customerOf(request, request.body.customer_guid ?? undefined);
      const answer = await verificationPosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: {
          customerGuid,
          method: request.body.method,
          expectedBehaviours: request.body.expected_behaviours ?? [],
        },
      });
      return sendAnswer(reply, answer);
    },
  );
}
