import type { PersonalTokenScope } from '@maple/contracts';

/**
 * The /api read scopes each of the customer's words grants (ADR 70). Only reads: a personal token
 * reaches no write route whatever it holds (the Authenticator takes one on GET and HEAD only).
 * Statements and tax documents add a word here (and to `personalTokenScopeSchema` and migration
 * 0048's check) when they exist, each with its own read scope.
 */
export const apiScopesOf: Readonly<Record<PersonalTokenScope, readonly string[]>> = {
  balances: ['accounts:read'],
  /** The trades and transfers, and the ledger export (`GET /customers/ledger-export`). */
  transactions: ['trades:read', 'transfers:read', 'ledger:read'],
};

/** The read scope of the customer's ledger export. */
export const LEDGER_READ_SCOPE = 'ledger:read';

export const grantedApiScopes = (scopes: readonly PersonalTokenScope[]): string[] => [
  ...new Set(scopes.flatMap((scope) => apiScopesOf[scope])),
];
