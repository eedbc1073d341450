import type { Preferences } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Caller } from './customer.service.js';

export interface PreferencesServiceDeps {
  db: Kysely<Schema>;
  identity: IdentityService;
}

/**
 * A customer's preferences kept on the server: the language of their e-mails (the identity's).
 * The theme stays in the browser; what they are told is their notification settings (ADR 81).
 */
export class PreferencesService {
  constructor(private readonly deps: PreferencesServiceDeps) {}

  async preferencesOf(caller: Caller): Promise<Preferences> {
    return { language: caller.user.language };
  }

  async replace(caller: Caller, preferences: Preferences): Promise<Preferences> {
    await this.deps.identity.setLanguage(this.deps.db, caller.user.id, preferences.language);
    return { language: preferences.language };
  }
}
