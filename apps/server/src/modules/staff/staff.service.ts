import type { Language, StaffProfile, StaffRole } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Config } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import { randomToken } from '../../infra/security/secrets.js';
import type { TokenService, VerifiedToken } from '../../infra/security/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import { otpauthUri } from '../identity/totp.js';
import type { Outbox } from '../notifications/outbox.js';
import { startAdminSession } from './admin-session.js';
import {
  clearStaffFailures,
  findStaffByEmail,
  findStaffById,
  findStaffByIds,
  insertStaff,
  type StaffUser,
  unlockStaff,
} from './staff.repo.js';
import { assertIndependentChecker } from './staff-checker.js';
import { StaffEnrolmentService } from './staff-enrolment.service.js';
import { checkStaffCode, recordStaffPasswordFailure, staffLocked } from './staff-lockout.js';
import { StaffManagement } from './staff-management.service.js';
import { StaffPasskeys } from './staff-passkeys.service.js';

export interface StaffServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  tokens: TokenService;
  tokenTtl: Config['tokens'];
  outbox: Outbox;
  identity: IdentityService;
  audit: AuditService;
  publicUrl: string;
}

export interface CreatedStaff {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** One answer for a wrong e-mail, password or code. */
const refused = () => new AppError('authentication_failed', 'Invalid e-mail, password or code');

/** Staff users (support, compliance, admin), separate from customers; TOTP is mandatory. */
export class StaffService {
  /** Invite, list, change roles, reset MFA, deactivate (admins). */
  readonly management: StaffManagement;
  /** The e-mailed link that sets a password and enrols the authenticator. */
  readonly enrolment: StaffEnrolmentService;
  /** The member's own passkeys, and signing in with one (ADR 56). */
  readonly passkeys: StaffPasskeys;

  constructor(private readonly deps: StaffServiceDeps) {
    this.management = new StaffManagement(deps);
    this.enrolment = new StaffEnrolmentService(deps);
    this.passkeys = new StaffPasskeys(deps);
  }

  /**
   * Creates a staff user with an enrolled authenticator. Without a password a strong one is
   * generated (192 random bits); their e-mails are in English unless told. Answers the
   * credentials to hand over once.
   */
  async create(input: {
    email: string;
    displayName: string;
    role: StaffRole;
    password?: string;
    language?: Language;
  }): Promise<CreatedStaff> {
    const { db, clock, identity } = this.deps;
    const id = newId();
    const password = input.password ?? randomToken().slice(0, 32);
    const passwordHash = await identity.hasher.hash(password);
    const totpSecret = await db.transaction().execute(async (trx) => {
      const created = await insertStaff(trx, {
        id,
        email: input.email,
        display_name: input.displayName,
        role: input.role,
        password_hash: passwordHash,
        language: input.language ?? 'en-CA',
        now: clock.now(),
      });
      if (!created) throw new AppError('conflict', `A staff user ${input.email} already exists`);
      return identity.secondFactor.enrolNow(trx, { kind: 'staff', id });
    });
    return {
      id,
      email: input.email,
      password,
      totpSecret,
      otpauthUri: otpauthUri(totpSecret, input.email),
    };
  }

  findByEmail(email: string): Promise<StaffUser | undefined> {
    return findStaffByEmail(this.deps.db, email);
  }

  /** Password and authenticator code in one step; answers the admin token `a_at`. */
  async signIn(email: string, password: string, code: string): Promise<string> {
    const { db, identity } = this.deps;
    const staff = await findStaffByEmail(db, email);
    if (staff === undefined) {
      await identity.hasher.verifyAbsent(password);
      await recordStaffPasswordFailure(this.deps, undefined);
      throw refused();
    }
    if (!(await identity.hasher.verify(staff.password_hash, password))) {
      await recordStaffPasswordFailure(this.deps, staff);
      throw refused();
    }
    if (staff.disabled_at !== null) throw refused();
    if (staff.locked_at !== null) throw staffLocked();
    if ((await checkStaffCode(this.deps, staff, code)) !== 'accepted') throw refused();
    await clearStaffFailures(db, staff.id);
    return startAdminSession(this.deps, staff);
  }

  /** Lifts a staff lockout (password and authenticator) from the e-mailed link. */
  async unlock(token: string): Promise<void> {
    const { db, identity } = this.deps;
    await db.transaction().execute(async (trx) => {
      const staffId = await identity.redeemStaffUnlockToken(trx, token);
      await unlockStaff(trx, staffId);
      await identity.secondFactor.unlock(trx, { kind: 'staff', id: staffId });
    });
  }

  /**
   * Refuses (403 `maker_checker`) a checker who is the maker, or whom the maker invited or
   * promoted (ADR 39): every two-person rule of the back office asks this.
   */
  assertIndependentChecker(
    db: Kysely<Schema>,
    pair: { checker: string; maker: string },
  ): Promise<void> {
    return assertIndependentChecker(db, pair);
  }

  /** A staff user's e-mail address, to show who decided what. */
  async emailOf(db: Kysely<Schema>, id: string): Promise<string | undefined> {
    return (await findStaffById(db, id))?.email;
  }

  /** Staff users' e-mail addresses by id, in one statement. */
  async emailsOf(db: Kysely<Schema>, ids: readonly string[]): Promise<Map<string, string>> {
    const staff = await findStaffByIds(db, [...new Set(ids)]);
    return new Map(staff.map((member) => [member.id, member.email]));
  }

  async profile(claims: VerifiedToken<'admin'>): Promise<StaffProfile> {
    const staff = await findStaffById(this.deps.db, claims.sub);
    if (staff === undefined) throw new AppError('authentication_failed', 'Invalid token');
    return { email: staff.email, display_name: staff.display_name, role: staff.role };
  }
}
