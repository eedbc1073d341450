import {
  adminCustomerParamsSchema,
  customerNoteSchema,
  customerPageQuerySchema,
  dataOf,
  newNoteRequestSchema,
  noteListSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authenticator } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { PATH, staffActorOf } from './customer-detail.routes.js';
import type { CustomerDetailService } from './customer-detail.service.js';
import type { CustomerNotes } from './customer-notes.service.js';

export interface CustomerNoteRouteDeps {
  detail: CustomerDetailService;
  notes: CustomerNotes;
  auth: Authenticator;
  perMinute: number;
}

/** A customer's internal notes: every staff role reads them and adds one (support). */
export function registerCustomerNoteRoutes(app: FastifyInstance, deps: CustomerNoteRouteDeps) {
  const { detail, notes, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };
  const as = (permission: 'read' | 'support') => ({
    ...limited,
    onRequest: auth.require('admin', { permission }),
  });
  const params = adminCustomerParamsSchema;

  r.get(
    `${PATH}/notes`,
    {
      ...as('read'),
      schema: {
        params,
        querystring: customerPageQuerySchema,
        response: { 200: dataOf(noteListSchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const guid = request.params.customer_guid;
      const found = await detail.notesPage(guid, { page, per_page }, staffActorOf(request));
      return { data: { page, per_page, ...found } };
    },
  );

  r.post(
    `${PATH}/notes`,
    {
      ...as('support'),
      schema: { params, body: newNoteRequestSchema, response: { 201: dataOf(customerNoteSchema) } },
    },
    async (request, reply) => {
      const note = await notes.add(
        request.params.customer_guid,
        staffActorOf(request),
        request.body.body,
      );
      return reply.status(201).send({ data: note });
    },
  );
}
