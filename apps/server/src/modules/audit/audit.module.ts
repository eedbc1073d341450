import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import { registerAuditRoutes } from './audit.routes.js';
import { AuditService } from './audit.service.js';
import { AuditLogService, type StaffEmails } from './audit-log.service.js';

/** The audit trail's writer (one for every module) and the back office's view of it (ADR 46). */
export function createAuditModule(deps: {
  db: Kysely<Schema>;
  /** Staff members' e-mails, which the log shows beside their ids (modules/staff's). */
  staffEmails: StaffEmails;
}) {
  const audit = new AuditService();
  const auditLog = new AuditLogService({ db: deps.db, audit, staffEmails: deps.staffEmails });
  return {
    audit,
    services: {
      /** The back office's search, export and chain check of the audit trail (ADR 24). */
      auditLog,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerAuditRoutes(app, { auditLog, auth, perMinute: rateLimits.perMinute });
    },
  };
}
