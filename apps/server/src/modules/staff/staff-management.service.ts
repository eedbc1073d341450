import type { Language, StaffMember, StaffRole } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import { randomToken } from '../../infra/security/secrets.js';
import type { AuditService } from '../audit/audit.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { Outbox } from '../notifications/outbox.js';
import {
  decideRoleGrant,
  disableStaff,
  findStaffByIds,
  insertRoleGrant,
  insertStaff,
  listStaff,
  lockStaffUser,
  pendingRoleGrantsOf,
  type RoleGrant,
  type StaffUser,
  updateStaffLanguage,
  updateStaffRole,
} from './staff.repo.js';
import { assertIndependentChecker } from './staff-checker.js';

export interface StaffManagementDeps {
  db: Kysely<Schema>;
  clock: Clock;
  identity: IdentityService;
  outbox: Outbox;
  audit: AuditService;
  publicUrl: string;
}

/** Who acts, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

/** The page the enrolment link opens (the web app's `/admin/enrol`). */
const ENROLMENT_PATH = '/admin/enrol?token=';

const notFound = () => new AppError('not_found', 'Staff member not found');
const notOnYourself = (what: string) =>
  new AppError('forbidden', `You cannot ${what} your own account: ask another administrator`);

/** A role grant as staff see it: who asked for it, by e-mail. */
type GrantView = NonNullable<StaffMember['role_grant']>;

const rank: Record<StaffRole, number> = { support: 0, compliance: 1, admin: 2 };

/**
 * Whether giving `to` to a member who holds `from` needs a second admin (ADR 39): any step up
 * to a role that can approve something (compliance decides verifications and withdrawals; an
 * admin approves adjustments and role grants). A step down, or to support, is made at once.
 */
export const needsSecondAdmin = (from: StaffRole, to: StaffRole): to is 'compliance' | 'admin' =>
  to !== 'support' && rank[to] > rank[from];

const noGrant = () => new AppError('conflict', 'No role grant is waiting for this member');

function memberOf(staff: StaffUser, enrolled: boolean, grant: GrantView | null): StaffMember {
  return {
    id: staff.id,
    email: staff.email,
    display_name: staff.display_name,
    role: staff.role,
    language: staff.language,
    state: staff.disabled_at !== null ? 'deactivated' : enrolled ? 'active' : 'invited',
    locked: staff.locked_at !== null,
    created_at: staff.created_at.toISOString(),
    role_grant: grant,
  };
}

/**
 * Staff management (admins): invite, list, change a role or the e-mail language, reset the
 * authenticator, deactivate. An admin cannot change their own role, reset or deactivate
 * themselves, so the back office always keeps the admin
 * acting. Each change that alters what someone may do ends their sessions at once, so a token
 * issued before never carries the old role or outlives a deactivation. Every action is audited.
 */
export class StaffManagement {
  constructor(private readonly deps: StaffManagementDeps) {}

  async list(actor: StaffActor): Promise<StaffMember[]> {
    const { db, identity } = this.deps;
    return db.transaction().execute(async (trx) => {
      const staff = await listStaff(trx);
      const enrolled = await identity.secondFactor.enrolledAmong(
        'staff',
        staff.map((member) => member.id),
        trx,
      );
      const grants = await this.grantViews(trx, staff);
      await this.record(trx, actor, 'staff.list_viewed', { count: staff.length });
      return staff.map((member) =>
        memberOf(member, enrolled.has(member.id), grants.get(member.id) ?? null),
      );
    });
  }

  /**
   * Creates the staff user with a password nobody knows and no authenticator, and e-mails the
   * link that sets both. Until then they cannot sign in. A role that can approve is asked for
   * as a grant another admin approves; meanwhile the invitee is support.
   */
  async invite(
    actor: StaffActor,
    input: { email: string; display_name: string; role: StaffRole; language: Language },
  ): Promise<StaffMember> {
    const { db, clock, identity } = this.deps;
    const passwordHash = await identity.hasher.hash(randomToken());
    return db.transaction().execute(async (trx) => {
      const id = newId();
      const created = await insertStaff(trx, {
        id,
        email: input.email,
        display_name: input.display_name,
        role: needsSecondAdmin('support', input.role) ? 'support' : input.role,
        password_hash: passwordHash,
        language: input.language,
        now: clock.now(),
        createdBy: actor.staffId,
      });
      if (!created) throw new AppError('conflict', `A staff user ${input.email} already exists`);
      const staff = await lockStaffUser(trx, id);
      if (staff === undefined) throw new Error(`staff user ${id} vanished`);
      const requested = needsSecondAdmin(staff.role, input.role) ? input.role : null;
      if (requested !== null) await this.askForGrant(trx, actor, staff, requested);
      await this.sendEnrolmentLink(trx, staff, 'invited');
      const grants = await this.grantViews(trx, [staff]);
      await this.record(trx, actor, 'staff.invited', {
        staff_id: id,
        email: input.email,
        role: staff.role,
        requested_role: requested,
        language: input.language,
      });
      return memberOf(staff, false, grants.get(id) ?? null);
    });
  }

  /**
   * A step down (or to support) is made at once; a step up to a role that can approve is asked
   * for as a grant, which a different admin approves (`approveRoleGrant`).
   */
  async setRole(actor: StaffActor, staffId: string, role: StaffRole): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('change the role of');
    return this.change(staffId, async (trx, staff, grant) => {
      if (grant !== null) {
        throw new AppError('conflict', 'A role grant is waiting: approve or reject it first');
      }
      if (staff.role === role) return staff;
      if (needsSecondAdmin(staff.role, role)) {
        await this.askForGrant(trx, actor, staff, role);
        await this.record(trx, actor, 'staff.role_grant_requested', {
          staff_id: staffId,
          from: staff.role,
          to: role,
        });
        return staff;
      }
      await updateStaffRole(trx, staffId, role);
      await this.endSessions(trx, staffId, 'role_changed');
      await this.record(trx, actor, 'staff.role_changed', {
        staff_id: staffId,
        from: staff.role,
        to: role,
      });
      return { ...staff, role };
    });
  }

  /**
   * The language of the member's e-mails from now on; their own included, it changes nothing
   * they may do, so their sessions go on.
   */
  async setLanguage(actor: StaffActor, staffId: string, language: Language): Promise<StaffMember> {
    return this.change(staffId, async (trx, staff) => {
      if (staff.language === language) return staff;
      await updateStaffLanguage(trx, staffId, language);
      await this.record(trx, actor, 'staff.language_changed', {
        staff_id: staffId,
        from: staff.language,
        to: language,
      });
      return { ...staff, language };
    });
  }

  /**
   * Removes the authenticator and the member's passkeys (a lost phone may hold both, ADR 56),
   * ends the sessions and e-mails a new enrolment link.
   */
  async resetMfa(actor: StaffActor, staffId: string): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('reset the authenticator of');
    const { identity } = this.deps;
    return this.change(staffId, async (trx, staff) => {
      const principal = { kind: 'staff', id: staffId } as const;
      await identity.secondFactor.remove(trx, principal);
      const passkeys = await identity.principalPasskeys.removeAll(trx, principal);
      await this.endSessions(trx, staffId, 'mfa_reset');
      await this.sendEnrolmentLink(trx, staff, 'mfa_reset');
      await this.record(trx, actor, 'staff.mfa_reset', {
        staff_id: staffId,
        passkeys_removed: passkeys,
      });
      return staff;
    });
  }

  /**
   * Gives the member the role another admin asked for: refused (403 `maker_checker`) to the
   * admin who asked and to anyone they invited or promoted. Their sessions end, as with any
   * role change.
   */
  async approveRoleGrant(actor: StaffActor, staffId: string): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('approve a role for');
    return this.change(staffId, async (trx, staff, grant) => {
      if (grant === null) throw noGrant();
      await assertIndependentChecker(trx, { checker: actor.staffId, maker: grant.requested_by });
      await updateStaffRole(trx, staffId, grant.role);
      await decideRoleGrant(trx, grant.id, {
        state: 'approved',
        decidedBy: actor.staffId,
        decidedAt: this.deps.clock.now(),
      });
      await this.endSessions(trx, staffId, 'role_changed');
      await this.record(trx, actor, 'staff.role_changed', {
        staff_id: staffId,
        from: staff.role,
        to: grant.role,
        requested_by: grant.requested_by,
      });
      return { ...staff, role: grant.role };
    });
  }

  /** Turns a waiting role grant down: any other admin, or the one who asked (withdrawing it). */
  async rejectRoleGrant(actor: StaffActor, staffId: string): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('decide a role for');
    return this.change(staffId, async (trx, staff, grant) => {
      if (grant === null) throw noGrant();
      await decideRoleGrant(trx, grant.id, {
        state: 'rejected',
        decidedBy: actor.staffId,
        decidedAt: this.deps.clock.now(),
      });
      await this.record(trx, actor, 'staff.role_grant_rejected', {
        staff_id: staffId,
        role: grant.role,
        requested_by: grant.requested_by,
      });
      return staff;
    });
  }

  async deactivate(actor: StaffActor, staffId: string): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('deactivate');
    return this.change(staffId, async (trx, staff) => {
      const now = this.deps.clock.now();
      await disableStaff(trx, staffId, now);
      await this.endSessions(trx, staffId, 'deactivated');
      await this.record(trx, actor, 'staff.deactivated', { staff_id: staffId });
      return { ...staff, disabled_at: now };
    });
  }

  /**
   * Runs a change on a live staff user, locked, given their waiting role grant; answers them as
   * they are after it.
   */
  private async change(
    staffId: string,
    apply: (trx: Kysely<Schema>, staff: StaffUser, grant: RoleGrant | null) => Promise<StaffUser>,
  ): Promise<StaffMember> {
    const { db, identity } = this.deps;
    return db.transaction().execute(async (trx) => {
      const staff = await lockStaffUser(trx, staffId);
      if (staff === undefined) throw notFound();
      if (staff.disabled_at !== null) {
        throw new AppError('conflict', 'This staff member is deactivated');
      }
      const [grant] = await pendingRoleGrantsOf(trx, [staffId]);
      const changed = await apply(trx, staff, grant ?? null);
      const enrolled = await identity.secondFactor.enrolledAmong('staff', [staffId], trx);
      const grants = await this.grantViews(trx, [changed]);
      return memberOf(changed, enrolled.has(staffId), grants.get(staffId) ?? null);
    });
  }

  /** The waiting grants of the staff given, by member, with the e-mail of who asked. */
  private async grantViews(
    trx: Kysely<Schema>,
    staff: readonly StaffUser[],
  ): Promise<Map<string, GrantView>> {
    const grants = await pendingRoleGrantsOf(
      trx,
      staff.map((member) => member.id),
    );
    const askers = await findStaffByIds(
      trx,
      grants.map((grant) => grant.requested_by),
    );
    const emails = new Map(askers.map((asker) => [asker.id, asker.email]));
    return new Map(
      grants.map((grant) => [
        grant.staff_id,
        {
          role: grant.role,
          requested_by_email: emails.get(grant.requested_by) ?? grant.requested_by,
          requested_at: grant.requested_at.toISOString(),
        },
      ]),
    );
  }

  private async askForGrant(
    trx: Kysely<Schema>,
    actor: StaffActor,
    staff: StaffUser,
    role: 'compliance' | 'admin',
  ): Promise<void> {
    await insertRoleGrant(trx, {
      id: newId(),
      staff_id: staff.id,
      role,
      requested_by: actor.staffId,
      requested_at: this.deps.clock.now(),
    });
  }

  private endSessions(
    trx: Kysely<Schema>,
    staffId: string,
    reason: 'role_changed' | 'mfa_reset' | 'deactivated',
  ) {
    return this.deps.identity.sessions.endAll(trx, { kind: 'staff', id: staffId }, reason);
  }

  private async sendEnrolmentLink(
    trx: Kysely<Schema>,
    staff: StaffUser,
    cause: 'invited' | 'mfa_reset',
  ) {
    const { identity, outbox, clock, publicUrl } = this.deps;
    const token = await identity.issueStaffEnrolmentToken(trx, staff.id);
    await outbox.queue(
      trx,
      {
        to: staff.email,
        language: staff.language,
        content: {
          template: 'staff_enrolment',
          name: staff.display_name,
          cause,
          link: `${publicUrl}${ENROLMENT_PATH}${token}`,
        },
      },
      clock.now(),
    );
  }

  private record(
    trx: Kysely<Schema>,
    actor: StaffActor,
    action: string,
    details: Record<string, unknown>,
  ) {
    return this.deps.audit.record(trx, {
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      requestId: actor.requestId,
      details,
    });
  }
}
