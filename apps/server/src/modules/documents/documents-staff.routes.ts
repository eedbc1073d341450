import {
  adminCustomerDocumentParamsSchema,
  adminCustomerParamsSchema,
  dataOf,
  documentListQuerySchema,
  documentListSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { cursorOf, cursorText } from './document-cursor.js';
import { sendDocumentFile } from './documents.routes.js';
import type { Documents, StaffActor } from './documents.service.js';

export interface StaffDocumentRouteDeps {
  auth: Authenticator;
  documents: Pick<Documents, 'staffList' | 'staffFile'>;
  perMinute: number;
}

const PATH = '/admin/api/customers/:customer_guid/documents';

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

/**
 * A customer's documents on the back office's customer page (docs/product/documents.md, "Staff"):
 * the list the customer sees, with the same query and answer, and each file exactly as kept, with
 * the same headers. Any staff role may read them (`read`); every list read and every download is
 * audited, naming what was looked at and never the documents' contents.
 */
export function registerStaffDocumentRoutes(app: FastifyInstance, deps: StaffDocumentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: deps.auth.require('admin', { permission: 'read' }),
  };

  r.get(
    PATH,
    {
      ...guarded,
      schema: {
        params: adminCustomerParamsSchema,
        querystring: documentListQuerySchema,
        response: { 200: dataOf(documentListSchema) },
      },
    },
    async (request) => {
      const { kind, year, cursor, per_page } = request.query;
      const page = await deps.documents.staffList(
        request.params.customer_guid,
        { kind, year },
        { after: cursorOf(cursor), perPage: per_page },
        actorOf(request),
      );
      const next = page.next === undefined ? null : cursorText(page.next);
      return { data: { objects: page.documents, next_cursor: next } };
    },
  );

  r.get(
    `${PATH}/:guid/:format`,
    { ...guarded, schema: { params: adminCustomerDocumentParamsSchema } },
    async (request, reply) => {
      const { customer_guid, guid, format } = request.params;
      const file = await deps.documents.staffFile(customer_guid, guid, format, actorOf(request));
      return sendDocumentFile(reply, file);
    },
  );
}
