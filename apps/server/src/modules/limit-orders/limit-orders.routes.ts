import {
  dataOf,
  guidSchema,
  type LimitOrderRequest,
  limitOrderListSchema,
  limitOrderRequestSchema,
  limitOrderSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { LimitOrders } from './limit-orders.service.js';

const orderParams = z.strictObject({ guid: guidSchema });

/** The signed-in customer's price-triggered orders (ADR 82). */
export function registerLimitOrderRoutes(
  app: FastifyInstance,
  kit: RouteKit,
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    orders: LimitOrders;
    customers: Pick<CustomerService, 'caller'>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(kit.rateLimits.perMinute, MINUTE),
    onRequest: kit.auth.require('user'),
  };
  const customerOf = async (request: FastifyRequest) =>
    (await deps.customers.caller(credentialsOf(request, 'user'))).customer.guid;

  r.get(
    '/customers/limit-orders',
    { ...guarded, schema: { response: { 200: dataOf(limitOrderListSchema) } } },
    async (request) => ({ data: { objects: await deps.orders.list(await customerOf(request)) } }),
  );

  // Each request once per Idempotency-Key: a retry gets the first answer, not a second hold.
  const posts = new IdempotentPosts(deps, {
    endpoint: 'POST /customers/limit-orders',
    perform: async (trx, [input]: readonly { customerGuid: string; body: LimitOrderRequest }[]) => {
      if (input === undefined) return [];
      const order = await deps.orders.create(trx, input.customerGuid, input.body);
      return [{ ok: true, value: { status: 201, body: { data: order } } }];
    },
    atomic: true,
    maxBatch: 1,
    maxInFlight: 4,
  });
  r.post(
    '/customers/limit-orders',
    {
      ...guarded,
      schema: { body: limitOrderRequestSchema, response: { 201: dataOf(limitOrderSchema) } },
    },
    async (request, reply) => {
      const customerGuid = await customerOf(request);
      const key = idempotencyKeyOf(request);
      const answer = await posts.submit({
        customerGuid,
        key,
        body: request.body,
        input: { customerGuid, body: request.body },
      });
      return sendAnswer(reply, answer);
    },
  );

  r.delete(
    '/customers/limit-orders/:guid',
    { ...guarded, schema: { params: orderParams, response: { 200: dataOf(limitOrderSchema) } } },
    async (request) => ({
      data: await deps.orders.cancel(await customerOf(request), request.params.guid),
    }),
  );
}
