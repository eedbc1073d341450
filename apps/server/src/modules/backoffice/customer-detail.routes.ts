import {
  adminCustomerParamsSchema,
  customerActionRequestSchema,
  customerDetailSchema,
  customerListNames,
  customerListSchemas,
  customerPageQuerySchema,
  dataOf,
  ledgerHistoryQuerySchema,
  ledgerHistorySchema,
  revealedProfileSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { StaffActor } from './customer-detail.context.js';
import type { CustomerDetailService } from './customer-detail.service.js';

export interface CustomerDetailRouteDeps {
  detail: CustomerDetailService;
  auth: Authenticator;
  perMinute: number;
}

export const PATH = '/admin/api/customers/:customer_guid';

export const staffActorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

/**
 * The back office's customer page (packages/contracts admin-customer-detail.ts): the picture,
 * a page of each of its lists and the ledger history (read), revealing personal data
 * (compliance); notes are in customer-notes.routes.ts.
 */
export function registerCustomerDetailRoutes(app: FastifyInstance, deps: CustomerDetailRouteDeps) {
  const { detail, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };
  const as = (permission: 'read' | 'support' | 'compliance') => ({
    ...limited,
    onRequest: auth.require('admin', { permission }),
  });
  const params = adminCustomerParamsSchema;

  r.get(
    PATH,
    { ...as('read'), schema: { params, response: { 200: dataOf(customerDetailSchema) } } },
    async (request) => {
      const { role } = credentialsOf(request, 'admin');
      const guid = request.params.customer_guid;
      return { data: await detail.picture(guid, staffActorOf(request), role) };
    },
  );

  r.post(
    `${PATH}/reveal`,
    {
      ...as('compliance'),
      schema: {
        params,
        body: customerActionRequestSchema,
        response: { 200: dataOf(revealedProfileSchema) },
      },
    },
    async (request) => ({
      data: await detail.reveal(
        request.params.customer_guid,
        staffActorOf(request),
        request.body.reason,
      ),
    }),
  );

  r.get(
    `${PATH}/ledger`,
    {
      ...as('read'),
      schema: {
        params,
        querystring: ledgerHistoryQuerySchema,
        response: { 200: dataOf(ledgerHistorySchema) },
      },
    },
    async (request) => {
      const { asset, ...page } = request.query;
      const guid = request.params.customer_guid;
      return { data: await detail.ledger(guid, asset, page, staffActorOf(request)) };
    },
  );

  for (const list of customerListNames) {
    r.get(
      `${PATH}/${list}`,
      {
        ...as('read'),
        schema: {
          params,
          querystring: customerPageQuerySchema,
          response: { 200: dataOf(customerListSchemas[list]) },
        },
      },
      async (request) => {
        const guid = request.params.customer_guid;
        return { data: await detail.listPage(guid, list, request.query, staffActorOf(request)) };
      },
    );
  }
}
