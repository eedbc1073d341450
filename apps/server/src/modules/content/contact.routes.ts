import { acknowledgementSchema, contactFormRequestSchema, dataOf } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOUR, perIp } from '../../infra/http/rate-limits.js';
import type { ContactService } from './contact.service.js';

/**
 * docs/product/interfaces.md `customers/contact-form-details`: no sign-in, a bot check, a few per
 * IP and hour.
 */
export function registerContactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactService; contactPerHour: number },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/customers/contact-form-details',
    {
      config: perIp(deps.contactPerHour, HOUR),
      schema: { body: contactFormRequestSchema, response: { 200: dataOf(acknowledgementSchema) } },
    },
    async (request) => ({ data: { message: await deps.contact.submit(request.body) } }),
  );
}
