import {
  guidSchema,
  pushDeviceAnswerSchema,
  pushDevicesAnswerSchema,
  pushSubscriptionRequestSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { PushDevicesService } from './push-devices.service.js';

const deviceParams = z.strictObject({ guid: guidSchema });
const noContent = { 204: z.null().describe('No content') };

/** The signed-in customer's devices for web push (ADR 63), from the settings. */
export function registerPushDeviceRoutes(
  app: FastifyInstance,
  kit: RouteKit,
  devices: PushDevicesService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(kit.rateLimits.perMinute, MINUTE),
    onRequest: kit.auth.require('user'),
  };
  const userOf = (request: FastifyRequest) => credentialsOf(request, 'user').sub;

  r.get(
    '/customers/push-devices',
    { ...guarded, schema: { response: { 200: pushDevicesAnswerSchema } } },
    async (request) => ({ data: await devices.devicesOf(userOf(request)) }),
  );

  r.put(
    '/customers/push-devices',
    {
      ...guarded,
      schema: { body: pushSubscriptionRequestSchema, response: { 200: pushDeviceAnswerSchema } },
    },
    async (request) => ({ data: await devices.register(userOf(request), request.body) }),
  );

  r.delete(
    '/customers/push-devices/:guid',
    { ...guarded, schema: { params: deviceParams, response: noContent } },
    async (request, reply) => {
      await devices.remove(userOf(request), request.params.guid);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/customers/push-devices/:guid/test',
    { ...guarded, schema: { params: deviceParams, response: noContent } },
    async (request, reply) => {
      await devices.sendTest(userOf(request), request.params.guid);
      return reply.code(204).send(null);
    },
  );
}
