import {
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { actedOnCustomer, customersListedBy } from '../../infra/api-kit/customer-scope.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { Authenticator } from '../../infra/http/auth.js';
import { customerModel } from './customer.models.js';
import { findCustomer, listCustomers } from './customers.repo.js';

/**
 * GET /api/customers and /api/customers/{customer_guid} (Cybrid Bank API;
 * docs/design/platform-api.md): a customer's own only; with a bank token (ADR 18) any, so a bank
 * finds its customers and sees one it attested become verified.
 */
export function registerCustomerPlatformRoutes(
  api: FastifyInstance,
  deps: { auth: Authenticator; db: Kysely<Schema> },
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
      const found = await listCustomers(
        deps.db,
        { guids, types: query.type },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.customers.map(customerModel), found.total, query);
    },
  );

  routes.get(
    '/api/customers/:customer_guid',
    {
      onRequest: deps.auth.require('access', { scopes: ['customers:read'], bankTokens: true }),
      schema: {
        params: customerParamsSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const guid = actedOnCustomer(request, request.params.customer_guid);
      const customer = await findCustomer(deps.db, guid);
      if (customer === undefined) throw new AppError('not_found', 'Customer not found');
      return customerModel(customer);
    },
  );
}
