import {
  type BankScope,
  bankScopes,
  type TokenRequest,
  type TokenResponse,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { randomToken } from '../../infra/security/secrets.js';
import type { TokenService } from '../../infra/security/tokens.js';
import { findBankClient, insertBankClient } from './bank-clients.repo.js';
import type { PasswordHasher } from './passwords.js';

export interface BankClientServiceDeps {
  db: Kysely<Schema>;
  clock: Clock;
  tokens: TokenService;
  hasher: PasswordHasher;
}

export interface CreatedBankClient {
  clientId: string;
  clientSecret: string;
}

/** A bank token lives as long as a customer's access token: 15 minutes. */
export const BANK_TOKEN_SECONDS = 15 * 60;

/** One answer for an unknown client and a wrong secret, so neither reveals the other. */
const refused = () => new AppError('authentication_failed', 'Invalid client credentials');

/**
 * Bank API clients (docs/decisions/0018): created from the command line with a secret shown
 * once and stored as its argon2id hash; each exchanges its credentials for a short-lived bank
 * token (OAuth 2.0 client credentials) with the scopes it asks for, all of them by default.
 */
export class BankClientService {
  constructor(private readonly deps: BankClientServiceDeps) {}

  async create(name: string): Promise<CreatedBankClient> {
    const { db, clock, hasher } = this.deps;
    // 144 bits of id and 256 of secret, both URL-safe.
    const clientId = randomToken().slice(0, 24);
    const clientSecret = randomToken();
    const created = await insertBankClient(db, {
      client_id: clientId,
      name,
      secret_hash: await hasher.hash(clientSecret),
      created_at: clock.now(),
    });
    if (!created) throw new AppError('conflict', 'A bank client with this id exists; try again');
    return { clientId, clientSecret };
  }

  /**
   * A bank token for good credentials. An unknown client id costs the same hashing work as a
   * wrong secret, so the time taken does not tell which client ids exist.
   */
  async issueToken(request: TokenRequest): Promise<TokenResponse> {
    const { db, tokens, hasher } = this.deps;
    const client = await findBankClient(db, request.client_id);
    const accepted =
      client === undefined
        ? await hasher.verifyAbsent(request.client_secret)
        : await hasher.verify(client.secret_hash, request.client_secret);
    if (client === undefined || !accepted) throw refused();
    const scope: BankScope[] = request.scope?.length
      ? [...new Set(request.scope)]
      : [...bankScopes];
    const accessToken = await tokens.issue(
      'bank',
      { sub: platformBankGuid, sub_type: 'bank', scope, client_id: client.client_id },
      BANK_TOKEN_SECONDS,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: BANK_TOKEN_SECONDS,
      scope: scope.join(' '),
    };
  }
}
