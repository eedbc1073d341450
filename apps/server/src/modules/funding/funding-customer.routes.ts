import {
  approvalRequestSchema,
  fundingStatusAnswerSchema,
  sandboxEtransferAnswerSchema,
  sandboxEtransferRequestSchema,
  transferApprovalAnswerSchema,
  transferParamsSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import { displayCode } from './etransfer-deposits.js';
import type { FundingService } from './funding.js';

export interface FundingCustomerRouteDeps {
  auth: Authenticator;
  customers: CustomerService;
  funding: FundingService;
  /** How long a newly linked bank account waits for withdrawals (banking's configuration). */
  newBankAccountHoldSeconds: number;
  newWalletCooldownSeconds: number;
  perMinute: number;
}

/**
 * The own backend's funding calls (user token, `{ data }`): how to deposit by e-Transfer,
 * whether withdrawals are held, the approval of a withdrawal waiting for it (ADR 58); in the
 * sandbox only, an incoming e-Transfer on demand.
 */
export function registerFundingCustomerRoutes(
  app: FastifyInstance,
  deps: FundingCustomerRouteDeps,
) {
  const { auth, customers, funding } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: auth.require('user') };

  r.get(
    '/customers/funding',
    {
      ...guarded,
      schema: { querystring: z.strictObject({}), response: { 200: fundingStatusAnswerSchema } },
    },
    async (request) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      const standing = await funding.standing(customer.guid);
      const { config } = funding.ctx;
      const hold = standing.withdrawalHold;
      return {
        data: {
          etransfer_deposit: {
            deposit_email: config.etransferDepositEmail,
            recipient_name: config.etransferRecipientName,
            reference_code: displayCode(standing.referenceCode),
          },
          withdrawals: {
            allowed: hold === undefined,
            held_until: hold?.until?.toISOString() ?? null,
            reason: hold?.reason ?? null,
          },
          holds: {
            security_change_seconds: config.securityChangeHoldSeconds,
            new_bank_account_seconds: deps.newBankAccountHoldSeconds,
            new_wallet_seconds: deps.newWalletCooldownSeconds,
            approval_seconds: config.approvalWindowSeconds,
          },
          sandbox_controls: config.sandboxControls,
        },
      };
    },
  );

  r.post(
    '/customers/transfers/:transfer_guid/approval',
    {
      ...guarded,
      schema: {
        params: transferParamsSchema,
        body: approvalRequestSchema,
        response: { 200: transferApprovalAnswerSchema },
      },
    },
    async (request) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      const approved = await funding.transfers.approvals.approve(
        customer.guid,
        request.params.transfer_guid,
        request.body.confirmation_token,
      );
      return { data: { transfer_guid: approved.guid, state: approved.state } };
    },
  );

  // Sandbox only (never in production): the route does not exist there.
  if (!funding.ctx.config.sandboxControls) return;
  r.post(
    '/customers/sandbox/etransfers',
    {
      ...guarded,
      schema: {
        body: sandboxEtransferRequestSchema,
        response: { 201: sandboxEtransferAnswerSchema },
      },
    },
    async (request, reply) => {
      await customers.caller(credentialsOf(request, 'user'));
      const { reference_code, amount, sender_name } = request.body;
      const sent = await funding.etransfers.sendIncoming({
        referenceCode: reference_code,
        amount: BigInt(amount),
        senderName: sender_name,
      });
      return reply.code(201).send({
        data: { etransfer_id: sent.id, delivers_at: sent.deliversAt.toISOString() },
      });
    },
  );
}
