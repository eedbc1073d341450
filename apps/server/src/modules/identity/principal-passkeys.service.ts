import type {
  Passkey,
  PasskeyCeremony,
  PasskeyCreateRequest,
  PasskeySignInRequest,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { PrincipalKind } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { IdentityContext } from './identity-context.js';
import { ceremonyPurposes, readCeremony } from './passkey-ceremony.js';
import {
  openRegistration,
  type PasskeyOwner,
  verifiedRegistration,
} from './passkey-registration.js';
import { acceptSignInAnswer, answeringPasskey, openSignIn } from './passkey-sign-in.service.js';
import {
  deleteAllPasskeys,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  renamePasskey,
} from './passkeys.repo.js';
import { passkeyOf } from './passkeys.service.js';
import type { Principal } from './totp.repo.js';

export type { PasskeyOwner } from './passkey-registration.js';

/** Runs in the transaction that adds or removes a passkey: the owner's module records it. */
export type PasskeyChangeHook = (
  trx: Kysely<Schema>,
  passkey: Pick<Passkey, 'id' | 'name'>,
) => Promise<void>;

const notFound = () => new AppError('not_found', 'No such passkey on this account');

/**
 * The passkeys of a principal whose person another module keeps (staff: modules/staff, ADR 56):
 * the ceremonies, the rows and the checks are identity's; confirming who asks, and what an
 * addition or removal records and tells, are the owner module's (the hooks run in the
 * transaction of the change). Sign-in answers whose passkey signed, once the answer verified and
 * its ceremony is spent; whether that person may sign in is the owner module's to say.
 */
export class PrincipalPasskeysService {
  constructor(private readonly ctx: IdentityContext) {}

  async list(principal: Principal): Promise<Passkey[]> {
    return (await listPasskeys(this.ctx.db, principal)).map(passkeyOf);
  }

  async startRegistration(owner: PasskeyOwner): Promise<PasskeyCeremony> {
    return openRegistration(this.ctx, owner, await listPasskeys(this.ctx.db, owner));
  }

  async finishRegistration(
    principal: Principal,
    request: PasskeyCreateRequest,
    onAdded: PasskeyChangeHook,
  ): Promise<Passkey> {
    const row = await verifiedRegistration(this.ctx, principal, request);
    const stored = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertPasskey(trx, row, this.ctx.clock.now());
      if (inserted !== undefined) await onAdded(trx, inserted);
      return inserted;
    });
    if (stored === undefined) throw new AppError('conflict', 'This passkey is already registered');
    return passkeyOf(stored);
  }

  async rename(principal: Principal, id: string, name: string): Promise<Passkey> {
    const row = await renamePasskey(this.ctx.db, principal, id, name.trim());
    if (row === undefined) throw notFound();
    return passkeyOf(row);
  }

  async remove(principal: Principal, id: string, onRemoved: PasskeyChangeHook): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const removed = await deletePasskey(trx, principal, id);
      if (removed === undefined) throw notFound();
      await onRemoved(trx, removed);
    });
  }

  /** Removes all of them, in the caller's transaction; answers how many there were. */
  removeAll(trx: Kysely<Schema>, principal: Principal): Promise<number> {
    return deleteAllPasskeys(trx, principal);
  }

  startSignIn(kind: PrincipalKind): Promise<PasskeyCeremony> {
    return openSignIn(this.ctx, kind);
  }

  /** The id of the `kind` whose passkey signed this ceremony's challenge; spends the ceremony. */
  async finishSignIn(kind: PrincipalKind, request: PasskeySignInRequest): Promise<string> {
    const purpose = ceremonyPurposes[kind].signIn;
    const claims = await readCeremony(this.ctx, request.session_info, purpose);
    const passkey = await answeringPasskey(this.ctx, kind, request.credential);
    await acceptSignInAnswer(this.ctx, passkey, claims, request.credential);
    return passkey.principal_id;
  }
}
