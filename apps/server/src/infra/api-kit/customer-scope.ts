import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { credentialsOf } from '../http/auth.js';

/**
 * The customer an access token speaks for. A guid the request names must be that customer's:
 * another customer's resources answer 404, exactly like ones that do not exist, so a guid
 * reveals nothing.
 */
export function customerOf(request: FastifyRequest, named?: string): string {
  const customerGuid = credentialsOf(request, 'access').sub;
  if (named !== undefined && named !== customerGuid) {
    throw new AppError('not_found', 'Customer not found');
  }
  return customerGuid;
}

/**
 * The customer a list's `customer_guid` filter lets a customer's token see: the token's own, or
 * undefined when the filter names only others, which lists nothing (200, empty): Cybrid documents
 * no 404 for its lists, and an empty list reveals no more than a 404 would.
 */
export function customerListedIn(
  request: FastifyRequest,
  listed?: readonly string[],
): string | undefined {
  const customerGuid = credentialsOf(request, 'access').sub;
  return listed === undefined || listed.includes(customerGuid) ? customerGuid : undefined;
}

/**
 * Who a route that also takes bank tokens (`bankTokens: true`) acts for: a customer (their own
 * access token) or the bank, through one of its API clients.
 */
export type PlatformCaller =
  | { type: 'customer'; customerGuid: string }
  | { type: 'bank'; clientId: string };

export function callerOf(request: FastifyRequest): PlatformCaller {
  const bank = request.credentials?.bank;
  if (bank !== undefined) return { type: 'bank', clientId: bank.client_id };
  return { type: 'customer', customerGuid: customerOf(request) };
}

/**
 * The customer a request acts on: a customer acts on themself (as `customerOf`); the bank acts
 * on the customer it names, and must name one.
 */
export function actedOnCustomer(request: FastifyRequest, named: string | undefined): string {
  if (callerOf(request).type === 'customer') return customerOf(request, named);
  if (named === undefined) {
    throw new AppError('missing_parameter', 'customer_guid is required with a bank token', [
      { path: 'body.customer_guid', message: 'is required with a bank token' },
    ]);
  }
  return named;
}

/**
 * A customer a write cannot be for, where its operation documents no 404 but refuses a value
 * with 400 `invalid_value` (createAccount, createQuote; ADR 69): one a bank names that does not
 * exist, or another customer a customer names.
 */
export function unknownCustomer(): AppError {
  const message = 'Customer not found';
  return new AppError('invalid_value', message, [{ path: 'body.customer_guid', message }], 400);
}

/**
 * The same where its operation documents Cybrid's 422 `no_customer` (createExternalWallet,
 * createExternalBankAccount; ADR 69).
 */
export function noCustomer(): AppError {
  const message = 'Customer not found';
  return new AppError('no_customer', message, [{ path: 'body.customer_guid', message }]);
}

/**
 * As `actedOnCustomer`, for an operation Cybrid documents no 404 for (createAccount, createQuote,
 * createExternalWallet, createExternalBankAccount): a customer naming another customer is refused
 * as a bank naming one that does not exist, with that operation's refusal (ADR 69), so a guid
 * still reveals nothing.
 */
export function namedCustomerOf(
  request: FastifyRequest,
  named: string | undefined,
  refusal: () => AppError,
): string {
  const caller = callerOf(request);
  if (caller.type === 'customer' && named !== undefined && named !== caller.customerGuid) {
    throw refusal();
  }
  return actedOnCustomer(request, named);
}

/**
 * The customers a read may see: a customer only themself (as `customerListedIn`; none, an empty
 * array, when the filter names only others); the bank those its `customer_guid` filter names, or
 * every customer (undefined).
 */
export function customersListedBy(
  request: FastifyRequest,
  listed?: readonly string[],
): readonly string[] | undefined {
  if (callerOf(request).type === 'bank') return listed;
  const own = customerListedIn(request, listed);
  return own === undefined ? [] : [own];
}
