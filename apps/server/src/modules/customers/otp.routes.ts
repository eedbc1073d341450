import {
  createCryptoOtpRequestSchema,
  createOtpRequestSchema,
  dataOf,
  type OtpPurpose,
  otpConfirmationSchema,
  otpSentSchema,
  passkeyApprovalOptionsRequestSchema,
  passkeyApprovalRequestSchema,
  passkeyCeremonySchema,
  verifyCryptoOtpRequestSchema,
  verifyOtpRequestSchema,
  type WalletBinding,
  walletBinding,
  withdrawalBinding,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerRouteDeps } from './customers.routes.js';
import type { OtpScope } from './email-otp.repo.js';

/** What a passkey approves: a security change named by its purpose, or a crypto target. */
const approvedScopeOf = (
  body: Parameters<typeof cryptoScopeOf>[0] | { purpose: OtpPurpose },
): Omit<OtpScope, 'userId'> =>
  'purpose' in body ? { purpose: body.purpose, binding: null } : cryptoScopeOf(body);

/**
 * A crypto code's scope: one withdrawal (its quote, and its destination: a crypto withdrawal's
 * wallet, a CAD EFT's bank account), one wallet being added (ADR 21), or one bank account linked
 * and waiting for its approval (ADR 62: its guid names its institution, number and holder).
 */
function cryptoScopeOf(body: {
  withdrawal_reference?: string | undefined;
  external_wallet_guid?: string | undefined;
  external_bank_account_guid?: string | undefined;
  wallet?: WalletBinding | undefined;
  new_bank_account_guid?: string | undefined;
}): Omit<OtpScope, 'userId'> {
  if (body.wallet !== undefined) {
    return { purpose: 'add_wallet', binding: walletBinding(body.wallet) };
  }
  if (body.new_bank_account_guid !== undefined) {
    return { purpose: 'add_bank_account', binding: body.new_bank_account_guid };
  }
  const reference = body.withdrawal_reference;
  return {
    purpose: 'withdrawal',
    binding:
      reference === undefined
        ? null
        : withdrawalBinding(
            reference,
            body.external_wallet_guid ?? body.external_bank_account_guid,
          ),
  };
}

const sent = { 200: dataOf(otpSentSchema) };
const confirmed = { 200: dataOf(otpConfirmationSchema) };

/**
 * E-mail one-time codes (create-otp / verify_otp, and the crypto variant:
 * docs/product/sessions.md).
 */
export function registerOtpRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { customers, otp, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: auth.require('user') };
  const caller = (request: FastifyRequest) => customers.caller(credentialsOf(request, 'user'));

  r.post(
    '/customers/create-otp',
    { ...guarded, schema: { body: createOtpRequestSchema, response: sent } },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email, request.body.customer_guid);
      const code = await otp.send(who, { purpose: request.body.purpose, binding: null });
      return { data: { ...code, channel: 'email' as const } };
    },
  );

  r.post(
    '/customers/verify_otp',
    { ...guarded, schema: { body: verifyOtpRequestSchema, response: confirmed } },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email, request.body.customer_guid);
      const scope = { purpose: request.body.purpose, binding: null };
      return { data: await otp.verify(who, scope, request.body.otp) };
    },
  );

  r.post(
    '/customers/create-crypto-otp',
    { ...guarded, schema: { body: createCryptoOtpRequestSchema, response: sent } },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email, request.body.customer_guid);
      const code = await otp.send(who, cryptoScopeOf(request.body));
      return { data: { ...code, channel: 'email' as const } };
    },
  );

  r.post(
    '/customers/verify-crypto-otp',
    { ...guarded, schema: { body: verifyCryptoOtpRequestSchema, response: confirmed } },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email, request.body.customer_guid);
      return { data: await otp.verify(who, cryptoScopeOf(request.body), request.body.otp) };
    },
  );

  registerPasskeyApprovalRoutes(app, deps);
}

/**
 * A withdrawal or a new wallet approved with a passkey instead of a code (ADR 55): the same
 * scope as the crypto code's, signed by one of the customer's passkeys.
 */
function registerPasskeyApprovalRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { customers, otp, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: auth.require('user') };
  const caller = (request: FastifyRequest) => customers.caller(credentialsOf(request, 'user'));

  r.post(
    '/customers/passkey-approval/options',
    {
      ...guarded,
      schema: {
        body: passkeyApprovalOptionsRequestSchema,
        response: { 200: dataOf(passkeyCeremonySchema) },
      },
    },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email, request.body.customer_guid);
      return { data: await otp.startPasskeyApproval(who, approvedScopeOf(request.body)) };
    },
  );

  r.post(
    '/customers/passkey-approval',
    { ...guarded, schema: { body: passkeyApprovalRequestSchema, response: confirmed } },
    async (request) => {
      const who = await caller(request);
      customers.assertOwn(who, request.body.email, request.body.customer_guid);
      const { session_info: sessionInfo, credential } = request.body;
      const scope = approvedScopeOf(request.body);
      return { data: await otp.approveWithPasskey(who, scope, { sessionInfo, credential }) };
    },
  );
}
