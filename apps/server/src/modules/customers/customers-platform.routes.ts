import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { customerOf } from '../../infra/api-kit/customer-scope.js';
import { guidSchema } from '../../infra/api-kit/fields.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { Authenticator } from '../../infra/http/auth.js';
import { customerModel } from './customer.models.js';
import { findCustomer } from './customers.repo.js';

const guidParams = z.object({ guid: guidSchema });

/** GET /api/customers/{guid} (Cybrid Bank API; DESIGN §5): the caller's own customer only. */
export function registerCustomerPlatformRoutes(
  api: FastifyInstance,
  deps: { auth: Authenticator; db: Kysely<Schema> },
) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/customers/:guid',
    {
      onRequest: deps.auth.require('access', { scopes: ['customers:read'] }),
      schema: { params: guidParams },
    },
    async (request) => {
      const customer = await findCustomer(deps.db, customerOf(request, request.params.guid));
      if (customer === undefined) throw new AppError('not_found', 'Customer not found');
      return customerModel(customer);
    },
  );
}
