import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  bankScopes,
  coinGeckoErrorSchema,
  errorResponseSchema,
  messageErrorBodySchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { MarketConfig } from '../config-types.js';
import { personalTokenScheme, securitySchemeOf } from './auth.js';

/** Where the description is served: the UI at /docs, the document at /docs/json and /docs/yaml. */
const docsPrefix = '/docs';

const marketTag = 'Market data (CoinGecko-compatible)';

/** What the description says while the prices are the server's own (`MARKET_DATA=simulated`). */
const simulatedPrices =
  '**Simulated prices.** This server runs on simulated market data (`MARKET_DATA=simulated`): ' +
  'every price, chart, quote and trade uses a seeded random walk, not the market. They are ' +
  'not live prices.';

/**
 * The surfaces the description covers, each with its tag and the body its errors answer (the
 * error handler picks the same body by the same prefix). The back office (`/admin/api`) and the
 * server's plumbing (health, the price stream, the web app) are left out.
 */
const surfaces: readonly { prefix: string; tag: string; error: $ZodType }[] = [
  { prefix: '/api/', tag: 'Platform (Cybrid-compatible)', error: errorResponseSchema },
  { prefix: '/customers/', tag: 'Customers', error: messageErrorBodySchema },
  { prefix: '/identity/', tag: 'Identity', error: messageErrorBodySchema },
  { prefix: '/market/', tag: marketTag, error: coinGeckoErrorSchema },
];

/**
 * The token of a sign-in, exchanged at /customers/generate-customer-token
 * (docs/product/overview.md).
 */
export const identityTokenSecurity = [{ identityToken: [] }];

const bearer = (description: string) => ({
  type: 'http' as const,
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description,
});

const securitySchemes = {
  [securitySchemeOf.access]: bearer(
    'The platform access token `at` (15 min), with the scopes each operation names.',
  ),
  [securitySchemeOf.user]: bearer('The user token `ut` of the own backend (12 h).'),
  [securitySchemeOf.admin]: bearer('The back-office token `a_at`.'),
  [securitySchemeOf.recovery]: bearer(
    'An account recovery under way (`POST /customers/recovery`, 1 h): the identity verification flow of that recovery only.',
  ),
  // A bank API client's token (15 min), for the operations Cybrid documents for banks (ADR 18).
  [securitySchemeOf.bank]: {
    type: 'oauth2' as const,
    description: 'A bank token: a bank API client’s credentials exchanged at /api/oauth/token.',
    flows: {
      clientCredentials: {
        tokenUrl: '/api/oauth/token',
        scopes: Object.fromEntries(bankScopes.map((scope) => [scope, scope.replace(':', ' ')])),
      },
    },
  },
  identityToken: bearer('The identity token a sign-in answers.'),
  // A customer's own read-only credential (ADR 70): opaque, not a JWT, on the reads it names.
  [personalTokenScheme]: {
    type: 'http' as const,
    scheme: 'bearer',
    description:
      'A personal read-only API token (`mxr_…`) the customer made in the settings: the reads whose scopes it holds, nothing else.',
  },
};

const zodTransform = createJsonSchemaTransform({});

/**
 * Generates the OpenAPI 3.1 description from the routes' own zod schemas (the same ones that
 * validate requests) and serves it with Swagger UI at /docs. Register before any route: the
 * description is collected as routes are added. Swagger UI loads only its own files (no inline
 * script), and without its top bar injects no style, so the site-wide Content-Security-Policy
 * applies to /docs unchanged.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  marketSource: MarketConfig['source'],
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maple Exchange API',
        version: '1',
        description:
          'Amounts are JSON integers in base units, of any size (read them losslessly); `/api` ' +
          'also accepts them as strings of digits, and takes an empty query parameter as absent.' +
          (marketSource === 'simulated' ? `\n\n${simulatedPrices}` : ''),
      },
      tags: surfaces.map(({ tag }) => ({
        name: tag,
        ...(marketSource === 'simulated' && tag === marketTag
          ? { description: simulatedPrices }
          : {}),
      })),
      components: { securitySchemes },
    },
    transform: (document) => {
      const surface = surfaces.find(({ prefix }) => document.url.startsWith(prefix));
      if (surface === undefined) return { schema: { hide: true }, url: document.url };
      const schema: FastifySchema = {
        ...document.schema,
        tags: [surface.tag],
        response: { ...responsesOf(document.schema), default: surface.error },
      };
      return zodTransform({ ...document, schema });
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPrefix,
    // Without the standalone top bar: its logo is an SVG with an inline <style>, which the
    // policy refuses, and its box would load descriptions from anywhere.
    uiConfig: { layout: 'BaseLayout' },
  });
}

const responsesOf = (schema: FastifySchema | undefined): object =>
  typeof schema?.response === 'object' && schema.response !== null ? schema.response : {};
