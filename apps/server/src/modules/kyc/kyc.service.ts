import type {
  CustomerPii,
  InvestorCategory,
  identityVerificationWithDetailsSchema,
  KycApplication,
  KycStatus,
  PostIdentityVerification,
  Province,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PlatformCaller } from '../../infra/api-kit/customer-scope.js';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { InvestorProfiles } from '../limits/investor-profiles.js';
import {
  type CustomerIdentity,
  findIdentity,
  investorProfilesOf,
  markVerified,
  recordClaim,
} from './customer-identities.repo.js';
import { withDetailsModel } from './kyc.models.js';
import {
  findVerification,
  findVerificationByInquiry,
  insertVerification,
  listVerifications,
  newestVerification,
  updateVerification,
  type Verification,
  type VerificationFilter,
} from './kyc.repo.js';
import type { VerificationMethod } from './kyc.tables.js';
import { contentsOf } from './kyc-answers.js';
import { type AttestedFields, attest } from './kyc-attestation.js';
import { type KycContext, notFound, shownState } from './kyc-context.js';
import {
  customerPiiOf,
  type PersonalData,
  personalDataOf,
  verificationHistory,
} from './kyc-customer-view.js';
import { applicationOf, KycFlow } from './kyc-flow.js';
import { inquiryIdFor } from './kyc-inquiry.js';
import { recordDecision } from './kyc-outcomes.js';
import { AccountRecoveries } from './kyc-recovery.js';
import { KycReview } from './kyc-review.service.js';
import { indexSearchKeyBacklog } from './search-keys-backlog.js';
import { VerificationExpiry } from './verification-expiry.js';

export type { Verification } from './kyc.repo.js';
export type { PersonalData } from './kyc-customer-view.js';

type ExpectedBehaviour = NonNullable<PostIdentityVerification['expected_behaviours']>[number];

export interface NewVerificationRequest {
  /** Who asks: the customer themself, or the bank (through one of its API clients). */
  caller: PlatformCaller;
  customerGuid: string;
  method: VerificationMethod;
  expectedBehaviours: readonly ExpectedBehaviour[];
  /** What a bank attests (`attested` only). */
  attested: AttestedFields;
  requestId: string | null;
}

/** How long a verification stays open for answers: an hour for the flow, a week for papers. */
const lifetimeSeconds: Record<VerificationMethod, number> = {
  id_and_selfie: 60 * 60,
  attested: 60 * 60,
  enhanced_due_diligence: 7 * 24 * 3600,
  document_submission: 7 * 24 * 3600,
};

/**
 * Identity verification (docs/product/identity-verification.md; docs/decisions/0016): Cybrid's
 * identity_verifications behind
 * /api, the built-in flow (`flow`) that stands in for a hosted provider, the staff review
 * (`review`), and each customer's verified identity for the modules that gate on it.
 */
export class KycService implements InvestorProfiles {
  readonly flow: KycFlow;
  readonly review: KycReview;
  /** Getting back into an account through a reviewed re-verification (ADR 59). */
  readonly recoveries: AccountRecoveries;
  private readonly expiry: VerificationExpiry;

  constructor(
    private readonly ctx: KycContext,
    jobs: JobQueue,
  ) {
    this.flow = new KycFlow(ctx);
    this.review = new KycReview(ctx);
    this.expiry = new VerificationExpiry({ db: ctx.db, clock: ctx.clock, jobs });
    this.recoveries = new AccountRecoveries(ctx, this.expiry);
  }

  /**
   * Computes the legal-name and phone search keys of customers who applied before they existed
   * (ADR 25); `main.ts` runs it at start. Answers how many customers it indexed.
   */
  indexSearchKeyBacklog(): Promise<number> {
    return indexSearchKeyBacklog(this.ctx);
  }

  /** POST /api/identity_verifications, inside the caller's transaction (Idempotency-Key). */
  async create(trx: Kysely<Schema>, request: NewVerificationRequest): Promise<Verification> {
    const { clock } = this.ctx;
    await this.assertMayStart(trx, request);
    if (request.method === 'attested' && request.caller.type === 'bank') {
      return attest(this.ctx, trx, {
        customerGuid: request.customerGuid,
        clientId: request.caller.clientId,
        requestId: request.requestId,
        fields: request.attested,
        requestedFailure: request.expectedBehaviours.includes('failed_immediately'),
        expectedBehaviours: request.expectedBehaviours,
      });
    }
    const now = clock.now();
    const guid = newGuid();
    const verification = await insertVerification(trx, {
      guid,
      customerGuid: request.customerGuid,
      method: request.method,
      state: 'waiting',
      expectedBehaviours: [...request.expectedBehaviours],
      inquiryId: inquiryIdFor(guid, request.method),
      expiresAt: addSeconds(now, lifetimeSeconds[request.method]),
      now,
    });
    const behaviours = new Set(request.expectedBehaviours);
    if (behaviours.has('passed_immediately') || behaviours.has('failed_immediately')) {
      return this.decideAtOnce(trx, verification, behaviours.has('passed_immediately'));
    }
    await this.expiry.schedule(trx, verification);
    return verification;
  }

  /** Why a customer may not start this verification now, if they may not. */
  private async assertMayStart(trx: Kysely<Schema>, request: NewVerificationRequest) {
    const { method, expectedBehaviours } = request;
    if (method === 'attested' && request.caller.type !== 'bank') {
      // Attestation is a bank's word for its customer (Cybrid), never a customer's own.
      throw new AppError('invalid_subject', 'Invalid Subject type. Required: bank');
    }
    if (expectedBehaviours.length > 0 && !this.ctx.sandboxBehaviours) {
      throw new AppError(
        'invalid_parameter',
        'expected_behaviours are only honoured in the sandbox',
      );
    }
    if (
      expectedBehaviours.includes('passed_immediately') &&
      expectedBehaviours.includes('failed_immediately')
    ) {
      throw new AppError(
        'invalid_parameter',
        'expected_behaviours cannot hold both passed_immediately and failed_immediately',
      );
    }
    const customer = await this.ctx.customers.find(trx, request.customerGuid);
    if (method === 'enhanced_due_diligence' && customer.state !== 'verified') {
      throw new AppError(
        'unverified_customer',
        'Enhanced due diligence is for verified customers: verify your identity first',
      );
    }
    if (method !== 'id_and_selfie' && method !== 'attested') return;
    // A verification that exists already stands in the way: Cybrid's 409 `data_exists`.
    if (customer.state === 'verified') {
      throw new AppError('data_exists', 'This customer’s identity is already verified');
    }
    const reviewing = await listVerifications(
      trx,
      {
        customerGuid: customer.guid,
        methods: ['id_and_selfie', 'attested'],
        states: ['reviewing'],
      },
      { offset: 0, limit: 1 },
    );
    if (reviewing.total > 0) {
      throw new AppError(
        'data_exists',
        'An identity verification of this customer is being reviewed: wait for its outcome',
      );
    }
  }

  /** The sandbox's `passed_immediately` and `failed_immediately` (Cybrid's behaviours). */
  private async decideAtOnce(
    trx: Kysely<Schema>,
    verification: Verification,
    passed: boolean,
  ): Promise<Verification> {
    const now = this.ctx.clock.now();
    if (passed && verification.method === 'id_and_selfie') {
      // Nothing was asked, so nothing is known but the lowest investor category.
      const claim = { investorCategory: 'retail', province: null, sinIndex: null } as const;
      await recordClaim(trx, verification.customerGuid, claim, now);
    }
    const decided = await updateVerification(
      trx,
      verification.guid,
      passed
        ? { state: 'completed', outcome: 'passed', decidedAt: now }
        : {
            state: 'completed',
            outcome: 'failed',
            failureCodes: ['requested_failure'],
            reasons: ['requested_failure'],
            decidedAt: now,
          },
      now,
    );
    await recordDecision(this.ctx, trx, decided, { type: 'system' });
    return decided;
  }

  /**
   * GET /api/identity_verifications/{guid}: a customer's own only (404 otherwise); the bank's
   * any, its reads of personal data audited as its client's.
   */
  async detail(
    caller: PlatformCaller,
    guid: string,
    options: { includePii: boolean; requestId: string },
  ): Promise<z.output<typeof identityVerificationWithDetailsSchema>> {
    const { db, encryption, clock, audit } = this.ctx;
    const { includePii } = options;
    const customerGuid = caller.type === 'customer' ? caller.customerGuid : undefined;
    const verification = await findVerification(db, guid, { customerGuid });
    if (verification === undefined) throw notFound();
    if (includePii && caller.type === 'bank') {
      await audit.record(db, {
        actorType: 'bank',
        actorId: caller.clientId,
        action: 'kyc.personal_data_read',
        requestId: options.requestId,
        details: { identity_verification_guid: guid, customer_guid: verification.customerGuid },
      });
    }
    const contents = await contentsOf(db, encryption, guid);
    return withDetailsModel(verification, contents, { includePii, now: clock.now() });
  }

  /**
   * Refused with `unknown()` unless the customer exists (a bank may name any): the refusal its
   * operation documents, not a 404 (ADR 69).
   */
  async assertCustomerExists(customerGuid: string, unknown: () => AppError): Promise<void> {
    const exists = await this.ctx.customers.find(this.ctx.db, customerGuid).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return false;
        throw error;
      },
    );
    if (!exists) throw unknown();
  }

  list(
    filter: VerificationFilter,
    page: { offset: number; limit: number },
  ): Promise<{ verifications: Verification[]; total: number }> {
    return listVerifications(this.ctx.db, filter, page);
  }

  /** GET /customers/kyc/{guid}: one application of the flow, the customer's own only. */
  async application(customerGuid: string, guid: string): Promise<KycApplication> {
    const verification = await findVerification(this.ctx.db, guid, { customerGuid });
    if (verification === undefined) throw notFound();
    return applicationOf(this.ctx, this.ctx.db, verification);
  }

  /**
   * GET /customers/kyc/inquiries/{inquiry_id}: the application a verification's
   * `persona_inquiry_id` names (ADR 65), the customer's own only (another's answers 404).
   */
  async inquiry(customerGuid: string, inquiryId: string): Promise<KycApplication> {
    const verification = await findVerificationByInquiry(this.ctx.db, inquiryId, customerGuid);
    if (verification === undefined) throw notFound();
    return applicationOf(this.ctx, this.ctx.db, verification);
  }

  /** GET /customers/kyc: the customer's standing, newest verification and due diligence. */
  async status(customerGuid: string): Promise<KycStatus> {
    const { db, customers, clock } = this.ctx;
    const customer = await customers.find(db, customerGuid);
    const [newest, edd, identity] = await Promise.all([
      newestVerification(db, customerGuid, 'id_and_selfie'),
      newestVerification(db, customerGuid, 'enhanced_due_diligence'),
      findIdentity(db, customerGuid),
    ]);
    return {
      customer_state: customer.state,
      investor_category:
        customer.state === 'verified' ? (identity?.investorCategory ?? null) : null,
      verification: newest === undefined ? null : await applicationOf(this.ctx, db, newest),
      edd:
        edd === undefined
          ? null
          : {
              identity_verification_guid: edd.guid,
              state: shownState(edd, clock.now()),
              outcome: edd.outcome,
            },
    };
  }

  /**
   * Records a customer as verified without an application (the demo customer, seeded at
   * start-up): nothing happens to one already verified, so it may run on every start.
   */
  async seedVerified(
    customerGuid: string,
    identity: { investorCategory: InvestorCategory; province: Province },
  ): Promise<void> {
    const { db, clock, customers, audit } = this.ctx;
    await db.transaction().execute(async (trx) => {
      if ((await customers.find(trx, customerGuid)).state === 'verified') return;
      const now = clock.now();
      await recordClaim(trx, customerGuid, { ...identity, sinIndex: null }, now);
      await markVerified(trx, customerGuid, 'identity', now);
      await customers.recordVerificationOutcome(trx, customerGuid, 'verified');
      await audit.record(trx, {
        actorType: 'system',
        actorId: null,
        action: 'kyc.verification_seeded',
        requestId: null,
        details: { customer_guid: customerGuid, ...identity },
      });
    });
  }

  /** The back office's view: a page of the customer's verifications with their documents. */
  verificationHistory(
    db: Kysely<Schema>,
    customerGuid: string,
    page: { offset: number; limit: number },
  ) {
    return verificationHistory(db, customerGuid, page);
  }

  /**
   * The customer's personal data as their newest application gave it, decrypted: the back
   * office masks it, or reveals it for a stated reason (audited by the caller, in `db`).
   */
  personalDataOf(db: Kysely<Schema>, customerGuid: string): Promise<PersonalData | undefined> {
    return personalDataOf(db, this.ctx.encryption, customerGuid);
  }

  /** The same data as `GET /api/customers/{guid}?include_pii=true` shows it (the customers port). */
  customerPiiOf(db: Kysely<Schema>, customerGuid: string): Promise<CustomerPii | undefined> {
    return customerPiiOf(db, this.ctx.encryption, customerGuid);
  }

  /** What verification established about a customer: category, province, when verified. */
  identityOf(customerGuid: string): Promise<CustomerIdentity | undefined> {
    return findIdentity(this.ctx.db, customerGuid);
  }

  /**
   * The legal name the customer's passed identity verification gave, as one line (first, middle,
   * last), read through `db`; undefined when they were verified without an application.
   */
  async verifiedNameOf(db: Kysely<Schema>, customerGuid: string): Promise<string | undefined> {
    const { verifications } = await listVerifications(
      db,
      { customerGuid, methods: ['id_and_selfie'], states: ['completed'] },
      { offset: 0, limit: 10 },
    );
    const passed = verifications.find((verification) => verification.outcome === 'passed');
    if (passed === undefined) return undefined;
    const name = (await contentsOf(db, this.ctx.encryption, passed.guid)).answers.identity?.name;
    return name && [name.first, name.middle, name.last].filter(Boolean).join(' ');
  }

  /** What the limits read of each customer (their `InvestorProfiles`), inside their transaction. */
  profilesOf(db: Kysely<Schema>, customerGuids: readonly string[]) {
    return investorProfilesOf(db, customerGuids);
  }

  /** Runs the expiry of one verification now (what its job does); answers whether it expired. */
  expire(guid: string): Promise<boolean> {
    return this.expiry.expire(guid);
  }
}
