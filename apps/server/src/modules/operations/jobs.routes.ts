import {
  acknowledgementSchema,
  dataOf,
  failedJobListSchema,
  jobListQuerySchema,
  jobParamsSchema,
  jobRetriedSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { OperationsService, StaffActor } from './operations.service.js';

export interface JobRouteDeps {
  operations: OperationsService;
  auth: Authenticator;
  perMinute: number;
}

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

/** Failed and dead background jobs, for staff with the `admin` role (packages/contracts). */
export function registerJobRoutes(app: FastifyInstance, deps: JobRouteDeps) {
  const { operations, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'admin' }),
  };

  r.get(
    '/admin/api/jobs',
    {
      ...guarded,
      schema: { querystring: jobListQuerySchema, response: { 200: dataOf(failedJobListSchema) } },
    },
    async (request) => {
      const { state, queue, page, per_page } = request.query;
      const { jobs, total } = await operations.listJobs(
        { state, queue },
        { offset: page * per_page, limit: per_page },
      );
      const objects = jobs.map((job) => ({
        id: job.id,
        queue: job.queue,
        state: job.state,
        attempts: job.attempts,
        data: job.data,
        error: job.error,
        failed_at: job.failedAt.toISOString(),
      }));
      return { data: { total, page, per_page, objects } };
    },
  );

  r.post(
    '/admin/api/jobs/:id/retry',
    {
      ...guarded,
      schema: { params: jobParamsSchema, response: { 200: dataOf(jobRetriedSchema) } },
    },
    async (request) => ({
      data: await operations.retryJob(request.params.id, actorOf(request)),
    }),
  );

  r.post(
    '/admin/api/jobs/:id/discard',
    {
      ...guarded,
      schema: { params: jobParamsSchema, response: { 200: dataOf(acknowledgementSchema) } },
    },
    async (request) => {
      await operations.discardJob(request.params.id, actorOf(request));
      return { data: { message: 'The job is discarded.' } };
    },
  );
}
