import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Config } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { TokenService } from '../../infra/security/tokens.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { Outbox } from '../notifications/outbox.js';
import { CustomerService } from './customer.service.js';
import { registerCustomerRoutes } from './customers.routes.js';
import { registerCustomerPlatformRoutes } from './customers-platform.routes.js';
import { EmailOtpService } from './email-otp.service.js';
import { registerOtpRoutes } from './otp.routes.js';
import { registerPersonalTokenRoutes } from './personal-tokens.routes.js';
import { PlatformCustomers } from './platform-customers.js';
import type { CustomerPorts } from './ports.js';
import { registerPreferenceRoutes } from './preferences.routes.js';
import { PreferencesService } from './preferences.service.js';

/** Customers, their e-mailed codes and preferences, and their routes (ADR 46). */
export function createCustomersModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    tokens: TokenService;
    identity: IdentityService;
    outbox: Outbox;
    /** The customer's home shows prices. */
    market: MarketDataProvider;
  } & CustomerPorts,
  config: Pick<Config, 'tokens'>,
) {
  const { db, clock, tokens, identity } = deps;
  const customers = new CustomerService({ db, clock, tokens, tokenTtl: config.tokens, identity });
  const otp = new EmailOtpService({ db, clock, tokens, outbox: deps.outbox, identity });
  const preferences = new PreferencesService({ db, identity });
  const { personalDataOf, audit } = deps;
  const platformCustomers = new PlatformCustomers({ db, personalDataOf, audit });
  return {
    services: { customers, otp, preferences },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const routeDeps = { identity, customers, otp, preferences, auth, market: deps.market };
      registerCustomerRoutes(app, { ...routeDeps, perMinute: rateLimits.perMinute });
      registerOtpRoutes(app, { ...routeDeps, perMinute: rateLimits.perMinute });
      registerPreferenceRoutes(app, { ...routeDeps, perMinute: rateLimits.perMinute });
      registerPersonalTokenRoutes(app, { ...routeDeps, perMinute: rateLimits.perMinute });
    },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerCustomerPlatformRoutes(api, { auth, customers: platformCustomers });
    },
  };
}
