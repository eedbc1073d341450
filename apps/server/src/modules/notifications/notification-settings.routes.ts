import { dataOf, notificationSettingsSchema } from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import { notificationSettingsOf, saveNotificationSettings } from './notification-settings.js';

const answer = { 200: dataOf(notificationSettingsSchema) };

/** The signed-in customer's notification settings (ADR 81), read and replaced whole. */
export function registerNotificationSettingsRoutes(
  app: FastifyInstance,
  kit: RouteKit,
  deps: { db: Kysely<Schema>; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(kit.rateLimits.perMinute, MINUTE),
    onRequest: kit.auth.require('user'),
  };
  const userOf = (request: FastifyRequest) => credentialsOf(request, 'user').sub;

  r.get(
    '/customers/notification-settings',
    { ...guarded, schema: { response: answer } },
    async (request) => ({ data: await notificationSettingsOf(deps.db, userOf(request)) }),
  );

  r.put(
    '/customers/notification-settings',
    { ...guarded, schema: { body: notificationSettingsSchema, response: answer } },
    async (request) => {
      const userId = userOf(request);
      await saveNotificationSettings(deps.db, userId, request.body, deps.clock.now());
      return { data: await notificationSettingsOf(deps.db, userId) };
    },
  );
}
