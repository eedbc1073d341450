import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import { registerContactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';

/** The contact form (ADR 46). */
export function createContentModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    outbox: Outbox;
    identity: IdentityService;
  },
  config: { mail: { supportAddress: string } },
) {
  const { db, clock, outbox, identity } = deps;
  const contact = new ContactService({
    db,
    clock,
    outbox,
    identity,
    supportAddress: config.mail.supportAddress,
  });
  return {
    services: { contact },
    registerRoutes(app: FastifyInstance, { rateLimits }: RouteKit) {
      registerContactRoutes(app, { contact, contactPerHour: rateLimits.contactPerHour });
    },
  };
}
