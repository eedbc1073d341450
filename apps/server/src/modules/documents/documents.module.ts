import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import { registerDocumentRoutes } from './documents.routes.js';
import { Documents } from './documents.service.js';
import { registerStaffDocumentRoutes } from './documents-staff.routes.js';
import { inlineRenderer, threadRenderer } from './pdf/render-pool.js';

/**
 * The customer's documents (ADR 75): the table they are kept in, the `render-documents` queue
 * that draws them, the customer's list and downloads, and the same for staff on the back office's
 * customer page (each look audited). The modules whose events they record register each kind
 * (`documents.register`) and ask for documents in their own transactions.
 */
export function createDocumentsModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    jobs: JobQueue;
    audit: AuditService;
    customers: Pick<CustomerService, 'caller' | 'find'>;
  },
  config: { documents: { renderThreads: number } },
) {
  const { renderThreads } = config.documents;
  const renderer = renderThreads === 0 ? inlineRenderer : threadRenderer(renderThreads);
  const documents = new Documents({ ...deps, renderer });
  return {
    services: {
      /** Kinds are registered and documents asked for through it; `drawDue()` in tests. */
      documents,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerDocumentRoutes(app, {
        auth,
        customers: deps.customers,
        documents,
        perMinute: rateLimits.perMinute,
      });
      registerStaffDocumentRoutes(app, { auth, documents, perMinute: rateLimits.perMinute });
    },
  };
}
