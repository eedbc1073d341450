import {
  type AuditActorType,
  type AuditChainAlertList,
  type AuditList,
  type AuditVerification,
  auditChainAlertListSchema,
  auditListSchema,
  auditVerificationSchema,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** The screen's filters as typed; empty means "any". Dates are `YYYY-MM-DD`, local days. */
export interface AuditFilters {
  actorType: AuditActorType | '';
  actorId: string;
  action: string;
  requestId: string;
  from: string;
  to: string;
}

export const noFilters: AuditFilters = {
  actorType: '',
  actorId: '',
  action: '',
  requestId: '',
  from: '',
  to: '',
};

/** Entries come 25 to a page. */
export const auditPageSize = 25;

/** The filters as the server's query (packages/contracts admin-audit.ts): whole local days. */
export function auditQueryOf(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value.trim() !== '') query.set(name, value.trim());
  };
  set('actor_type', filters.actorType);
  set('actor_id', filters.actorId);
  set('action', filters.action);
  set('request_id', filters.requestId);
  if (filters.from) set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) set('to', new Date(`${filters.to}T23:59:59.999`).toISOString());
  return query;
}

export const auditCsvUrl = (filters: AuditFilters) => {
  const query = auditQueryOf(filters).toString();
  return `/admin/api/audit.csv${query ? `?${query}` : ''}`;
};

/** The audit log (admin token; compliance and admin). Each read is audited by the server. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditList: build.query<AuditList, { filters: AuditFilters; page: number }>({
      query: ({ filters, page }) => {
        const query = auditQueryOf(filters);
        query.set('page', String(page));
        query.set('per_page', String(auditPageSize));
        return { url: `/admin/api/audit?${query}`, auth: 'admin' };
      },
      responseSchema: auditListSchema,
    }),
    /** Alerts of a chain head changed outside the application (ADR 39), newest first. */
    auditChainAlerts: build.query<AuditChainAlertList, void>({
      query: () => ({ url: '/admin/api/audit/alerts', auth: 'admin' }),
      responseSchema: auditChainAlertListSchema,
    }),
    verifyChain: build.mutation<AuditVerification, void>({
      query: () => ({ url: '/admin/api/audit/verify', method: 'POST', auth: 'admin' }),
      responseSchema: auditVerificationSchema,
    }),
  }),
});

export const { useAuditListQuery, useAuditChainAlertsQuery, useVerifyChainMutation } = auditApi;
