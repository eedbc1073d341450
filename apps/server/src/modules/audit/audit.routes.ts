import {
  auditChainAlertListSchema,
  auditCsvColumns,
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListSchema,
  auditVerificationSchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { type CsvFile, sendCsv } from '../../infra/http/csv-response.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { spreadsheetSafe } from '../../infra/http/spreadsheet-safe.js';
import type {
  AuditFilter,
  AuditLogService,
  NamedAuditEvent,
  StaffActor,
} from './audit-log.service.js';

export interface AuditRouteDeps {
  auditLog: AuditLogService;
  auth: Authenticator;
  perMinute: number;
}

/** Compliance and admin read the log; support may not (it would see every colleague's actions). */

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const PATH = '/admin/api/audit';

/** The back office's audit log: search, CSV export, the chain's check (packages/contracts admin-audit.ts). */
export function registerAuditRoutes(app: FastifyInstance, deps: AuditRouteDeps) {
  const { auditLog, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'audit' }),
  };

  r.get(
    PATH,
    {
      ...guarded,
      schema: { querystring: auditListQuerySchema, response: { 200: dataOf(auditListSchema) } },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { events, total } = await auditLog.search(
        filterOf(request.query),
        { offset: page * per_page, limit: per_page },
        actorOf(request),
      );
      return { data: { total, page, per_page, objects: events.map(eventView) } };
    },
  );

  r.get(
    `${PATH}.csv`,
    { ...guarded, schema: { querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const pages = await auditLog.export(filterOf(request.query), actorOf(request));
      return sendCsv(reply, auditCsv, pages);
    },
  );

  r.post(
    `${PATH}/verify`,
    { ...guarded, schema: { response: { 200: dataOf(auditVerificationSchema) } } },
    async (request) => {
      const result = await auditLog.verify(actorOf(request));
      return {
        data: {
          valid: result.valid,
          checked: result.checked,
          first_broken_id: result.firstBrokenId?.toString(),
          last_id: result.lastId.toString(),
          last_hash: result.lastHash,
          head_alerts: result.headAlerts,
        },
      };
    },
  );

  r.get(
    `${PATH}/alerts`,
    { ...guarded, schema: { response: { 200: dataOf(auditChainAlertListSchema) } } },
    async (request) => {
      const { alerts } = await auditLog.alerts(actorOf(request));
      return {
        data: {
          objects: alerts.map((alert) => ({
            id: alert.id.toString(),
            detected_at: alert.detectedAt.toISOString(),
            head_last_id: alert.headLastId?.toString() ?? null,
            head_last_hash: alert.headLastHash,
            end_id: alert.endId.toString(),
            end_hash: alert.endHash,
          })),
        },
      };
    },
  );
}

function filterOf(query: z.output<typeof auditExportQuerySchema>): AuditFilter {
  return {
    actorType: query.actor_type,
    actorId: query.actor_id,
    actionPrefix: query.action,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    requestId: query.request_id,
  };
}

function eventView(event: NamedAuditEvent) {
  return {
    id: event.id.toString(),
    occurred_at: event.occurredAt.toISOString(),
    actor_type: event.actorType,
    actor_id: event.actorId,
    actor_name: event.actorName,
    action: event.action,
    request_id: event.requestId,
    details: event.details,
    prev_hash: event.prevHash,
    hash: event.hash,
  };
}

const auditCsv: CsvFile<NamedAuditEvent> = {
  filename: 'audit-log.csv',
  columns: auditCsvColumns,
  cells: (event) => {
    const view = eventView(event);
    return auditCsvColumns.map((column) => {
      const value = view[column];
      return spreadsheetSafe(
        typeof value === 'string' || value === null ? (value ?? '') : JSON.stringify(value),
      );
    });
  },
};
