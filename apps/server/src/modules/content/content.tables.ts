import type { Generated } from 'kysely';
import type { CreatedAt, Language } from '../../infra/db/columns.js';

export interface ContactMessagesTable {
  id: Generated<bigint>;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  created_at: CreatedAt;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    contact_messages: ContactMessagesTable;
  }
}
