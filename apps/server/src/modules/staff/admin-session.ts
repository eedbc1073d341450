import type { Kysely } from 'kysely';
import type { Config } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { StaffUser } from './staff.repo.js';

export interface AdminSessionDeps {
  db: Kysely<Schema>;
  tokens: TokenService;
  tokenTtl: Config['tokens'];
  identity: IdentityService;
}

/**
 * Starts a back-office session for a staff member who proved who they are (password and code, or
 * a passkey) and answers its admin token `a_at`; the newest session supersedes the others.
 */
export async function startAdminSession(deps: AdminSessionDeps, staff: StaffUser): Promise<string> {
  const { db, identity, tokens, tokenTtl } = deps;
  const principal = { kind: 'staff', id: staff.id } as const;
  const session = await db
    .transaction()
    .execute((trx) => identity.sessions.start(trx, principal, tokenTtl.adminTtlSeconds));
  return tokens.issue(
    'admin',
    { sub: staff.id, sid: session.id, role: staff.role },
    tokenTtl.adminTtlSeconds,
    Math.floor(session.issuedAt.getTime() / 1000),
  );
}
