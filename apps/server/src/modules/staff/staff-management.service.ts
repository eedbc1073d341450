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
  disableStaff,
  insertStaff,
  listStaff,
  lockStaffUser,
  type StaffUser,
  updateStaffLanguage,
  updateStaffRole,
} from './staff.repo.js';

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

function memberOf(staff: StaffUser, enrolled: boolean): StaffMember {
  return {
    id: staff.id,
    email: staff.email,
    display_name: staff.display_name,
    role: staff.role,
    language: staff.language,
    state: staff.disabled_at !== null ? 'deactivated' : enrolled ? 'active' : 'invited',
    locked: staff.locked_at !== null,
    created_at: staff.created_at.toISOString(),
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
      await this.record(trx, actor, 'staff.list_viewed', { count: staff.length });
      return staff.map((member) => memberOf(member, enrolled.has(member.id)));
    });
  }

  /**
   * Creates the staff user with a password nobody knows and no authenticator, and e-mails the
   * link that sets both. Until then they cannot sign in.
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
        role: input.role,
        password_hash: passwordHash,
        language: input.language,
        now: clock.now(),
      });
      if (!created) throw new AppError('conflict', `A staff user ${input.email} already exists`);
      const staff = await lockStaffUser(trx, id);
      if (staff === undefined) throw new Error(`staff user ${id} vanished`);
      await this.sendEnrolmentLink(trx, staff, 'invited');
      await this.record(trx, actor, 'staff.invited', {
        staff_id: id,
        email: input.email,
        role: input.role,
        language: input.language,
      });
      return memberOf(staff, false);
    });
  }

  async setRole(actor: StaffActor, staffId: string, role: StaffRole): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('change the role of');
    return this.change(staffId, async (trx, staff) => {
      if (staff.role === role) return staff;
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

  /** Removes the authenticator, ends the sessions and e-mails a new enrolment link. */
  async resetMfa(actor: StaffActor, staffId: string): Promise<StaffMember> {
    if (staffId === actor.staffId) throw notOnYourself('reset the authenticator of');
    const { identity } = this.deps;
    return this.change(staffId, async (trx, staff) => {
      await identity.secondFactor.remove(trx, { kind: 'staff', id: staffId });
      await this.endSessions(trx, staffId, 'mfa_reset');
      await this.sendEnrolmentLink(trx, staff, 'mfa_reset');
      await this.record(trx, actor, 'staff.mfa_reset', { staff_id: staffId });
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

  /** Runs a change on a live staff user, locked; answers them as they are after it. */
  private async change(
    staffId: string,
    apply: (trx: Kysely<Schema>, staff: StaffUser) => Promise<StaffUser>,
  ): Promise<StaffMember> {
    const { db, identity } = this.deps;
    return db.transaction().execute(async (trx) => {
      const staff = await lockStaffUser(trx, staffId);
      if (staff === undefined) throw notFound();
      if (staff.disabled_at !== null) {
        throw new AppError('conflict', 'This staff member is deactivated');
      }
      const changed = await apply(trx, staff);
      const enrolled = await identity.secondFactor.enrolledAmong('staff', [staffId], trx);
      return memberOf(changed, enrolled.has(staffId));
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
