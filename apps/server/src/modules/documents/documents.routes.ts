import {
  documentFileParamsSchema,
  documentListQuerySchema,
  documentListSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { DocumentCursor } from './documents.repo.js';
import type { Documents } from './documents.service.js';

export interface DocumentRouteDeps {
  auth: Authenticator;
  customers: Pick<CustomerService, 'caller'>;
  documents: Pick<Documents, 'list' | 'file'>;
  perMinute: number;
}

const cursorOf = (text: string | undefined): DocumentCursor | undefined => {
  if (text === undefined) return undefined;
  const [datedAt = '', guid = ''] = text.split('_');
  return { datedAt, guid };
};

/**
 * The customer's documents (ADR 75): `GET /customers/documents`, a page of them newest first by
 * kind and year, and `GET /customers/documents/{guid}/{pdf|csv}`, one file exactly as kept. The
 * customer's own session only; another customer's document is not found.
 */
export function registerDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: deps.auth.require('user') };
  const callerGuid = async (request: Parameters<typeof credentialsOf>[0]) =>
    (await deps.customers.caller(credentialsOf(request, 'user'))).customer.guid;

  r.get(
    '/customers/documents',
    {
      ...guarded,
      schema: { querystring: documentListQuerySchema, response: { 200: documentListSchema } },
    },
    async (request) => {
      const { kind, year, cursor, per_page } = request.query;
      const page = await deps.documents.list(
        await callerGuid(request),
        { kind, year },
        { after: cursorOf(cursor), perPage: per_page },
      );
      return {
        data: page.documents,
        next_cursor: page.next === undefined ? null : `${page.next.datedAt}_${page.next.guid}`,
      };
    },
  );

  r.get(
    '/customers/documents/:guid/:format',
    { ...guarded, schema: { params: documentFileParamsSchema } },
    async (request, reply) => {
      const { guid, format } = request.params;
      const file = await deps.documents.file(await callerGuid(request), guid, format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
