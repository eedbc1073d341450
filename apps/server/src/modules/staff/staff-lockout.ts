import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { IdentityService } from '../identity/identity.service.js';
import { linkPaths } from '../identity/identity-context.js';
import type { CodeCheck } from '../identity/second-factor.service.js';
import type { Outbox } from '../notifications/outbox.js';
import { lockStaff, recordStaffFailure, type StaffUser } from './staff.repo.js';

export interface StaffLockoutDeps {
  db: Kysely<Schema>;
  clock: Clock;
  outbox: Outbox;
  identity: IdentityService;
  publicUrl: string;
}

/** As for customers: consecutive wrong passwords before the account locks. */
const MAX_FAILURES = 10;
/** A well-formed id no staff user has, so an unknown address does the same statements. */
const NO_STAFF_ID = '00000000-0000-0000-0000-000000000000';

export const staffLocked = () =>
  new AppError(
    'account_locked',
    'This staff account is locked after too many attempts. Check your e-mail for the unlock link.',
  );

/** E-mails the link that lifts a staff lockout (password and authenticator). */
export async function sendStaffUnlockLink(
  deps: StaffLockoutDeps,
  trx: Kysely<Schema>,
  staff: StaffUser,
): Promise<void> {
  const { identity, outbox, clock, publicUrl } = deps;
  const token = await identity.issueStaffUnlockToken(trx, staff.id);
  await outbox.queue(
    trx,
    {
      to: staff.email,
      language: staff.language,
      content: {
        template: 'account_locked',
        name: staff.display_name,
        link: `${publicUrl}${linkPaths.staffUnlock}${token}`,
      },
    },
    clock.now(),
  );
}

/**
 * Counts a wrong password; the tenth in a row locks the account and e-mails the unlock link. An
 * unknown address (`undefined`) runs the same statements, matching no row. In its own
 * transaction, so the refusal answered afterwards does not roll the count back.
 */
export async function recordStaffPasswordFailure(
  deps: StaffLockoutDeps,
  staff: StaffUser | undefined,
): Promise<void> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const counted = await recordStaffFailure(trx, staff?.id ?? NO_STAFF_ID);
    if (counted === undefined || counted.locked_at !== null) return;
    if (staff === undefined || counted.failed_sign_ins < MAX_FAILURES) return;
    if (await lockStaff(trx, staff.id, clock.now())) await sendStaffUnlockLink(deps, trx, staff);
  });
}

/**
 * Checks the staff member's authenticator code (not a recovery code, as at sign-in). Ten wrong
 * codes lock it, end their sessions and e-mail the unlock link; a locked factor answers 423.
 */
export async function checkStaffCode(
  deps: StaffLockoutDeps,
  staff: StaffUser,
  code: string,
): Promise<Exclude<CodeCheck, 'locked' | 'locked_now'>> {
  const { identity } = deps;
  const principal = { kind: 'staff', id: staff.id } as const;
  const outcome = await identity.secondFactor.check(principal, code, {
    allowRecoveryCode: false,
    onLocked: async (trx) => {
      await identity.sessions.endAll(trx, principal, 'locked');
      await sendStaffUnlockLink(deps, trx, staff);
    },
  });
  if (outcome === 'locked' || outcome === 'locked_now') throw staffLocked();
  return outcome;
}
