import {
  dataOf,
  guidSchema,
  priceAlertListSchema,
  priceAlertRequestSchema,
  priceAlertSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { PriceAlerts } from './price-alerts.service.js';

const alertParams = z.strictObject({ guid: guidSchema });

/** The signed-in customer's price alerts (ADR 79). */
export function registerAlertRoutes(app: FastifyInstance, kit: RouteKit, alerts: PriceAlerts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(kit.rateLimits.perMinute, MINUTE),
    onRequest: kit.auth.require('user'),
  };
  const userOf = (request: FastifyRequest) => credentialsOf(request, 'user').sub;

  r.get(
    '/customers/price-alerts',
    { ...guarded, schema: { response: { 200: dataOf(priceAlertListSchema) } } },
    async (request) => ({ data: await alerts.list(userOf(request)) }),
  );

  r.post(
    '/customers/price-alerts',
    {
      ...guarded,
      schema: { body: priceAlertRequestSchema, response: { 201: dataOf(priceAlertSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await alerts.create(userOf(request), request.body) }),
  );

  r.delete(
    '/customers/price-alerts/:guid',
    {
      ...guarded,
      schema: { params: alertParams, response: { 204: z.null().describe('No content') } },
    },
    async (request, reply) => {
      await alerts.cancel(userOf(request), request.params.guid);
      return reply.code(204).send(null);
    },
  );
}
