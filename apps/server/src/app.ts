import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { ignoreEmptyQueryValues } from './infra/api-kit/empty-query.js';
import { useLosslessJson } from './infra/api-kit/lossless-json.js';
import type { Database } from './infra/db/database.js';
import { AppError } from './infra/errors.js';
import { registerApiDocs } from './infra/http/api-docs.js';
import { registerConnectionDraining } from './infra/http/draining.js';
import { registerErrorHandler, sendError } from './infra/http/error-handler.js';
import { registerHealthRoutes } from './infra/http/health.routes.js';
import { answerRouterError, registerInputGuard } from './infra/http/input-guard.js';
import { type AnswerObserver, observeAnswers } from './infra/http/observe-answers.js';
import { registerRateLimits } from './infra/http/rate-limits.js';
import type { RouteKit } from './infra/http/route-kit.js';
import { registerSecurityHeaders } from './infra/http/security-headers.js';
import { isPagePath, registerWebApp } from './infra/http/web-app.js';
import { CompletionLogController, loggerOptions, requestIdFor } from './infra/logger.js';
import type { ServerModules } from './module-graph.js';
import type { Services } from './services.js';

export type AppConfig = Pick<
  Config,
  | 'isProduction'
  | 'logLevel'
  | 'logFormat'
  | 'bodyLimitBytes'
  | 'webDistDir'
  | 'trustProxy'
  | 'rateLimits'
  | 'publicUrl'
>;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Built once by `createServices` (clock, tokens, encryption, mail, module services). */
  services: Services;
  /** Where log lines go; standard output unless a test wants to read them. */
  logDestination?: DestinationStream;
  /** Tests only: sees every answer as it is sent (infra/http/observe-answers.ts). */
  observeAnswer?: AnswerObserver;
}

/** Answers carrying tokens or personal data must not be kept by browsers or proxies. */
const PRIVATE_PREFIXES = ['/identity/', '/customers/', '/admin/api/', '/api/'];

/** Builds the HTTP application. Tests build it exactly as `main.ts` does. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, services, logDestination, observeAnswer } = deps;
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    genReqId: requestIdFor,
    logController: new CompletionLogController({
      requestIdLogLabel: 'request_id',
      // At a terminal a line per request buries the start-up banner; failures are logged anyway.
      disableRequestLogging: config.logFormat === 'pretty',
    }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every request's hooks take a callback, not a promise: cheaper for a request that is cheap.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const path = request.url.toLowerCase();
    if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });

  if (observeAnswer !== undefined) observeAnswers(app, observeAnswer);
  registerConnectionDraining(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.isProduction);
  registerInputGuard(app);
  await registerRateLimits(app, { db: database.db, redis: services.coordination.redis });
  services.auth.register(app);
  await registerApiDocs(app, services.market.source);
  registerHealthRoutes(app, database);

  await registerModuleRoutes(app, services, { auth: services.auth, rateLimits: config.rateLimits });
  const webApp =
    config.webDistDir === undefined
      ? undefined
      : await registerWebApp(app, config.webDistDir, config.publicUrl);

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (webApp !== undefined && isPageRequest && isPagePath(request.url)) {
      return webApp.sendNotFound(request, reply);
    }
    const path = request.url.split('?', 1)[0];
    const error = new AppError('not_found', `No route for ${request.method} ${path}`);
    return sendError(request, reply, error);
  });

  return app;
}

/** Each module registers its own routes (ADR 46); the /api ones go in the platform plugin. */
async function registerModuleRoutes(app: FastifyInstance, services: Services, kit: RouteKit) {
  const { modules: m } = services;
  // Grouped only to keep the list short; the order is the order they register in.
  for (const routed of [
    ...[m.identity, m.customers, m.kyc, m.limits, m.banking, m.funding, m.crypto, m.wallets],
    ...[m.staff, m.audit, m.backoffice, m.compliance, m.operations, m.records, m.tax],
    ...[m.documents, m.content, m.alerts, m.limitOrders, m.recurring],
  ]) {
    routed.registerRoutes(app, kit);
  }
  m.market.registerRoutes(app);
  await registerPlatformApi(app, m, kit);
  m.notifications.registerRoutes(app, kit);
}

/**
 * The Cybrid-compatible platform API under /api (docs/design/platform-api.md), in its own plugin so
 * its JSON is lossless (amounts as integers beyond 2^53) without changing the rest of the server.
 */
async function registerPlatformApi(app: FastifyInstance, modules: ServerModules, kit: RouteKit) {
  await app.register(async (api) => {
    useLosslessJson(api);
    ignoreEmptyQueryValues(api);
    await modules.identity.registerPlatformRoutes(api, kit);
    modules.trading.registerPlatformRoutes(api, kit);
    modules.customers.registerPlatformRoutes(api, kit);
    modules.accounts.registerPlatformRoutes(api, kit);
    modules.funding.registerPlatformRoutes(api, kit);
    modules.kyc.registerPlatformRoutes(api, kit);
    modules.banking.registerPlatformRoutes(api, kit);
    modules.wallets.registerPlatformRoutes(api, kit);
  });
}
