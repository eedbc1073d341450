import type { MfaStatus, TotpEnrolment } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newId } from '../../infra/ids.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import {
  matchTotpStep,
  newTotpSecret,
  otpauthUri,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from './totp.js';
import {
  acceptTotpStep,
  countRecoveryCodesLeft,
  deleteFactor,
  enrolledAmong,
  findTotpFactor,
  lockFactor,
  markFactorEnrolled,
  type Principal,
  recordTotpFailure,
  replaceRecoveryCodes,
  savePendingFactor,
  unlockFactor,
  useRecoveryCode,
} from './totp.repo.js';

/** Wrong codes in a row before the second factor locks (an unlock link is e-mailed). */
const MAX_CODE_FAILURES = 10;
const ENROLMENT_SECONDS = 10 * 60;

/**
 * The outcome of checking a code. `locked_now`: this wrong code locked the factor (the caller's
 * `onLocked` ran in the same transaction); `locked`: it was locked already.
 */
export type CodeCheck = 'accepted' | 'rejected' | 'locked' | 'locked_now' | 'not_enrolled';

export interface CheckOptions {
  /** Whether a recovery code may stand in for an authenticator code. */
  allowRecoveryCode: boolean;
  onLocked: (trx: Kysely<Schema>) => Promise<void>;
}

export const wrongCode = () =>
  new AppError('invalid_parameter', 'The code is incorrect or has expired', [
    { path: 'body.code', message: 'The code is incorrect or has expired' },
  ]);

/** TOTP factors (RFC 6238) and recovery codes, for customers and staff alike. */
export class SecondFactorService {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
    private readonly encryption: FieldEncryption,
  ) {}

  /** Starts enrolment with a fresh secret; an enrolled factor must be removed first. */
  async startEnrolment(principal: Principal, label: string): Promise<TotpEnrolment> {
    const existing = await findTotpFactor(this.db, principal);
    if (existing?.enrolled_at != null) {
      throw new AppError('conflict', 'An authenticator app is already set up for this account');
    }
    const now = this.clock.now();
    const secret = newTotpSecret();
    const enrolmentId = newId();
    const deadline = addSeconds(now, ENROLMENT_SECONDS);
    await savePendingFactor(this.db, principal, {
      secretCiphertext: this.encryption.encrypt(secret),
      enrolmentId,
      deadline,
      now,
    });
    return {
      secret_key: secret,
      hashing_algorithm: TOTP_ALGORITHM,
      code_length: TOTP_DIGITS,
      period_seconds: TOTP_PERIOD_SECONDS,
      completion_deadline: deadline.toISOString(),
      session_info: enrolmentId,
      otpauth_uri: otpauthUri(secret, label),
    };
  }

  /**
   * Finishes enrolment with a first valid code before the deadline; answers the 10 recovery
   * codes (shown once, stored hashed). `onEnrolled` runs in the same transaction.
   */
  async completeEnrolment(
    principal: Principal,
    sessionInfo: string,
    code: string,
    onEnrolled: (trx: Kysely<Schema>) => Promise<void>,
  ): Promise<string[]> {
    const now = this.clock.now();
    const factor = await findTotpFactor(this.db, principal);
    if (
      factor === undefined ||
      factor.enrolled_at !== null ||
      factor.enrolment_id !== sessionInfo ||
      factor.enrolment_deadline <= now ||
      factor.failed_attempts >= MAX_CODE_FAILURES
    ) {
      throw new AppError(
        'invalid_parameter',
        'This set-up has expired or is unknown. Start again to get a new key.',
        [{ path: 'body.session_info', message: 'Start the set-up again' }],
      );
    }
    const step = matchTotpStep(this.encryption.decrypt(factor.secret_ciphertext), code, now);
    const codes = newRecoveryCodes();
    const accepted = await this.db.transaction().execute(async (trx) => {
      if (step === null || !(await acceptTotpStep(trx, principal, step))) {
        await recordTotpFailure(trx, principal);
        return false;
      }
      await markFactorEnrolled(trx, principal, now);
      await replaceRecoveryCodes(trx, principal, codes.map(hashRecoveryCode), now);
      await onEnrolled(trx);
      return true;
    });
    if (!accepted) throw wrongCode();
    return codes;
  }

  /** Enrols a factor at once (staff created from the command line); answers the secret. */
  async enrolNow(trx: Kysely<Schema>, principal: Principal): Promise<string> {
    const now = this.clock.now();
    const secret = newTotpSecret();
    await savePendingFactor(trx, principal, {
      secretCiphertext: this.encryption.encrypt(secret),
      enrolmentId: newId(),
      deadline: now,
      now,
    });
    await markFactorEnrolled(trx, principal, now);
    return secret;
  }

  /** The secret of an enrolled factor (the demo admin prints it again at each start). */
  async enrolledSecret(principal: Principal): Promise<string | undefined> {
    const factor = await findTotpFactor(this.db, principal);
    return factor?.enrolled_at == null
      ? undefined
      : this.encryption.decrypt(factor.secret_ciphertext);
  }

  /**
   * The principals among `ids` (of one kind) with an enrolled factor, in one statement; pass
   * the caller's transaction to read inside it.
   */
  enrolledAmong(
    kind: Principal['kind'],
    ids: readonly string[],
    db: Kysely<Schema> = this.db,
  ): Promise<Set<string>> {
    return enrolledAmong(db, kind, ids);
  }

  async isEnrolled(principal: Principal, db: Kysely<Schema> = this.db): Promise<boolean> {
    const factor = await findTotpFactor(db, principal);
    return factor?.enrolled_at != null;
  }

  /**
   * Whether the factor is enrolled, and locked by wrong codes: a sign-in that does not ask for a
   * code (a staff passkey, ADR 56) is still refused while the code would be.
   */
  async standing(principal: Principal): Promise<'enrolled' | 'locked' | 'not_enrolled'> {
    const factor = await findTotpFactor(this.db, principal);
    if (factor?.enrolled_at == null) return 'not_enrolled';
    return factor.locked_at === null ? 'enrolled' : 'locked';
  }

  /**
   * Checks an authenticator code (each 30-second step accepted once) or a recovery code (each
   * used once). Failures are counted in their own committed transaction, so answering the
   * caller with an error does not undo them.
   */
  async check(principal: Principal, code: string, options: CheckOptions): Promise<CodeCheck> {
    const factor = await findTotpFactor(this.db, principal);
    if (factor === undefined || factor.enrolled_at === null) return 'not_enrolled';
    if (factor.locked_at !== null) return 'locked';
    const now = this.clock.now();
    const step = isRecoveryCode(code)
      ? null
      : matchTotpStep(this.encryption.decrypt(factor.secret_ciphertext), code, now);
    return this.db.transaction().execute(async (trx) => {
      if (step !== null && (await acceptTotpStep(trx, principal, step))) return 'accepted';
      if (
        options.allowRecoveryCode &&
        isRecoveryCode(code) &&
        (await useRecoveryCode(trx, principal, hashRecoveryCode(code), now))
      ) {
        return 'accepted';
      }
      const failures = await recordTotpFailure(trx, principal);
      if ((failures?.failed_attempts ?? 0) < MAX_CODE_FAILURES) return 'rejected';
      if (!(await lockFactor(trx, principal, now))) return 'locked';
      await options.onLocked(trx);
      return 'locked_now';
    });
  }

  async status(principal: Principal): Promise<MfaStatus> {
    return {
      totp_enrolled: await this.isEnrolled(principal),
      recovery_codes_left: await countRecoveryCodesLeft(this.db, principal),
    };
  }

  remove(trx: Kysely<Schema>, principal: Principal) {
    return deleteFactor(trx, principal);
  }

  unlock(trx: Kysely<Schema>, principal: Principal) {
    return unlockFactor(trx, principal);
  }
}
