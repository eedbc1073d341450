import { z } from 'zod';

/**
 * POST /api/oauth/token: a bank API client's credentials for a bank token (OAuth 2.0 client
 * credentials, RFC 6749 §4.4; Cybrid's identity server takes the same fields at /oauth/token).
 * The body is JSON, as Cybrid's example sends it, or form-encoded, as RFC 6749 does.
 */

/** What a bank token may be granted: the platform routes that honour bank tokens. */
export const bankScopes = [
  'customers:read',
  'identity_verifications:read',
  'identity_verifications:pii:read',
  'identity_verifications:execute',
  // A bank adds its customer's wallet, attesting the customer's approval (ADR 60).
  'external_wallets:execute',
  // A bank withdraws for its customer, attesting the customer's approval (ADR 61).
  'quotes:execute',
  'transfers:execute',
  'transfers:read',
  // A bank trades for its customer on its own attestation, and reads what it did (ADR 66).
  'accounts:read',
  'accounts:execute',
  'quotes:read',
  'trades:execute',
  'trades:read',
  // A bank links its customer's bank accounts through the bank-link screen's workflows.
  'workflows:read',
  'workflows:execute',
  // Cybrid's PATCH of a transfer's participants.
  'transfers:write',
  // A bank reads its customer's personal data with `include_pii` (ADR 68).
  'customers:pii:read',
] as const;
export type BankScope = (typeof bankScopes)[number];

const bankScopeSchema = z.enum(bankScopes, {
  error: `scope: each must be one of ${bankScopes.join(', ')}`,
});

export const tokenRequestSchema = z.strictObject({
  grant_type: z.literal('client_credentials', {
    error: 'grant_type must be client_credentials',
  }),
  client_id: z.string().min(1, 'client_id is required').max(64),
  client_secret: z.string().min(1, 'client_secret is required').max(256),
  /** Space-separated (RFC 6749 §3.3); every bank scope when left out. */
  scope: z
    .string()
    .max(1000)
    .transform((value) => value.split(' ').filter((scope) => scope !== ''))
    .pipe(z.array(bankScopeSchema))
    .optional(),
});
export type TokenRequest = z.output<typeof tokenRequestSchema>;

/** RFC 6749 §5.1's answer. */
export const tokenResponseSchema = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  /** The scopes granted, space-separated. */
  scope: z.string(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;
