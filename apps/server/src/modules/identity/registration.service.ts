import type { Kysely } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { newId } from '../../infra/ids.js';
import { sha256 } from '../../infra/security/secrets.js';
import { emailLinkWithinBudget } from './email-link-within-budget.js';
import {
  type IdentityContext,
  invalidLink,
  issueLinkToken,
  linkPaths,
  queueUserMail,
} from './identity-context.js';
import { keepOnlyIf } from './keep-only-if.js';
import { consumeLinkToken } from './link-tokens.repo.js';
import { assertStrongPassword } from './password-strength.js';
import { findUserByEmail, insertUser, markEmailVerified, type NewUser } from './users.repo.js';

export interface SignUpInput {
  email: string;
  password: string;
  display_name: string;
  language: Language;
  altcha: string;
}

/** Verification e-mails one address may receive in an hour. */
const LINKS_PER_HOUR = 3;

const signUpAcknowledgement =
  'Thank you. Check your e-mail: we sent a link to confirm your address.';
const linkAcknowledgement =
  'If an account needs it, we have sent a new link to that address. Check your e-mail.';

/** Sign-up and e-mail verification. Answers are the same whether or not the address is known. */
export class RegistrationService {
  constructor(private readonly ctx: IdentityContext) {}

  /**
   * Creates the identity (and, through the hook, the customer) and e-mails a verification
   * link; for a known address e-mails its owner a notice instead. Either way the caller gets
   * the same answer after the same work.
   */
  async signUp(input: SignUpInput): Promise<string> {
    const { db, hasher, botCheck, clock, publicUrl } = this.ctx;
    await assertStrongPassword(input.password, [input.email, input.display_name]);
    await botCheck.verifyAndSpend(db, input.altcha);
    const passwordHash = await hasher.hash(input.password);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const owner = await findUserByEmail(trx, input.email);
      const id = newId();
      // A known address creates a stand-in identity (at a reserved .invalid address) the same
      // way and rolls it back: the customer's inserts take milliseconds, enough to tell a
      // known address by the answer's timing if only new addresses did them.
      const token = await keepOnlyIf(trx, owner === undefined, () =>
        this.createUnverified(trx, {
          id,
          email: owner === undefined ? input.email : `${id}@stand-in.invalid`,
          passwordHash,
          displayName: input.display_name,
          language: input.language,
          emailVerifiedAt: null,
          now,
        }),
      );
      if (owner === undefined && token !== undefined) {
        await queueUserMail(this.ctx, trx, input, {
          template: 'verify_email',
          name: input.display_name,
          link: `${publicUrl}${linkPaths.verify_email}${token}`,
        });
        return;
      }
      // Taken, by now if not at the lookup: a concurrent sign-up committed in between.
      const existing = owner ?? (await findUserByEmail(trx, input.email));
      if (existing === undefined) return;
      await queueUserMail(this.ctx, trx, existing, {
        template: 'signup_exists',
        name: existing.display_name,
        signInLink: `${publicUrl}/signin`,
        resetLink: `${publicUrl}/reset`,
      });
    });
    return signUpAcknowledgement;
  }

  /** Inserts the user, its customer and a verification token; undefined if the address is taken. */
  private async createUnverified(trx: Kysely<Schema>, user: NewUser): Promise<string | undefined> {
    if (!(await insertUser(trx, user))) return undefined;
    await this.ctx.onUserCreated(trx, { id: user.id, email: user.email }, user.now);
    return issueLinkToken(this.ctx, trx, { userId: user.id }, 'verify_email');
  }

  /**
   * Creates a user whose address is already confirmed, with its customer: the start-up seed of
   * the demo customer (no bot check, no e-mail, no strength check). Answers false when the address is taken.
   */
  async createVerifiedUser(input: Omit<SignUpInput, 'altcha'>): Promise<boolean> {
    const { db, hasher, clock } = this.ctx;
    // Cheap on every later start: no hashing when the user is already there.
    if ((await findUserByEmail(db, input.email)) !== undefined) return false;
    // No strength check: the seed's password is a constant of the code, checked by its test, and
    // checking it here would load the strength dictionaries (about 70 MB) on every first start.
    const passwordHash = await hasher.hash(input.password);
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const id = newId();
      const created = await insertUser(trx, {
        id,
        email: input.email,
        passwordHash,
        displayName: input.display_name,
        language: input.language,
        emailVerifiedAt: now,
        now,
      });
      if (created) await this.ctx.onUserCreated(trx, { id, email: input.email }, now);
      return created;
    });
  }

  /** Confirms the address behind a verification link (once). */
  async verifyEmail(token: string): Promise<void> {
    const { db, clock } = this.ctx;
    await db.transaction().execute(async (trx) => {
      const owner = await consumeLinkToken(trx, sha256(token), 'verify_email', clock.now());
      if (owner === undefined || !('userId' in owner)) throw invalidLink();
      await markEmailVerified(trx, owner.userId, clock.now());
    });
  }

  /** Sends a fresh verification link to an unconfirmed address, a few per hour at most. */
  async resendVerification(email: string): Promise<string> {
    await emailLinkWithinBudget(this.ctx, email, {
      purpose: 'verify_email',
      perHour: LINKS_PER_HOUR,
      eligible: (user) => user.email_verified_at === null,
    });
    return linkAcknowledgement;
  }
}
