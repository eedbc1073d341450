import {
  getIdentityVerificationQuerySchema,
  identityVerificationListQuerySchema,
  identityVerificationListSchema,
  identityVerificationParamsSchema,
  identityVerificationSchema,
  identityVerificationWithDetailsSchema,
  postIdentityVerificationSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  callerOf,
  customersListedBy,
  namedCustomerOf,
} from '../../infra/api-kit/customer-scope.js';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { identityVerificationModel } from './kyc.models.js';
import type { KycService, NewVerificationRequest } from './kyc.service.js';

export interface KycPlatformRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  kyc: KycService;
}

/**
 * POST/GET /api/identity_verifications (Cybrid Bank API; docs/design/platform-api.md; ADR 16), with
 * a customer's token or a bank's (ADR 18): a bank names the customer it acts on, and may attest.
 * Every refusal is a status and `message_code` Cybrid documents for its operation (ADR 69); our
 * precise code goes only to a caller preferring it.
 */
export function registerKycPlatformRoutes(api: FastifyInstance, deps: KycPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, clock, kyc } = deps;

  registerCreateRoute(api, deps);

  routes.get(
    '/api/identity_verifications',
    {
      onRequest: auth.require('access', {
        scopes: ['identity_verifications:read'],
        bankTokens: true,
      }),
      schema: {
        querystring: identityVerificationListQuerySchema,
        response: { 200: identityVerificationListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuids = customersListedBy(request, query.customer_guid);
      // Every verification here is of an individual (`kyc`).
      if (
        matchesNothing(query, customerGuids) ||
        (query.type !== undefined && !query.type.includes('kyc'))
      ) {
        return listOf([], 0, query);
      }
      const { verifications, total } = await kyc.list(
        { customerGuids, guids: query.guid, states: query.state },
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
      onRequest: auth.require('access', {
        scopes: ['identity_verifications:read'],
        bankTokens: true,
      }),
      schema: {
        params: identityVerificationParamsSchema,
        querystring: getIdentityVerificationQuerySchema,
        response: { 200: identityVerificationWithDetailsSchema },
      },
    },
    async (request) => {
      const includePii = request.query.include_pii === true;
      if (includePii) assertBankMayReadPii(request);
      return kyc.detail(callerOf(request), request.params.identity_verification_guid, {
        includePii,
        requestId: request.id,
      });
    },
  );
}

/** A bank reads personal data only with the scope for it (Cybrid: `…:pii:read`). */
function assertBankMayReadPii(request: FastifyRequest) {
  if (callerOf(request).type !== 'bank') return;
  if (!credentialsOf(request, 'bank').scope.includes('identity_verifications:pii:read')) {
    throw new AppError('invalid_scopes', 'Insufficient scopes: identity_verifications:pii:read');
  }
}

/**
 * A customer a verification cannot be for: one a bank names that does not exist, or another
 * customer a customer names. createIdentityVerification documents no 404, only its 400
 * `invalid_parameter` (ADR 69), so a guid still reveals nothing.
 */
function unknownCustomer(): AppError {
  const message = 'Customer not found';
  return new AppError('invalid_parameter', message, [{ path: 'body.customer_guid', message }]);
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
      // Cybrid documents no refusal here but its 400 invalid_parameter (listed in
      // inputRefusalsBeyondCybrid): a verification that exists already (409) or a state that
      // refuses one (422) is that 400, our precise code only to a caller preferring it (ADR 69).
      config: {
        refusalStatuses: { 409: 400, 422: 400 },
        refusalCodes: { 400: 'invalid_parameter' },
      },
      onRequest: auth.require('access', {
        scopes: ['identity_verifications:execute'],
        bankTokens: true,
      }),
      schema: {
        body: postIdentityVerificationSchema,
        response: { 201: identityVerificationSchema },
      },
    },
    async (request, reply) => {
      const named = request.body.customer_guid ?? undefined;
      const customerGuid = namedCustomerOf(request, named, unknownCustomer);
      const caller = callerOf(request);
      // The Idempotency-Key is kept per customer: a customer the bank names must exist.
      if (caller.type === 'bank') await kyc.assertCustomerExists(customerGuid, unknownCustomer);
      const answer = await verificationPosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: {
          caller,
          customerGuid,
          method: request.body.method,
          expectedBehaviours: request.body.expected_behaviours ?? [],
          attested: request.body,
          requestId: request.id,
        },
      });
      return sendAnswer(reply, answer);
    },
  );
}
