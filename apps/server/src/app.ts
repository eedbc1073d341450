import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './infra/config.js';
import type { Database } from './infra/db/database.js';
import { AppError } from './infra/errors.js';
import { registerConnectionDraining } from './infra/http/draining.js';
import { registerErrorHandler, sendError } from './infra/http/error-handler.js';
import { registerHealthRoutes } from './infra/http/health.routes.js';
import { registerSecurityHeaders } from './infra/http/security-headers.js';
import { isPagePath, registerWebApp } from './infra/http/web-app.js';
import { loggerOptions, requestIdFor } from './infra/logger.js';

export type AppConfig = Pick<Config, 'isProduction' | 'logLevel' | 'bodyLimitBytes' | 'webDistDir'>;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Where log lines go; standard output unless a test wants to read them. */
  logDestination?: DestinationStream;
}

/** Builds the HTTP application. Tests build it exactly as `main.ts` does. */
export async function buildApp({
  config,
  database,
  logDestination,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerConnectionDraining(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.isProduction);
  registerHealthRoutes(app, database);

  const webApp =
    config.webDistDir === undefined ? undefined : await registerWebApp(app, config.webDistDir);

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (webApp !== undefined && isPageRequest && isPagePath(request.url)) {
      return webApp.sendShell(reply, 404);
    }
    const path = request.url.split('?', 1)[0];
    return sendError(
      request,
      reply,
      new AppError('not_found', `No route for ${request.method} ${path}`),
    );
  });

  return app;
}
