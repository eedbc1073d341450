import type {
  Passkey,
  PasskeyCeremony,
  PasskeyCreateRequest,
  PasskeySignInRequest,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import { passkeyRefused } from '../identity/passkey-sign-in.service.js';
import { wrongCode } from '../identity/second-factor.service.js';
import { type AdminSessionDeps, startAdminSession } from './admin-session.js';
import { findStaffById, type StaffUser } from './staff.repo.js';
import {
  checkStaffCode,
  recordStaffPasswordFailure,
  type StaffLockoutDeps,
  staffLocked,
} from './staff-lockout.js';
import type { StaffActor } from './staff-management.service.js';

export interface StaffPasskeysDeps extends StaffLockoutDeps, AdminSessionDeps {
  audit: AuditService;
}

const principalOf = (staff: Pick<StaffUser, 'id'>) => ({ kind: 'staff', id: staff.id }) as const;

const wrongPassword = () =>
  new AppError('invalid_parameter', 'The password is incorrect', [
    { path: 'body.password', message: 'The password is incorrect' },
  ]);

/**
 * A staff member's own passkeys, and signing in to the back office with one alone (ADR 56).
 * Adding one asks for the password and a current authenticator code, the two things staff sign
 * in with; removing one asks for the password. Both are audited and e-mailed to the member, as
 * their lockouts are. The ceremonies and the checks of the signed answers are identity's.
 */
export class StaffPasskeys {
  constructor(private readonly deps: StaffPasskeysDeps) {}

  list(actor: StaffActor): Promise<Passkey[]> {
    return this.deps.identity.principalPasskeys.list(principalOf({ id: actor.staffId }));
  }

  /** Step one: password and code, then the options for `navigator.credentials.create`. */
  async startRegistration(
    actor: StaffActor,
    confirmation: { password: string; code: string },
  ): Promise<PasskeyCeremony> {
    const staff = await this.memberOf(actor);
    await this.confirmPassword(staff, confirmation.password);
    if ((await checkStaffCode(this.deps, staff, confirmation.code)) !== 'accepted') {
      throw wrongCode();
    }
    return this.deps.identity.principalPasskeys.startRegistration({
      ...principalOf(staff),
      userName: staff.email,
      userDisplayName: staff.display_name,
    });
  }

  /** Step two: the browser's new credential, kept, audited and e-mailed in one transaction. */
  async finishRegistration(actor: StaffActor, request: PasskeyCreateRequest): Promise<Passkey> {
    const staff = await this.memberOf(actor);
    return this.deps.identity.principalPasskeys.finishRegistration(
      principalOf(staff),
      request,
      (trx, passkey) => this.recordChange(trx, actor, staff, 'added', passkey),
    );
  }

  rename(actor: StaffActor, id: string, name: string): Promise<Passkey> {
    return this.deps.identity.principalPasskeys.rename(
      principalOf({ id: actor.staffId }),
      id,
      name,
    );
  }

  async remove(actor: StaffActor, id: string, password: string): Promise<void> {
    const staff = await this.memberOf(actor);
    await this.confirmPassword(staff, password);
    await this.deps.identity.principalPasskeys.remove(principalOf(staff), id, (trx, passkey) =>
      this.recordChange(trx, actor, staff, 'removed', passkey),
    );
  }

  /** Options for `navigator.credentials.get`, for a staff member's passkey. */
  startSignIn(): Promise<PasskeyCeremony> {
    return this.deps.identity.principalPasskeys.startSignIn('staff');
  }

  /**
   * Signs in with a passkey alone: the answer of one of a staff member's passkeys, never a
   * customer's, then the password path's checks (deactivated: refused; locked, the password or
   * the authenticator: 423) and the same admin token.
   */
  async signIn(request: PasskeySignInRequest): Promise<string> {
    const { db, identity } = this.deps;
    const staffId = await identity.principalPasskeys.finishSignIn('staff', request);
    const staff = await findStaffById(db, staffId);
    if (staff === undefined || staff.disabled_at !== null) throw passkeyRefused();
    const factor = await identity.secondFactor.standing(principalOf(staff));
    // Without an enrolled authenticator the member is between an MFA reset and enrolling again.
    if (factor === 'not_enrolled') throw passkeyRefused();
    if (staff.locked_at !== null || factor === 'locked') throw staffLocked();
    return startAdminSession(this.deps, staff);
  }

  private async memberOf(actor: StaffActor): Promise<StaffUser> {
    const staff = await findStaffById(this.deps.db, actor.staffId);
    if (staff === undefined) throw new AppError('authentication_failed', 'Invalid token');
    return staff;
  }

  /** A wrong password counts towards the lockout, as at sign-in. */
  private async confirmPassword(staff: StaffUser, password: string): Promise<void> {
    if (await this.deps.identity.hasher.verify(staff.password_hash, password)) return;
    await recordStaffPasswordFailure(this.deps, staff);
    throw wrongPassword();
  }

  private async recordChange(
    trx: Kysely<Schema>,
    actor: StaffActor,
    staff: StaffUser,
    change: 'added' | 'removed',
    passkey: Pick<Passkey, 'id' | 'name'>,
  ): Promise<void> {
    const { audit, outbox, clock } = this.deps;
    await audit.record(trx, {
      actorType: 'staff',
      actorId: staff.id,
      action: `staff.passkey_${change}`,
      requestId: actor.requestId,
      details: { passkey_id: passkey.id, name: passkey.name },
    });
    await outbox.queue(
      trx,
      {
        to: staff.email,
        language: staff.language,
        content: {
          template: change === 'added' ? 'passkey_added' : 'passkey_removed',
          name: staff.display_name,
          passkeyName: passkey.name,
        },
      },
      clock.now(),
    );
  }
}
