import {
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerSchema,
  getCustomerQuerySchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actedOnCustomer,
  callerOf,
  customersListedBy,
} from '../../infra/api-kit/customer-scope.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import { AppError } from '../../infra/errors.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import type { PlatformCustomers } from './platform-customers.js';

/**
 * GET /api/customers and /api/customers/{customer_guid} (Cybrid Bank API;
 * docs/design/platform-api.md): a customer's own only; with a bank token (ADR 18) any, so a bank
 * finds its customers and sees one it attested become verified, and with `include_pii` reads
 * their personal data (docs/decisions/0068).
 */
export function registerCustomerPlatformRoutes(
  api: FastifyInstance,
  deps: { auth: Authenticator; customers: PlatformCustomers },
) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/customers',
    {
      onRequest: deps.auth.require('access', { scopes: ['customers:read'], bankTokens: true }),
      schema: { querystring: customerListQuerySchema, response: { 200: customerListSchema } },
    },
    async (request) => {
      const { query } = request;
      const guids = customersListedBy(request, query.guid);
      if (matchesNothing(query, guids)) return listOf([], 0, query);
      const found = await deps.customers.list(
        { guids, types: query.type },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.customers, found.total, query);
    },
  );

  routes.get(
    '/api/customers/:customer_guid',
    {
      onRequest: deps.auth.require('access', { scopes: ['customers:read'], bankTokens: true }),
      // Cybrid documents no refusal of input here: a bad include_pii gets its code for a bad
      // parameter (ADR 68), not the lists' invalid_value.
      config: { inputRefusal: { code: 'invalid_parameter', status: 400 } },
      schema: {
        description:
          'Answers a customer: the caller’s own, or with a bank token any. With `include_pii=true` its personal data is filled in (SIN and ID numbers masked): a bank token needs `customers:pii:read` for it, and each such read is audited as the bank client’s.',
        params: customerParamsSchema,
        querystring: getCustomerQuerySchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const guid = actedOnCustomer(request, request.params.customer_guid);
      const includePii = request.query.include_pii === true;
      if (includePii) assertBankMayReadPii(request);
      return deps.customers.one(callerOf(request), guid, { includePii, requestId: request.id });
    },
  );
}

/** A bank reads personal data only with the scope for it, Cybrid's `customers:pii:read`. */
function assertBankMayReadPii(request: FastifyRequest) {
  if (callerOf(request).type !== 'bank') return;
  if (!credentialsOf(request, 'bank').scope.includes('customers:pii:read')) {
    throw new AppError('invalid_scopes', 'Insufficient scopes: customers:pii:read');
  }
}
