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
 * The same for a list's `customer_guid` filter: a list naming the token's customer (among others,
 * which match nothing) lists that customer's resources; one naming only others answers 404.
 */
export function customerListedIn(request: FastifyRequest, listed?: readonly string[]): string {
  const customerGuid = credentialsOf(request, 'access').sub;
  if (listed !== undefined && !listed.includes(customerGuid)) {
    throw new AppError('not_found', 'Customer not found');
  }
  return customerGuid;
}
