import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import { insertContactMessage } from './contact.repo.js';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  altcha: string;
  language: Language;
}

const contactAcknowledgement =
  'Thank you for your message. Our team answers within one business day.';

/** The public contact form: stored, and forwarded to the support address (reply goes to the sender). */
export class ContactService {
  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      outbox: Outbox;
      identity: IdentityService;
      supportAddress: string;
    },
  ) {}

  async submit(input: ContactInput): Promise<string> {
    const { db, clock, outbox, identity, supportAddress } = this.deps;
    await identity.botCheck.verifyAndSpend(db, input.altcha);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await insertContactMessage(trx, { ...input, now });
      await outbox.queue(
        trx,
        {
          to: supportAddress,
          replyTo: input.email,
          // The support team works in English; the sender's language is in the stored message.
          language: 'en-CA',
          content: {
            template: 'contact_message',
            name: input.name,
            email: input.email,
            subject: input.subject,
            message: input.message,
          },
        },
        now,
      );
    });
    return contactAcknowledgement;
  }
}
