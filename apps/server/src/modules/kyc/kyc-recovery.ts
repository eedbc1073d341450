import type { RecoveryStart } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { IdentityUser } from '../identity/identity.service.js';
import {
  expireIfOpen,
  findOpenRecovery,
  insertVerification,
  lockRecoveries,
  type Verification,
} from './kyc.repo.js';
import type { KycContext } from './kyc-context.js';
import type { VerificationExpiry } from './verification-expiry.js';

/** The recovery token lets the customer answer for an hour; a new sign-in gives another. */
const RECOVERY_TOKEN_SECONDS = 60 * 60;
/** An unanswered recovery stays open a week, as papers asked for do. */
const RECOVERY_OPEN_SECONDS = 7 * 24 * 3600;

const inReview = () =>
  new AppError(
    'conflict',
    'Your recovery is being reviewed: we will e-mail you the outcome, usually within one business day.',
  );

const notVerified = () =>
  new AppError(
    'conflict',
    'Only an account with a verified identity can be recovered this way: write to support for help.',
  );

/**
 * Account recovery by identity re-verification
 * (docs/decisions/0059-account-recovery-by-reverification.md): a customer who gave the password
 * but holds no second factor any more opens a recovery, a `document_submission` verification that
 * asks for the photo ID and a selfie through the built-in flow, reviewed by two people. Its
 * decision (kyc-recovery-outcome.ts) removes the lost factors or changes nothing.
 */
export class AccountRecoveries {
  constructor(
    private readonly ctx: KycContext,
    private readonly expiry: VerificationExpiry,
  ) {}

  /**
   * `POST /customers/recovery`: opens the customer's recovery, or resumes the one open (a
   * reload, another sign-in), and answers a token for its steps. Told by e-mail when it opens.
   */
  async start(mfaToken: string): Promise<RecoveryStart> {
    const user = await this.ctx.recovery.candidate(mfaToken);
    const customer = await this.ctx.customers.ofUser(this.ctx.db, user.id);
    if (customer.state !== 'verified') throw notVerified();
    const verification = await this.ctx.db
      .transaction()
      .execute((trx) => this.openRecovery(trx, customer.guid, user));
    const claims = { sub: user.id, customer: customer.guid, verification: verification.guid };
    return {
      recovery_token: await this.ctx.tokens.issue('recovery', claims, RECOVERY_TOKEN_SECONDS),
      expires_in: RECOVERY_TOKEN_SECONDS,
      identity_verification_guid: verification.guid,
    };
  }

  private async openRecovery(
    trx: Kysely<Schema>,
    customerGuid: string,
    user: IdentityUser,
  ): Promise<Verification> {
    const now = this.ctx.clock.now();
    // Two starts at once open one recovery: the second waits here, then finds the first's.
    await lockRecoveries(trx, customerGuid);
    const open = await findOpenRecovery(trx, customerGuid);
    if (open?.state === 'reviewing') throw inReview();
    if (open !== undefined && open.expiresAt > now) return open;
    if (open !== undefined) await expireIfOpen(trx, open.guid, now);
    const created = await insertVerification(trx, {
      guid: newGuid(),
      customerGuid,
      method: 'document_submission',
      purpose: 'account_recovery',
      state: 'waiting',
      expectedBehaviours: [],
      inquiryId: null,
      expiresAt: addSeconds(now, RECOVERY_OPEN_SECONDS),
      now,
    });
    await this.expiry.schedule(trx, created);
    const { publicUrl } = this.ctx;
    await this.ctx.outbox.queue(
      trx,
      {
        to: user.email,
        language: user.language,
        content: {
          template: 'account_recovery_started',
          name: user.display_name,
          link: `${publicUrl}/signin`,
          resetLink: `${publicUrl}/reset`,
        },
      },
      now,
    );
    await this.ctx.audit.record(trx, {
      actorType: 'customer',
      actorId: customerGuid,
      action: 'kyc.recovery_started',
      requestId: null,
      details: { identity_verification_guid: created.guid, customer_guid: customerGuid },
    });
    return created;
  }
}
