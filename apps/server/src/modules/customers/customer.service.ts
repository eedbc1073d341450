import type { CustomerTokens, SessionEnd, SharedSession, UserDetail } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Config } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { TokenService, VerifiedToken } from '../../infra/security/tokens.js';
import type { IdentityService, IdentityUser } from '../identity/identity.service.js';
import { CUSTOMER_SCOPES, encodeGuid } from './access-scopes.js';
import { CustomerUsers } from './customer-users.js';
import {
  type Customer,
  countCreatedSince,
  findCustomer,
  findCustomerByUserId,
  findCustomers,
  freezeCustomer,
  setVerifiedState,
  unfreezeCustomer,
  unverifiedAmong,
} from './customers.repo.js';

export interface CustomerServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  tokens: TokenService;
  tokenTtl: Config['tokens'];
  identity: IdentityService;
}

/** The signed-in customer, as the own backend's calls see them. */
export interface Caller {
  user: IdentityUser;
  customer: Customer;
  claims: VerifiedToken<'user'>;
}

/** What the signed-out screen tells of a session's end; security reasons are told alike. */
const sessionEndOf = (end: string): SessionEnd => {
  switch (end) {
    case 'superseded':
      return 'signed_in_elsewhere';
    case 'signed_out':
    case 'expired':
      return end;
    default:
      return 'ended';
  }
};

const notYours = () =>
  new AppError('forbidden', 'This e-mail address or customer does not belong to you');

/**
 * Customer sessions and data: exchanges an identity token for the user and access tokens,
 * re-issues access tokens, answers the duplicate-login check and the user's details. Every
 * call is checked against the caller's own identity, never a guid or e-mail sent by the client.
 */
export class CustomerService {
  private readonly users = new CustomerUsers();

  constructor(private readonly deps: CustomerServiceDeps) {}

  /** The caller behind a verified user token, with their customer. */
  async caller(claims: VerifiedToken<'user'>): Promise<Caller> {
    const user = await this.deps.identity.requireUser(claims.sub);
    const customer = await findCustomerByUserId(this.deps.db, user.id);
    if (customer === undefined) throw new AppError('not_found', 'No customer for this account');
    return { user, customer, claims };
  }

  /** Refuses an e-mail address (and a customer guid, when given) that is not the caller's. */
  assertOwn(caller: Caller, email: string, customerGuid?: string) {
    if (email !== caller.user.email) throw notYours();
    if (
      customerGuid !== undefined &&
      customerGuid !== '' &&
      customerGuid !== caller.customer.guid
    ) {
      throw notYours();
    }
  }

  /**
   * Redeems an identity token (once) for a new session: the user token `ut`, the platform
   * access token `at`, and what the web stores (docs/product/data.md). Older sessions end.
   */
  async generateTokens(identityToken: string): Promise<CustomerTokens> {
    const { db, tokens, tokenTtl, identity } = this.deps;
    const user = await identity.redeemIdentityToken(identityToken);
    const customer = await findCustomerByUserId(db, user.id);
    if (customer === undefined) throw new AppError('not_found', 'No customer for this account');
    const session = await db
      .transaction()
      .execute((trx) =>
        identity.sessions.start(trx, { kind: 'customer', id: user.id }, tokenTtl.userTtlSeconds),
      );
    const iat = Math.floor(session.issuedAt.getTime() / 1000);
    const ut = await tokens.issue(
      'user',
      { sub: user.id, sid: session.id },
      tokenTtl.userTtlSeconds,
      iat,
    );
    const at = await this.accessToken(customer.guid, session.id);
    return {
      ut,
      at,
      guid: encodeGuid(customer.guid),
      display_name: user.display_name,
      email: user.email,
    };
  }

  /**
   * Joins this browser's session from its session cookie (a user token): a new tab gets the
   * same user token, so the duplicate-login check still finds it the newest, and a fresh access
   * token of the same session. Otherwise says why the session is over, for the signed-out
   * screen; a cookie that is not a valid token of ours learns nothing.
   */
  async shareSession(cookie: string | undefined): Promise<SharedSession> {
    const { tokens, identity } = this.deps;
    if (cookie === undefined) return { status: 'signed_out', reason: null };
    const claims = await tokens.verify('user', cookie).catch((error: unknown) => {
      if (error instanceof AppError) return error;
      throw error;
    });
    if (claims instanceof AppError) {
      const expired = claims.message === 'Signature has expired';
      return { status: 'signed_out', reason: expired ? 'expired' : null };
    }
    const end = await identity.sessions.endOf(claims.sid, { kind: 'customer', id: claims.sub });
    if (end === 'unknown') return { status: 'signed_out', reason: null };
    if (end !== undefined) return { status: 'signed_out', reason: sessionEndOf(end) };
    const { user, customer } = await this.caller(claims);
    return {
      status: 'signed_in',
      ut: cookie,
      at: await this.accessToken(customer.guid, claims.sid),
      guid: encodeGuid(customer.guid),
      display_name: user.display_name,
      email: user.email,
    };
  }

  /** A fresh access token for the caller's own customer, within the same session. */
  async regenerateAccessToken(caller: Caller, cybridGuid: string): Promise<string> {
    if (cybridGuid !== caller.customer.guid) throw notYours();
    return this.accessToken(caller.customer.guid, caller.claims.sid);
  }

  /** `iat` of the caller's newest session: it differs from their own when they signed in elsewhere. */
  async newestSessionIat(caller: Caller): Promise<number> {
    const iat = await this.deps.identity.sessions.newestIssuedAt({
      kind: 'customer',
      id: caller.user.id,
    });
    return iat ?? caller.claims.iat;
  }

  async detail(caller: Caller): Promise<UserDetail> {
    const { user, customer } = caller;
    return {
      email: user.email,
      display_name: user.display_name,
      customer_guid: customer.guid,
      customer_state: customer.state,
      email_verified: user.email_verified_at !== null,
      totp_enrolled: await this.deps.identity.secondFactor.isEnrolled({
        kind: 'customer',
        id: user.id,
      }),
      language: user.language,
      created_at: user.created_at.toISOString(),
    };
  }

  /**
   * Which of the given customers may not trade yet: those whose state is not `verified`
   * (identity verification, docs/product/identity-verification.md). One statement for a whole
   * batch, inside the caller's transaction.
   */
  unverifiedAmong(db: Kysely<Schema>, guids: readonly string[]): Promise<Set<string>> {
    return unverifiedAmong(db, guids);
  }

  /** A customer by guid, read through `db` (a transaction's, to see its own changes). */
  async find(db: Kysely<Schema>, guid: string): Promise<Customer> {
    const customer = await findCustomer(db, guid);
    if (customer === undefined) throw new AppError('not_found', 'Customer not found');
    return customer;
  }

  /** The customer a user holds, read through `db`. */
  async ofUser(db: Kysely<Schema>, userId: string): Promise<Customer> {
    const customer = await findCustomerByUserId(db, userId);
    if (customer === undefined) throw new AppError('not_found', 'Customer not found');
    return customer;
  }

  /** The person behind a customer: whom its e-mails go to, in their language. */
  async holderOf(db: Kysely<Schema>, guid: string): Promise<IdentityUser> {
    const holder = (await this.holdersOf(db, [guid])).get(guid);
    if (holder === undefined) throw new AppError('not_found', 'Customer not found');
    return holder;
  }

  /** How many customers signed up since `since` (the back office's overview). */
  createdSince(since: Date): Promise<number> {
    return countCreatedSince(this.deps.db, since);
  }

  /**
   * The people behind many customers, by customer guid, in two statements however many (a
   * batch's e-mails, a batch of withdrawals); an unknown customer is `not_found`, as `find` says.
   */
  async holdersOf(
    db: Kysely<Schema>,
    guids: readonly string[],
  ): Promise<Map<string, IdentityUser>> {
    const { customers, holders } = await this.customersWithHolders(db, guids);
    if (customers.length !== new Set(guids).size) {
      throw new AppError('not_found', 'Customer not found');
    }
    return holders;
  }

  /**
   * The people behind those of the customers who are verified, by customer guid: a batch of
   * transfers asks the verified gate and needs the holders of the same customers (unknown and
   * unverified customers are left out).
   */
  async verifiedHoldersOf(
    db: Kysely<Schema>,
    guids: readonly string[],
  ): Promise<Map<string, IdentityUser>> {
    const { customers, holders } = await this.customersWithHolders(db, guids);
    const verified = new Set(
      customers.flatMap((customer) => (customer.state === 'verified' ? [customer.guid] : [])),
    );
    return new Map([...holders].filter(([guid]) => verified.has(guid)));
  }

  /**
   * The customers and their users, by customer guid, in two statements: side by side once the
   * customers' users are known (`CustomerUsers`), else one after the other.
   */
  private async customersWithHolders(
    db: Kysely<Schema>,
    guids: readonly string[],
  ): Promise<{ customers: Customer[]; holders: Map<string, IdentityUser> }> {
    const wanted = [...new Set(guids)];
    const userIds = this.users.allOf(wanted);
    const [customers, known] =
      userIds === undefined
        ? [await findCustomers(db, wanted), undefined]
        : await Promise.all([
            findCustomers(db, wanted),
            this.deps.identity.requireUsers(userIds, db),
          ]);
    this.users.remember(customers);
    const users =
      known ??
      (await this.deps.identity.requireUsers(
        customers.map((customer) => customer.user_id),
        db,
      ));
    const holders = new Map(
      customers.flatMap((customer) => {
        const user = users.get(customer.user_id);
        return user === undefined ? [] : [[customer.guid, user] as const];
      }),
    );
    return { customers, holders };
  }

  /**
   * Identity verification's outcome moves the customer on (docs/product/identity-verification.md:
   * unverified → verified or rejected), inside the transaction that records the outcome.
   */
  async recordVerificationOutcome(
    trx: Kysely<Schema>,
    guid: string,
    state: 'verified' | 'rejected',
  ): Promise<void> {
    await setVerifiedState(trx, guid, state, this.deps.clock.now());
  }

  /**
   * Freezes the customer (staff, docs/product/roles.md): a frozen customer is not `verified`, so
   * every gate that lets only verified customers trade or move money refuses them. 409 when already
   * frozen.
   */
  async freeze(trx: Kysely<Schema>, guid: string): Promise<void> {
    if (!(await freezeCustomer(trx, guid, this.deps.clock.now()))) {
      throw new AppError('conflict', 'This customer is already frozen');
    }
  }

  /** Restores the state the customer had before the freeze; 409 when not frozen. */
  async unfreeze(trx: Kysely<Schema>, guid: string): Promise<void> {
    if (!(await unfreezeCustomer(trx, guid, this.deps.clock.now()))) {
      throw new AppError('conflict', 'This customer is not frozen');
    }
  }

  private accessToken(customerGuid: string, sessionId: string): Promise<string> {
    return this.deps.tokens.issue(
      'access',
      { sub: customerGuid, sub_type: 'customer', scope: [...CUSTOMER_SCOPES], sid: sessionId },
      this.deps.tokenTtl.accessTtlSeconds,
    );
  }
}
