import { tokenRequestSchema, tokenResponseSchema } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../infra/errors.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { BankClientService } from './bank-clients.service.js';

export interface OAuthRouteDeps {
  bankClients: BankClientService;
  /** Calls per IP and minute, as for signing in. */
  perMinute: number;
}

/**
 * RFC 6749 §3.2 sends token requests form-encoded; each parameter at most once. Read only on
 * this route (its own plugin): other /api routes take JSON alone.
 */
function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) {
      throw new AppError('invalid_parameter', `The parameter ${name} is sent more than once`);
    }
    fields[name] = value;
  }
  return fields;
}

/**
 * POST /api/oauth/token: a bank API client's credentials for a bank token (docs/decisions/0018),
 * in JSON (as Cybrid's example sends it) or form-encoded (RFC 6749). Wrong credentials answer 401.
 */
export async function registerOAuthRoutes(api: FastifyInstance, deps: OAuthRouteDeps) {
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
        } catch (error) {
          done(error instanceof Error ? error : new Error(String(error)));
        }
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/oauth/token',
      {
        config: perIp(deps.perMinute, MINUTE),
        schema: { body: tokenRequestSchema, response: { 200: tokenResponseSchema } },
      },
      async (request) => deps.bankClients.issueToken(request.body),
    );
  });
}
