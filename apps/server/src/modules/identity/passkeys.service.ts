import type { Passkey, PasskeyCeremony, PasskeyCreateRequest } from '@maple/contracts';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { AppError } from '../../infra/errors.js';
import { type IdentityContext, queueUserMail } from './identity-context.js';
import {
  CEREMONY_SECONDS,
  ceremonyExpired,
  openCeremony,
  readCeremony,
  relyingParty,
  spendCeremony,
  userHandleOf,
} from './passkey-ceremony.js';
import {
  deletePasskey,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  renamePasskey,
} from './passkeys.repo.js';
import { notOwnPasskey, type SecurityProof, type SecurityProofs } from './security-proofs.js';
import { assertCanRemove, removeKeepingAWayIn } from './sign-in-methods.js';
import { type IdentityUser, markSecurityChange } from './users.repo.js';

/** Passkeys an account may hold: several devices and a spare or two, not a collection. */
export const MAX_PASSKEYS = 10;

export const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  synced: row.backed_up,
});

const principalOf = (user: IdentityUser) => ({ kind: 'customer', id: user.id }) as const;

const notVerified = () =>
  new AppError('invalid_parameter', 'The passkey could not be verified. Start again.', [
    { path: 'body.credential', message: 'Start again' },
  ]);

/**
 * A customer's passkeys (docs/decisions/0054-passkeys.md): registered after the password is
 * confirmed (or, without one, another passkey: ADR 57), user verification required, named,
 * listed, renamed and removed. Adding or removing one e-mails the customer; removing one holds
 * withdrawals as a password change does, and never removes a passwordless account's last way in.
 */
export class PasskeysService {
  constructor(
    private readonly ctx: IdentityContext,
    private readonly proofs: SecurityProofs,
  ) {}

  async list(user: IdentityUser): Promise<Passkey[]> {
    return (await listPasskeys(this.ctx.db, principalOf(user))).map(passkeyOf);
  }

  /** Step one: the proof, then the options for `navigator.credentials.create`. */
  async startRegistration(user: IdentityUser, proof: SecurityProof): Promise<PasskeyCeremony> {
    await this.proofs.confirm(user, proof, 'add_passkey');
    const existing = await listPasskeys(this.ctx.db, principalOf(user));
    if (existing.length >= MAX_PASSKEYS) {
      throw new AppError('conflict', `An account holds at most ${MAX_PASSKEYS} passkeys`);
    }
    const { rpID, rpName } = relyingParty(this.ctx.publicUrl);
    const options = await generateRegistrationOptions({
      rpID,
      rpName,
      userName: user.email,
      userDisplayName: user.display_name,
      userID: userHandleOf(user.id),
      timeout: CEREMONY_SECONDS * 1000,
      attestationType: 'none',
      // The same authenticator twice would be one device under two names.
      excludeCredentials: existing.map((row) => ({
        id: row.id,
        transports: row.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    return openCeremony(this.ctx, 'register', options, user.id);
  }

  /** Step two: the browser's new credential, verified against the challenge it signed. */
  async finishRegistration(user: IdentityUser, request: PasskeyCreateRequest): Promise<Passkey> {
    const claims = await readCeremony(this.ctx, request.session_info, 'register', user.id);
    const { rpID, origin } = relyingParty(this.ctx.publicUrl);
    const verification = await verifyRegistrationResponse({
      response: { ...request.credential, clientExtensionResults: {} },
      expectedChallenge: claims.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw notVerified();
    await spendCeremony(this.ctx, claims, ceremonyExpired);
    const { credential, credentialBackedUp } = verification.registrationInfo;
    const name = request.name.trim();
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const stored = await insertPasskey(
        trx,
        {
          id: credential.id,
          principal_kind: 'customer',
          principal_id: user.id,
          public_key: credential.publicKey,
          sign_count: BigInt(credential.counter),
          transports: credential.transports ?? [],
          name,
          backed_up: credentialBackedUp,
        },
        this.ctx.clock.now(),
      );
      if (stored === undefined) return undefined;
      await queueUserMail(this.ctx, trx, user, {
        template: 'passkey_added',
        name: user.display_name,
        passkeyName: name,
      });
      return stored;
    });
    if (row === undefined) throw new AppError('conflict', 'This passkey is already registered');
    return passkeyOf(row);
  }

  async rename(user: IdentityUser, id: string, name: string): Promise<Passkey> {
    const row = await renamePasskey(this.ctx.db, principalOf(user), id, name.trim());
    if (row === undefined) throw notOwnPasskey();
    return passkeyOf(row);
  }

  /**
   * Removes a passkey after the proof (a passkey's answer approves this passkey's removal);
   * withdrawals then wait as after a password change. A passwordless account keeps two
   * passkeys, or one and its recovery codes (409 otherwise, checked before the proof is spent).
   */
  async remove(user: IdentityUser, id: string, proof: SecurityProof): Promise<void> {
    await this.proofs.assertOwnPasskey(user, id);
    await assertCanRemove(this.ctx.db, user.id, 'passkey');
    await this.proofs.confirm(user, proof, 'remove_passkey', id);
    await this.ctx.db.transaction().execute(async (trx) => {
      const removed = await removeKeepingAWayIn(trx, user.id, 'passkey', () =>
        deletePasskey(trx, principalOf(user), id),
      );
      if (removed === undefined) throw notOwnPasskey();
      await markSecurityChange(trx, user.id, this.ctx.clock.now());
      await queueUserMail(this.ctx, trx, user, {
        template: 'passkey_removed',
        name: user.display_name,
        passkeyName: removed.name,
      });
    });
  }
}
