import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Broadcast } from '../../infra/coordination/broadcast.js';
import type { Schema } from '../../infra/db/schema.js';
import { Authenticator } from '../../infra/http/auth.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { FieldEncryption } from '../../infra/security/encryption.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Outbox } from '../notifications/outbox.js';
import { BotCheck } from './bot-check.js';
import type { IdentityConfig } from './identity.config.js';
import { registerIdentityRoutes } from './identity.routes.js';
import { IdentityService } from './identity.service.js';
import type { UserCreatedHook } from './identity-context.js';
import { registerMfaRoutes } from './mfa.routes.js';
import { registerOAuthRoutes } from './oauth.routes.js';
import { registerPasskeyRoutes } from './passkeys.routes.js';
import { registerPasswordRoutes } from './password.routes.js';
import { PasswordHasher } from './passwords.js';
import { PersonalTokenService } from './personal-tokens.service.js';
import { SecondFactorService } from './second-factor.service.js';
import { SessionService } from './session.service.js';

/**
 * Sign-up, sign-in, sessions and second factors, the token check every guarded route uses
 * (`auth`), and bank clients' token exchange on `/api` (ADR 46).
 */
export function createIdentityModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    tokens: TokenService;
    encryption: FieldEncryption;
    outbox: Outbox;
    coordination: { broadcast: Broadcast };
    /** The audit trail's writer: personal tokens record their making and their end (ADR 70). */
    audit: AuditService;
    /** Gives a new user what the other modules keep for them (a customer's accounts). */
    onUserCreated: UserCreatedHook;
  },
  config: IdentityConfig & {
    publicUrl: string;
    /** Withdrawals wait this long after a password change (funding's setting). */
    funding: { securityChangeHoldSeconds: number };
  },
) {
  const { db, clock } = deps;
  const sessions = new SessionService(db, clock, deps.coordination.broadcast);
  const personalTokens = new PersonalTokenService({
    db,
    clock,
    broadcast: deps.coordination.broadcast,
    audit: (trx, event) => deps.audit.record(trx, event),
  });
  const identity = new IdentityService({
    db,
    clock,
    tokens: deps.tokens,
    outbox: deps.outbox,
    hasher: new PasswordHasher(config.passwordHashing),
    sessions,
    personalTokens,
    secondFactor: new SecondFactorService(db, clock, deps.encryption),
    botCheck: new BotCheck(config.altcha.hmacKey, config.altcha.maxNumber, clock),
    publicUrl: config.publicUrl,
    withdrawalHoldSeconds: config.funding.securityChangeHoldSeconds,
    onUserCreated: deps.onUserCreated,
  });
  return {
    services: {
      identity,
      /** The token check of every guarded route, `app.ts` registers its hook. */
      auth: new Authenticator(deps.tokens, sessions, personalTokens),
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      registerIdentityRoutes(app, { identity, auth, perMinute: rateLimits.perMinute });
      registerMfaRoutes(app, { identity, auth, perMinute: rateLimits.perMinute });
      registerPasskeyRoutes(app, { identity, auth, perMinute: rateLimits.perMinute });
      registerPasswordRoutes(app, { identity, auth, perMinute: rateLimits.perMinute });
    },
    async registerPlatformRoutes(api: FastifyInstance, { rateLimits }: RouteKit) {
      await registerOAuthRoutes(api, {
        bankClients: identity.bankClients,
        perMinute: rateLimits.perMinute,
      });
    },
  };
}
