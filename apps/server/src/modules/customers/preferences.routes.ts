import { dataOf, preferencesSchema } from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from './customer.service.js';
import type { PreferencesService } from './preferences.service.js';

export interface PreferenceRouteDeps {
  customers: CustomerService;
  preferences: PreferencesService;
  auth: Authenticator;
  perMinute: number;
}

const answer = { 200: dataOf(preferencesSchema) };

/** The signed-in customer's preferences: e-mail language and optional e-mails. */
export function registerPreferenceRoutes(app: FastifyInstance, deps: PreferenceRouteDeps) {
  const { customers, preferences, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: auth.require('user') };
  const caller = (request: FastifyRequest) => customers.caller(credentialsOf(request, 'user'));

  r.get(
    '/customers/preferences',
    { ...guarded, schema: { response: answer } },
    async (request) => ({
      data: await preferences.preferencesOf(await caller(request)),
    }),
  );

  r.put(
    '/customers/preferences',
    { ...guarded, schema: { body: preferencesSchema, response: answer } },
    async (request) => ({
      data: await preferences.replace(await caller(request), request.body),
    }),
  );
}
