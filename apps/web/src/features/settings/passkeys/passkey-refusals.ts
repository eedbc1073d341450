import type { ApiError } from '../../../lib/api/api-error';

/**
 * The passkey calls refuse a wrong current password with 401 `authentication_failed`. (Other
 * security calls answer 400 with a problem on `password`, which the forms place on the field
 * themselves.)
 */
export const isWrongPassword = (error: ApiError): boolean =>
  error.kind === 'http' && error.status === 401;

/** The contract's words for a wrong password, which the password field shows translated. */
export const wrongPasswordMessage = 'The password is incorrect';

/** The passkey is no longer on the account (removed elsewhere): the list is out of date. */
export const isGone = (error: ApiError): boolean => error.kind === 'http' && error.status === 404;
