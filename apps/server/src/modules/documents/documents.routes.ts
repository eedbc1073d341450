import {
  dataOf,
  documentFileParamsSchema,
  documentListQuerySchema,
  documentListSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import { cursorOf, cursorText } from './document-cursor.js';
import type { DocumentFile, Documents } from './documents.service.js';

export interface DocumentRouteDeps {
  auth: Authenticator;
  customers: Pick<CustomerService, 'caller'>;
  documents: Pick<Documents, 'list' | 'file'>;
  perMinute: number;
}

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
      schema: {
        querystring: documentListQuerySchema,
        response: { 200: dataOf(documentListSchema) },
      },
    },
    async (request) => {
      const { kind, year, cursor, per_page } = request.query;
      const page = await deps.documents.list(
        await callerGuid(request),
        { kind, year },
        { after: cursorOf(cursor), perPage: per_page },
      );
      const next = page.next === undefined ? null : cursorText(page.next);
      return { data: { objects: page.documents, next_cursor: next } };
    },
  );

  r.get(
    '/customers/documents/:guid/:format',
    { ...guarded, schema: { params: documentFileParamsSchema } },
    async (request, reply) => {
      const { guid, format } = request.params;
      const file = await deps.documents.file(await callerGuid(request), guid, format);
      return sendDocumentFile(reply, file);
    },
  );
}

/** A kept file as an attachment under its name, never cached (the staff's route sends it alike). */
export function sendDocumentFile(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
