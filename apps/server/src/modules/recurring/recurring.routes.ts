import {
  dataOf,
  guidSchema,
  padAgreementListSchema,
  type RecurringOrderRequest,
  recurringOrderChangeSchema,
  recurringOrderListSchema,
  recurringOrderRequestSchema,
  recurringOrderSchema,
  recurringRunListSchema,
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
import type { PadAgreements } from './pad-agreements.js';
import type { RecurringOrders } from './recurring-orders.service.js';

const orderParams = z.strictObject({ guid: guidSchema });
const one = { 200: dataOf(recurringOrderSchema) };
const path = '/customers/recurring-orders';

/** The signed-in customer's recurring buys and sales (ADR 83). */
export function registerRecurringRoutes(
  app: FastifyInstance,
  kit: RouteKit,
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    orders: RecurringOrders;
    pad: PadAgreements;
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
    path,
    { ...guarded, schema: { response: { 200: dataOf(recurringOrderListSchema) } } },
    async (request) => ({
      data: { objects: await deps.orders.list(await customerOf(request)) },
    }),
  );

  // Each request once per Idempotency-Key: a retry gets the first answer, not a second order.
  const posts = new IdempotentPosts(deps, {
    endpoint: `POST ${path}`,
    perform: async (
      trx,
      [input]: readonly { customerGuid: string; body: RecurringOrderRequest }[],
    ) => {
      if (input === undefined) return [];
      const order = await deps.orders.create(trx, input.customerGuid, input.body);
      return [{ ok: true, value: { status: 201, body: { data: order } } }];
    },
    atomic: true,
    maxBatch: 1,
    maxInFlight: 4,
  });
  r.post(
    path,
    {
      ...guarded,
      schema: {
        body: recurringOrderRequestSchema,
        response: { 201: dataOf(recurringOrderSchema) },
      },
    },
    async (request, reply) => {
      const customerGuid = await customerOf(request);
      const key = idempotencyKeyOf(request);
      const input = { customerGuid, body: request.body };
      return sendAnswer(
        reply,
        await posts.submit({ customerGuid, key, body: request.body, input }),
      );
    },
  );
  r.get(
    '/customers/pad-agreements',
    { ...guarded, schema: { response: { 200: dataOf(padAgreementListSchema) } } },
    async (request) => ({ data: { objects: await deps.pad.list(await customerOf(request)) } }),
  );
  registerOrderChanges(app, guarded, customerOf, deps.orders);
}

/** What the customer does to one of their orders, and its runs. */
function registerOrderChanges(
  app: FastifyInstance,
  guarded: { config: ReturnType<typeof perIp>; onRequest: ReturnType<RouteKit['auth']['require']> },
  customerOf: (request: FastifyRequest) => Promise<string>,
  orders: RecurringOrders,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    `${path}/:guid`,
    {
      ...guarded,
      schema: { params: orderParams, body: recurringOrderChangeSchema, response: one },
    },
    async (request) => ({
      data: await orders.change(await customerOf(request), request.params.guid, request.body),
    }),
  );
  r.post(
    `${path}/:guid/pause`,
    { ...guarded, schema: { params: orderParams, response: one } },
    async (request) => ({
      data: await orders.pause(await customerOf(request), request.params.guid),
    }),
  );
  r.post(
    `${path}/:guid/resume`,
    { ...guarded, schema: { params: orderParams, response: one } },
    async (request) => ({
      data: await orders.resume(await customerOf(request), request.params.guid),
    }),
  );
  r.delete(
    `${path}/:guid`,
    { ...guarded, schema: { params: orderParams, response: one } },
    async (request) => ({
      data: await orders.cancel(await customerOf(request), request.params.guid),
    }),
  );
  r.get(
    `${path}/:guid/runs`,
    {
      ...guarded,
      schema: { params: orderParams, response: { 200: dataOf(recurringRunListSchema) } },
    },
    async (request) => ({
      data: { objects: await orders.runs(await customerOf(request), request.params.guid) },
    }),
  );
}
