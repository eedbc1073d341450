import { customerLimitsSchema, dataOf } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import { customerLimitsModel } from './limits.models.js';
import type { LimitsService } from './limits.service.js';

export interface LimitRouteDeps {
  auth: Authenticator;
  customers: CustomerService;
  limits: LimitsService;
  perMinute: number;
}

/** `GET /customers/limits`: the caller's own limits (user token, `{ data }`). */
export function registerLimitRoutes(app: FastifyInstance, deps: LimitRouteDeps) {
  const { auth, customers, limits } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customers/limits',
    {
      config: perIp(deps.perMinute, MINUTE),
      onRequest: auth.require('user'),
      schema: {
        querystring: z.strictObject({}),
        response: { 200: dataOf(customerLimitsSchema) },
      },
    },
    async (request) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      return { data: customerLimitsModel(await limits.summary(customer.guid)) };
    },
  );
}
