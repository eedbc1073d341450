import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { AuditService } from '../audit/audit.service.js';
import { registerJobRoutes } from './jobs.routes.js';
import { OperationsService } from './operations.service.js';

/** The back office's view of failed and dead jobs (ADR 46). */
export function createOperationsModule(deps: {
  db: Kysely<Schema>;
  jobs: JobQueue;
  audit: AuditService;
}) {
  const operations = new OperationsService({ db: deps.db, jobs: deps.jobs, audit: deps.audit });
  return {
    services: {
      /** The back office's view of failed and dead jobs. */
      operations,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerJobRoutes(app, { operations, auth, perMinute: rateLimits.perMinute });
    },
  };
}
