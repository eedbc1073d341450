import {
  adminPageQuerySchema,
  assignSuspenseRequestSchema,
  dataOf,
  fundingReturnListSchema,
  reconciliationCaseListSchema,
  suspenseItemSchema,
  suspenseListQuerySchema,
  suspenseListSchema,
  suspenseParamsSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { SuspenseItem } from './etransfer.repo.js';
import type { StaffActor } from './etransfer-deposits.js';
import type { FundingService } from './funding.js';
import { registerTransferAttentionRoute } from './transfers-attention.routes.js';

export interface FundingAdminRouteDeps {
  auth: Authenticator;
  funding: FundingService;
  perMinute: number;
}

const PATH = '/admin/api/funding';

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const suspenseModel = (item: SuspenseItem) => ({
  guid: item.guid,
  rail: item.rail,
  amount: item.amount.toString(),
  reference_code: item.referenceCode,
  sender_name: item.senderName,
  reason: item.reason,
  received_at: item.receivedAt.toISOString(),
  assigned_to: item.assignedTo,
  transfer_guid: item.transferGuid,
  assigned_at: item.assignedAt?.toISOString() ?? null,
});

/** The back office's funding views (packages/contracts admin-funding.ts); each is audited. */
export function registerFundingAdminRoutes(app: FastifyInstance, deps: FundingAdminRouteDeps) {
  registerTransferAttentionRoute(app, deps);
  registerSuspenseRoutes(app, deps);
  registerReturnAndCaseRoutes(app, deps);
}

const pageOf = (query: { page: number; per_page: number }) => ({
  offset: query.page * query.per_page,
  limit: query.per_page,
});

/** Every staff role reads these views. */
const asReaderIn = (deps: FundingAdminRouteDeps) => ({
  config: perIp(deps.perMinute, MINUTE),
  onRequest: deps.auth.require('admin', { permission: 'read' }),
});

/** The e-Transfers no customer could take (suspense), and compliance assigning one to a customer. */
function registerSuspenseRoutes(app: FastifyInstance, deps: FundingAdminRouteDeps) {
  const { auth, funding } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = asReaderIn(deps);
  const asDecider = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'compliance' }),
  };

  r.get(
    `${PATH}/suspense`,
    {
      ...asReader,
      schema: {
        querystring: suspenseListQuerySchema,
        response: { 200: dataOf(suspenseListSchema) },
      },
    },
    async (request) => {
      const { state, page, per_page } = request.query;
      const open = state === 'all' ? undefined : state === 'open';
      const items = await funding.etransfers.suspense(
        actorOf(request),
        { open },
        pageOf(request.query),
      );
      return { data: { page, per_page, objects: items.map(suspenseModel) } };
    },
  );

  r.post(
    `${PATH}/suspense/:suspense_guid/assign`,
    {
      ...asDecider,
      schema: {
        params: suspenseParamsSchema,
        body: assignSuspenseRequestSchema,
        response: { 200: dataOf(suspenseItemSchema) },
      },
    },
    async (request) => {
      const { item } = await funding.etransfers.assign(actorOf(request), {
        suspenseGuid: request.params.suspense_guid,
        customerGuid: request.body.customer_guid,
        reason: request.body.reason,
      });
      return { data: suspenseModel(item) };
    },
  );
}

/** The deposits returned by the bank, and the days a rail's report and the books disagree. */
function registerReturnAndCaseRoutes(app: FastifyInstance, deps: FundingAdminRouteDeps) {
  const { funding } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = asReaderIn(deps);

  r.get(
    `${PATH}/returns`,
    {
      ...asReader,
      schema: {
        querystring: adminPageQuerySchema,
        response: { 200: dataOf(fundingReturnListSchema) },
      },
    },
    async (request) => {
      const returns = await funding.returns(actorOf(request), pageOf(request.query));
      return {
        data: {
          page: request.query.page,
          per_page: request.query.per_page,
          objects: returns.map((item) => ({
            guid: item.guid,
            customer_guid: item.customerGuid,
            deposit_guid: item.depositGuid,
            amount: item.amount.toString(),
            return_code: item.returnCode,
            owed: item.owed.toString(),
            created_at: item.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  r.get(
    `${PATH}/reconciliation-cases`,
    {
      ...asReader,
      schema: {
        querystring: adminPageQuerySchema,
        response: { 200: dataOf(reconciliationCaseListSchema) },
      },
    },
    async (request) => {
      const cases = await funding.reconciliation.cases(pageOf(request.query));
      return {
        data: {
          page: request.query.page,
          per_page: request.query.per_page,
          objects: cases.map((found) => ({
            guid: found.guid,
            rail: found.rail,
            day: found.day,
            reported: found.reported.toString(),
            booked: found.booked.toString(),
            opened_at: found.openedAt.toISOString(),
          })),
        },
      };
    },
  );
}
