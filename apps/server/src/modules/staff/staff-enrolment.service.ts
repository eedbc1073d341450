import type { StaffEnrolment } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AuditService } from '../audit/audit.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import { invalidLink } from '../identity/identity-context.js';
import { assertStrongPassword } from '../identity/password-strength.js';
import { findStaffById, type StaffUser, setStaffPassword } from './staff.repo.js';

export interface StaffEnrolmentDeps {
  db: Kysely<Schema>;
  identity: IdentityService;
  audit: AuditService;
}

/**
 * The e-mailed enrolment link of an invitation or an MFA reset (`/admin/enrol?token=…`): the
 * first step answers a fresh authenticator key without spending the link; the last sets the
 * password and enrols the authenticator with its first code, spending the link in the same
 * transaction. A deactivated staff member's link no longer works.
 */
export class StaffEnrolmentService {
  constructor(private readonly deps: StaffEnrolmentDeps) {}

  async start(token: string): Promise<StaffEnrolment> {
    const staff = await this.staffOf(token);
    const enrolment = await this.deps.identity.secondFactor.startEnrolment(
      { kind: 'staff', id: staff.id },
      staff.email,
    );
    return { ...enrolment, email: staff.email, display_name: staff.display_name };
  }

  async finish(
    input: { token: string; password: string; session_info: string; code: string },
    requestId: string,
  ): Promise<void> {
    const { identity, audit } = this.deps;
    const staff = await this.staffOf(input.token);
    await assertStrongPassword(input.password, [staff.email, staff.display_name]);
    const passwordHash = await identity.hasher.hash(input.password);
    await identity.secondFactor.completeEnrolment(
      { kind: 'staff', id: staff.id },
      input.session_info,
      input.code,
      async (trx) => {
        // Spent here, so two finishes of one link cannot both succeed.
        if ((await identity.redeemStaffEnrolmentToken(trx, input.token)) !== staff.id) {
          throw invalidLink();
        }
        await setStaffPassword(trx, staff.id, passwordHash);
        await audit.record(trx, {
          actorType: 'staff',
          actorId: staff.id,
          action: 'staff.enrolled',
          requestId,
          details: {},
        });
      },
    );
  }

  private async staffOf(token: string): Promise<StaffUser> {
    const { db, identity } = this.deps;
    const staffId = await identity.staffOfEnrolmentToken(token);
    const staff = staffId === undefined ? undefined : await findStaffById(db, staffId);
    if (staff === undefined || staff.disabled_at !== null) throw invalidLink();
    return staff;
  }
}
