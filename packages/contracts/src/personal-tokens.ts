import { z } from 'zod';
import { dataOf } from './customers.js';
import { guidSchema } from './platform/fields.js';

/**
 * Personal read-only API tokens (docs/decisions/0070-personal-read-only-tokens.md) at
 * `/customers/personal-tokens`: a customer's own credential for reading their money from a
 * script, through `/api`'s read routes. The secret is shown once, when the token is made.
 */

/** What the secret starts with: a token that says what it is, for people and secret scanners. */
export const PERSONAL_TOKEN_PREFIX = 'mxr_';

/**
 * What a token may read, in the customer's words. Statements and tax documents join this list
 * when they exist (each with its read scope in the server's `personal-token-scopes.ts`); until
 * then there is no scope for them.
 */
export const personalTokenScopeSchema = z.enum(['balances', 'transactions'], {
  error: 'Choose what the token may read: balances, transactions',
});
export type PersonalTokenScope = z.infer<typeof personalTokenScopeSchema>;
export const personalTokenScopes = personalTokenScopeSchema.options;

/** How long a token lives, in days: the customer chooses; a token always ends. */
export const personalTokenLifetimes = [30, 90, 365] as const;
export type PersonalTokenLifetime = (typeof personalTokenLifetimes)[number];
export const MAX_PERSONAL_TOKENS = 10;

export const personalTokenNameSchema = z
  .string({ error: 'Give the token a name' })
  .trim()
  .min(1, { error: 'Give the token a name' })
  .max(64, { error: 'At most 64 characters' });

/**
 * `POST /customers/personal-tokens`: its name, what it may read, how many days it lives, and the
 * confirmation (an e-mail or authenticator code, or a passkey, purpose `create_personal_token`)
 * the sensitive action spends.
 */
export const createPersonalTokenRequestSchema = z.strictObject({
  name: personalTokenNameSchema,
  scopes: z
    .array(personalTokenScopeSchema, { error: 'Choose what the token may read' })
    .min(1, { error: 'Choose at least one thing the token may read' })
    .max(personalTokenScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, {
      error: 'Name each scope once',
    }),
  expires_in_days: z.literal(personalTokenLifetimes, {
    error: 'The token lives 30, 90 or 365 days',
  }),
  confirmation_token: z.string().min(1).max(2048),
});
export type CreatePersonalTokenRequest = z.input<typeof createPersonalTokenRequestSchema>;

/** One token as listed: never its secret. */
export const personalTokenSchema = z.strictObject({
  guid: guidSchema,
  name: z.string(),
  scopes: z.array(personalTokenScopeSchema),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  /** Null until first used; updated at most once a minute. */
  last_used_at: z.iso.datetime().nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

/** The token just made, with its secret: the only answer that ever carries it. */
export const createdPersonalTokenSchema = personalTokenSchema.extend({
  secret: z.string().startsWith(PERSONAL_TOKEN_PREFIX),
});
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;

/** `GET /customers/personal-tokens`: the live tokens (not revoked, not expired), newest first. */
export const personalTokensSchema = z.strictObject({ tokens: z.array(personalTokenSchema) });
export type PersonalTokens = z.infer<typeof personalTokensSchema>;

export const personalTokensAnswerSchema = dataOf(personalTokensSchema);
export const createdPersonalTokenAnswerSchema = dataOf(createdPersonalTokenSchema);
