import {
  accessTokenSchema,
  acknowledgementSchema,
  customerSignUpRequestSchema,
  customerTokensSchema,
  dataOf,
  emailOnlyRequestSchema,
  livePriceSchema,
  newestSessionSchema,
  regenerateTokenRequestSchema,
  resetPasswordRequestSchema,
  sharedSessionSchema,
  updatePasswordRequestSchema,
  userDetailSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityTokenSecurity } from '../../infra/http/api-docs.js';
import { type Authenticator, bearerToken, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import { sessionCookieOf, setSessionCookie } from '../../infra/http/session-cookie.js';
import type { IdentityService } from '../identity/identity.service.js';
import { toLivePrices } from '../market/live-prices.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { CustomerService } from './customer.service.js';
import type { EmailOtpService } from './email-otp.service.js';

export interface CustomerRouteDeps {
  identity: IdentityService;
  customers: CustomerService;
  otp: EmailOtpService;
  auth: Authenticator;
  market: MarketDataProvider;
  perMinute: number;
}

const acknowledged = { 200: dataOf(acknowledgementSchema) };

/**
 * The own backend's customer calls (docs/product/interfaces.md), at their exact paths, answering
 * `{ data }`.
 */
export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  registerSignUpAndSessionRoutes(app, deps);
  registerSignedInRoutes(app, deps);
  registerUpdatePasswordRoute(app, deps);
  registerPublicRoutes(app, deps);
}

/** Every customer call's budget per IP address. */
const limitedBy = (deps: CustomerRouteDeps) => ({ config: perIp(deps.perMinute, MINUTE) });

/** A signed-in customer's calls: their budget and the user token's guard. */
const guardedBy = (deps: CustomerRouteDeps) => ({
  ...limitedBy(deps),
  onRequest: deps.auth.require('user'),
});

const callerIn = (deps: CustomerRouteDeps) => (request: FastifyRequest) =>
  deps.customers.caller(credentialsOf(request, 'user'));

/** Signing up, a sign-in's tokens, and a new tab joining its browser's session. */
function registerSignUpAndSessionRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { identity, customers } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = limitedBy(deps);

  r.post(
    '/customers/signup',
    { ...limited, schema: { body: customerSignUpRequestSchema, response: acknowledged } },
    async (request) => ({ data: { message: await identity.registration.signUp(request.body) } }),
  );

  // The identity token of a sign-in (docs/product/overview.md: held in memory) is the bearer here.
  r.post(
    '/customers/generate-customer-token',
    {
      ...limited,
      schema: {
        security: identityTokenSecurity,
        response: { 200: dataOf(customerTokensSchema) },
      },
    },
    async (request, reply) => {
      const tokens = await customers.generateTokens(bearerToken(request));
      // The browser's other tabs join this session through the cookie (ADR 41).
      setSessionCookie(request, reply, tokens.ut);
      return { data: tokens };
    },
  );

  // A new tab of a signed-in browser joins its session; no bearer, only the session cookie.
  r.post(
    '/customers/session',
    { ...limited, schema: { response: { 200: dataOf(sharedSessionSchema) } } },
    async (request) => ({ data: await customers.shareSession(sessionCookieOf(request)) }),
  );
}

/** A signed-in customer's token and details. */
function registerSignedInRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { customers } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = guardedBy(deps);
  const caller = callerIn(deps);

  r.post(
    '/customers/regenerate-customer-token',
    {
      ...guarded,
      schema: { body: regenerateTokenRequestSchema, response: { 200: dataOf(accessTokenSchema) } },
    },
    async (request) => ({
      data: {
        at: await customers.regenerateAccessToken(await caller(request), request.body.cybrid_guid),
      },
    }),
  );

  // The path is spelled "dublicate" (docs/product/interfaces.md); the correct spelling is
  // accepted too.
  for (const path of [
    '/customers/check-customer-token-dublicate',
    '/customers/check-customer-token-duplicate',
  ]) {
    r.post(
      path,
      {
        ...guarded,
        schema: { body: emailOnlyRequestSchema, response: { 200: dataOf(newestSessionSchema) } },
      },
      async (request) => {
        const who = await caller(request);
        customers.assertOwn(who, request.body.email);
        return { data: { iat: await customers.newestSessionIat(who) } };
      },
    );
  }

  r.post(
    '/customers/user-detail',
    {
      ...guarded,
      schema: { body: emailOnlyRequestSchema, response: { 200: dataOf(userDetailSchema) } },
    },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email);
      return { data: await customers.detail(who) };
    },
  );
}

/** A signed-in customer changes their password with an e-mailed code's confirmation. */
function registerUpdatePasswordRoute(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { identity, customers, otp } = deps;
  const caller = callerIn(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customers/update-password',
    { ...guardedBy(deps), schema: { body: updatePasswordRequestSchema, response: acknowledged } },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email);
      await identity.passwords.setPassword(who.user, request.body.password, {
        keepSession: who.claims.sid,
        authorise: (trx) =>
          otp.spendConfirmation(trx, request.body.confirmation_token, {
            userId: who.user.id,
            purpose: 'change_password',
            binding: null,
          }),
      });
      return {
        data: { message: 'Your password is changed. Your other sessions were signed out.' },
      };
    },
  );
}

/** The landing page's prices, and the e-mails a signed-out visitor asks for. */
function registerPublicRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { identity, market } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = limitedBy(deps);

  // Public: the landing page's price strip, read by the client as `data.data`
  // (docs/product/interfaces.md).
  r.get(
    '/customers/landing-live-price',
    { ...limited, schema: { response: { 200: dataOf(dataOf(z.array(livePriceSchema))) } } },
    async () => ({ data: { data: toLivePrices(market.tickers(), market.source).prices } }),
  );

  r.post(
    '/customers/reset-password',
    { ...limited, schema: { body: resetPasswordRequestSchema, response: acknowledged } },
    async (request) => ({
      data: {
        message: await identity.passwords.requestReset(request.body.email, request.body.altcha),
      },
    }),
  );

  r.post(
    '/customers/generate-email-link',
    { ...limited, schema: { body: emailOnlyRequestSchema, response: acknowledged } },
    async (request) => ({
      data: { message: await identity.registration.resendVerification(request.body.email) },
    }),
  );
}
