import {
  dataOf,
  revealedSinSchema,
  revealSinRequestSchema,
  reviewDecisionRequestSchema,
  reviewDetailSchema,
  reviewFileParamsSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewParamsSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { StaffService } from '../staff/staff.service.js';
import { reviewDetailModel, reviewSummaryModel } from './kyc-review.models.js';
import type { KycReview, StaffActor } from './kyc-review.service.js';

export interface KycReviewRouteDeps {
  db: Kysely<Schema>;
  review: KycReview;
  customers: CustomerService;
  staff: StaffService;
  auth: Authenticator;
  perMinute: number;
}

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const PATH = '/admin/api/identity-verifications';

/**
 * The compliance review queue of the back office (packages/contracts admin-compliance.ts): every
 * staff role reads the queue (audited); only compliance and admin decide or reveal.
 */
export function registerKycReviewRoutes(app: FastifyInstance, deps: KycReviewRouteDeps) {
  registerQueueRoutes(app, deps);
  registerDecisionRoutes(app, deps);
}

/** The whole review of one verification, with who the customer is and who decided. */
async function detailOf(deps: KycReviewRouteDeps, guid: string, actor: StaffActor) {
  const detail = await deps.review.detail(guid, actor);
  const { customerGuid, decidedByStaff, firstApproval } = detail.verification;
  const holder = await deps.customers.holderOf(deps.db, customerGuid);
  const emails = await deps.staff.emailsOf(
    deps.db,
    [decidedByStaff, firstApproval?.staffId].filter((id) => id !== null && id !== undefined),
  );
  return reviewDetailModel(detail, {
    customerEmail: holder.email,
    deciderEmail: decidedByStaff === null ? undefined : emails.get(decidedByStaff),
    firstApproverEmail: firstApproval === null ? undefined : emails.get(firstApproval.staffId),
  });
}

/** The queue, one verification's review and its files: every staff role. */
function registerQueueRoutes(app: FastifyInstance, deps: KycReviewRouteDeps) {
  const { review, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'read' }),
  };

  r.get(
    PATH,
    {
      ...asReader,
      schema: { querystring: reviewListQuerySchema, response: { 200: dataOf(reviewListSchema) } },
    },
    async (request) => {
      const { state, page, per_page } = request.query;
      const { verifications, total } = await review.queue(state, {
        offset: page * per_page,
        limit: per_page,
      });
      return { data: { total, page, per_page, objects: verifications.map(reviewSummaryModel) } };
    },
  );

  r.get(
    `${PATH}/:identity_verification_guid`,
    {
      ...asReader,
      schema: { params: reviewParamsSchema, response: { 200: dataOf(reviewDetailSchema) } },
    },
    async (request) => ({
      data: await detailOf(deps, request.params.identity_verification_guid, actorOf(request)),
    }),
  );

  r.get(
    `${PATH}/:identity_verification_guid/files/:file_guid`,
    { ...asReader, schema: { params: reviewFileParamsSchema } },
    async (request, reply) => {
      const { identity_verification_guid: guid, file_guid } = request.params;
      const file = await review.fileBytes(guid, file_guid, actorOf(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
}

/** Revealing the SIN and deciding: compliance and admin. */
function registerDecisionRoutes(app: FastifyInstance, deps: KycReviewRouteDeps) {
  const { review, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDecider = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'compliance' }),
  };

  r.post(
    `${PATH}/:identity_verification_guid/sin`,
    {
      ...asDecider,
      schema: {
        params: reviewParamsSchema,
        body: revealSinRequestSchema,
        response: { 200: dataOf(revealedSinSchema) },
      },
    },
    async (request) => {
      const { identity_verification_guid: guid } = request.params;
      const sin = await review.revealSin(guid, actorOf(request), request.body.reason);
      return { data: { sin: `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` } };
    },
  );

  r.post(
    `${PATH}/:identity_verification_guid/decision`,
    {
      ...asDecider,
      schema: {
        params: reviewParamsSchema,
        body: reviewDecisionRequestSchema,
        response: { 200: dataOf(reviewDetailSchema) },
      },
    },
    async (request) => {
      const guid = request.params.identity_verification_guid;
      const actor = actorOf(request);
      await review.decide(guid, actor, request.body);
      return { data: await detailOf(deps, guid, actor) };
    },
  );
}
