import type { Language } from '../../infra/db/schema.js';
import { newId } from '../../infra/ids.js';
import { sha256 } from '../../infra/security/secrets.js';
import {
  type IdentityContext,
  invalidLink,
  issueLinkToken,
  linkPaths,
  queueUserMail,
} from './identity-context.js';
import { consumeLinkToken, countLinkTokensSince } from './link-tokens.repo.js';
import { assertStrongPassword } from './password-strength.js';
import { findUserByEmail, insertUser, markEmailVerified } from './users.repo.js';

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
   * the same answer after the same work (one argon2 hash).
   */
  async signUp(input: SignUpInput): Promise<string> {
    const { db, hasher, botCheck, clock, publicUrl } = this.ctx;
    assertStrongPassword(input.password, [input.email, input.display_name]);
    await botCheck.verifyAndSpend(db, input.altcha);
    const passwordHash = await hasher.hash(input.password);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const id = newId();
      const created = await insertUser(trx, {
        id,
        email: input.email,
        passwordHash,
        displayName: input.display_name,
        language: input.language,
        emailVerifiedAt: null,
        now,
      });
      if (!created) {
        const owner = await findUserByEmail(trx, input.email);
        if (owner === undefined) return;
        await queueUserMail(this.ctx, trx, owner, {
          template: 'signup_exists',
          name: owner.display_name,
          signInLink: `${publicUrl}/signin`,
          resetLink: `${publicUrl}/reset`,
        });
        return;
      }
      await this.ctx.onUserCreated(trx, { id, email: input.email }, now);
      const token = await issueLinkToken(this.ctx, trx, { userId: id }, 'verify_email');
      await queueUserMail(
        this.ctx,
        trx,
        { email: input.email, language: input.language },
        {
          template: 'verify_email',
          name: input.display_name,
          link: `${publicUrl}${linkPaths.verify_email}${token}`,
        },
      );
    });
    return signUpAcknowledgement;
  }

  /**
   * Creates a user whose address is already confirmed, with its customer: the start-up seed of
   * the demo customer (no bot check, no e-mail). Answers false when the address is taken.
   */
  async createVerifiedUser(input: Omit<SignUpInput, 'altcha'>): Promise<boolean> {
    const { db, hasher, clock } = this.ctx;
    // Cheap on every later start: no hashing when the user is already there.
    if ((await findUserByEmail(db, input.email)) !== undefined) return false;
    assertStrongPassword(input.password, [input.email, input.display_name]);
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
    const { db, clock, publicUrl } = this.ctx;
    const user = await findUserByEmail(db, email);
    if (user === undefined || user.email_verified_at !== null) return linkAcknowledgement;
    const hourAgo = new Date(clock.now().getTime() - 3600_000);
    await db.transaction().execute(async (trx) => {
      if ((await countLinkTokensSince(trx, user.id, 'verify_email', hourAgo)) >= LINKS_PER_HOUR) {
        return;
      }
      const token = await issueLinkToken(this.ctx, trx, { userId: user.id }, 'verify_email');
      await queueUserMail(this.ctx, trx, user, {
        template: 'verify_email',
        name: user.display_name,
        link: `${publicUrl}${linkPaths.verify_email}${token}`,
      });
    });
    return linkAcknowledgement;
  }
}
