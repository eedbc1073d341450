import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { pendingMigrations } from '../db/migrator.js';
import { RETRY_AFTER_SECONDS } from './error-handler.js';

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers and
 * every migration on disk is applied). Load balancers poll both, so neither is cached by clients.
 * While the database is down `/readyz` answers 503 within the connect timeout; the process
 * stays alive and ready again by itself once the database is back (docs/decisions/0013).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  // Migrations only change with a deploy, so once this instance has seen them all applied the
  // directory need not be read again.
  let migrationsApplied = false;

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: 'unreachable' });
    }
    if (!migrationsApplied) {
      const pending = await pendingMigrations(database.db);
      if (pending.length > 0) {
        return reply
          .code(503)
          .send({ status: 'unavailable', database: 'up', pending_migrations: pending });
      }
      migrationsApplied = true;
    }
    return { status: 'ready', database: 'up', migrations: 'applied' };
  });
}
