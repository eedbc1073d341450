import type { Preferences } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityService } from '../identity/identity.service.js';
import { emailChoicesOf, saveEmailChoices } from '../notifications/email-subscriptions.js';
import type { Caller } from './customer.service.js';

export interface PreferencesServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  identity: IdentityService;
}

/**
 * A customer's preferences kept on the server: the language of their e-mails (the identity's)
 * and which optional e-mails they receive (the notifications'). The theme stays in the browser.
 */
export class PreferencesService {
  constructor(private readonly deps: PreferencesServiceDeps) {}

  async preferencesOf(caller: Caller): Promise<Preferences> {
    return {
      language: caller.user.language,
      emails: await emailChoicesOf(this.deps.db, caller.user.id),
    };
  }

  /** Replaces them all in one transaction: a failure leaves the previous ones whole. */
  async replace(caller: Caller, preferences: Preferences): Promise<Preferences> {
    const { db, clock, identity } = this.deps;
    const userId = caller.user.id;
    await db.transaction().execute(async (trx) => {
      await identity.setLanguage(trx, userId, preferences.language);
      await saveEmailChoices(trx, userId, preferences.emails, clock.now());
    });
    return { language: preferences.language, emails: await emailChoicesOf(db, userId) };
  }
}
