import {
  dataOf,
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  unreadNotificationsSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { NotificationCentre } from './notification-centre.js';

/** The signed-in customer's notification centre (ADR 79). */
export function registerNotificationCentreRoutes(
  app: FastifyInstance,
  kit: RouteKit,
  centre: NotificationCentre,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(kit.rateLimits.perMinute, MINUTE),
    onRequest: kit.auth.require('user'),
  };
  const userOf = (request: FastifyRequest) => credentialsOf(request, 'user').sub;

  r.get(
    '/customers/notifications',
    {
      ...guarded,
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: dataOf(notificationListSchema) },
      },
    },
    async (request) => ({ data: await centre.list(userOf(request), request.query) }),
  );

  r.get(
    '/customers/notifications/unread',
    { ...guarded, schema: { response: { 200: dataOf(unreadNotificationsSchema) } } },
    async (request) => ({ data: { unread_count: await centre.unread(userOf(request)) } }),
  );

  r.post(
    '/customers/notifications/read',
    {
      ...guarded,
      schema: {
        body: markNotificationsReadSchema,
        response: { 200: dataOf(unreadNotificationsSchema) },
      },
    },
    async (request) => ({
      data: { unread_count: await centre.markRead(userOf(request), request.body) },
    }),
  );
}
