import {
  complianceCaseDecisionRequestSchema,
  complianceCaseDetailSchema,
  complianceCaseListQuerySchema,
  complianceCaseListSchema,
  complianceCaseParamsSchema,
  complianceCaseSchema,
  dataOf,
  denyListHitDraftSchema,
  largeVirtualCurrencyDraftSchema,
  travelRuleStructuringDraftSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CaseRow } from './compliance.repo.js';
import type { ComplianceService } from './compliance.service.js';
import type { StaffActor } from './compliance-context.js';

export interface ComplianceRouteDeps {
  auth: Authenticator;
  compliance: ComplianceService;
  perMinute: number;
}

const PATH = '/admin/api/compliance-cases';

/** Each kind's report draft, as this module writes it: parsed so a drift fails loudly. */
const draftSchemas = {
  large_virtual_currency: largeVirtualCurrencyDraftSchema,
  deny_list_hit: denyListHitDraftSchema,
  travel_rule_structuring: travelRuleStructuringDraftSchema,
} as const;

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const caseModel = (found: CaseRow) => ({
  guid: found.guid,
  kind: found.kind,
  customer_guid: found.customer_guid,
  state: found.state,
  opened_at: found.opened_at.toISOString(),
  deadline: found.deadline,
  claimed_by: found.claimed_by,
  claimed_at: found.claimed_at?.toISOString() ?? null,
  decision: found.decision,
  reason: found.reason,
  decided_by: found.decided_by,
  decided_at: found.decided_at?.toISOString() ?? null,
});

/** The compliance cases' queue (packages/contracts admin-compliance-cases.ts); all audited. */
export function registerComplianceRoutes(app: FastifyInstance, deps: ComplianceRouteDeps) {
  registerCaseReads(app, deps);
  registerCaseDecisions(app, deps);
}

/** Every staff role reads the queue and a case. */
function registerCaseReads(app: FastifyInstance, deps: ComplianceRouteDeps) {
  const { auth, compliance } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'read' }),
  };

  r.get(
    PATH,
    {
      ...asReader,
      schema: {
        querystring: complianceCaseListQuerySchema,
        response: { 200: dataOf(complianceCaseListSchema) },
      },
    },
    async (request) => {
      const { state, kind, page, per_page } = request.query;
      const { cases, total } = await compliance.cases.queue(
        actorOf(request),
        { state, kind },
        { offset: page * per_page, limit: per_page },
      );
      return { data: { total, page, per_page, objects: cases.map(caseModel) } };
    },
  );

  r.get(
    `${PATH}/:case_guid`,
    {
      ...asReader,
      schema: {
        params: complianceCaseParamsSchema,
        response: { 200: dataOf(complianceCaseDetailSchema) },
      },
    },
    async (request) => {
      const { found, transferGuids } = await compliance.cases.detail(
        request.params.case_guid,
        actorOf(request),
      );
      return {
        data: {
          ...caseModel(found),
          report_draft: draftSchemas[found.kind].parse(found.report_draft),
          transfer_guids: transferGuids,
        },
      };
    },
  );
}

/** Compliance and admin claim a case and close it with a decision and a reason. */
function registerCaseDecisions(app: FastifyInstance, deps: ComplianceRouteDeps) {
  const { auth, compliance } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDecider = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'compliance' }),
  };

  r.post(
    `${PATH}/:case_guid/claim`,
    {
      ...asDecider,
      schema: {
        params: complianceCaseParamsSchema,
        response: { 200: dataOf(complianceCaseSchema) },
      },
    },
    async (request) => ({
      data: caseModel(await compliance.cases.claim(request.params.case_guid, actorOf(request))),
    }),
  );

  r.post(
    `${PATH}/:case_guid/decision`,
    {
      ...asDecider,
      schema: {
        params: complianceCaseParamsSchema,
        body: complianceCaseDecisionRequestSchema,
        response: { 200: dataOf(complianceCaseSchema) },
      },
    },
    async (request) => ({
      data: caseModel(
        await compliance.cases.decide(request.params.case_guid, actorOf(request), request.body),
      ),
    }),
  );
}
