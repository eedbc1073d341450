import {
  approvalRequestSchema,
  bankAccountApprovalAnswerSchema,
  bankAccountParamsSchema,
  dataOf,
  microDepositAnswerSchema,
  microDepositStandingSchema,
  sandboxBankLinkSchema,
  sandboxBankSignInSchema,
  sandboxStatementSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../infra/errors.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { BankingService } from './banking.service.js';
import type { MicroDepositOutcome } from './micro-deposits.js';

export interface BankAccountRouteDeps {
  banking: BankingService;
  customers: CustomerService;
  auth: Authenticator;
  perMinute: number;
}

const PATH = '/customers/bank-accounts/:external_bank_account_guid';

/** A wrong answer, in words that say what is left to do. */
function refusalOf(outcome: MicroDepositOutcome): AppError {
  const { state, attempts_left } = outcome.standing;
  const message =
    state === 'failed'
      ? 'This bank account could not be verified: remove it and enter it again to receive new deposits'
      : `Those amounts do not match your deposits: ${attempts_left} ${attempts_left === 1 ? 'try' : 'tries'} left`;
  return new AppError('unprocessable_entity', message, [{ path: 'body.amounts', message }]);
}

/**
 * The own backend of linked bank accounts (`{ data }` answers, user token, the caller's own
 * accounts only): micro-deposit verification, and, when the sandbox aggregator is on (never in
 * production), the sandbox bank-link screen's sign-in and the sandbox bank's statement.
 */
export function registerBankAccountRoutes(app: FastifyInstance, deps: BankAccountRouteDeps) {
  const { banking, customers } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: deps.auth.require('user'),
  };
  const customerGuid = async (request: FastifyRequest) =>
    (await customers.caller(credentialsOf(request, 'user'))).customer.guid;
  const standing = { 200: dataOf(microDepositStandingSchema) };
  registerApprovalRoute(app, deps, customerGuid);

  r.get(
    `${PATH}/micro-deposits`,
    { ...guarded, schema: { params: bankAccountParamsSchema, response: standing } },
    async (request) => ({
      data: await banking.microDeposits.standing(
        await customerGuid(request),
        request.params.external_bank_account_guid,
      ),
    }),
  );

  r.post(
    `${PATH}/micro-deposits`,
    {
      ...guarded,
      schema: {
        params: bankAccountParamsSchema,
        body: microDepositAnswerSchema,
        response: standing,
      },
    },
    async (request) => {
      const outcome = await banking.microDeposits.verify(
        await customerGuid(request),
        request.params.external_bank_account_guid,
        request.body.amounts,
      );
      if (!outcome.matched) throw refusalOf(outcome);
      return { data: outcome.standing };
    },
  );

  const sandbox = banking.sandbox;
  if (sandbox === undefined) return;

  r.post(
    '/customers/bank-link/sandbox/sign-in',
    {
      ...guarded,
      schema: { body: sandboxBankSignInSchema, response: { 200: dataOf(sandboxBankLinkSchema) } },
    },
    async (request) => {
      const guid = await customerGuid(request);
      return { data: await banking.signInToSandbox(sandbox, guid, request.body) };
    },
  );

  r.get(
    `${PATH}/sandbox-statement`,
    {
      ...guarded,
      schema: {
        params: bankAccountParamsSchema,
        response: { 200: dataOf(sandboxStatementSchema) },
      },
    },
    async (request) => {
      const deposits = await banking.microDeposits.statement(
        await customerGuid(request),
        request.params.external_bank_account_guid,
      );
      return {
        data: {
          deposits: deposits.map((deposit) => ({
            amount_cents: Number(deposit.amountCents),
            description: 'MAPLE EXCHANGE VERIFY',
            sent_at: deposit.sentAt.toISOString(),
          })),
        },
      };
    },
  );
}

/** The customer's approval of a new account (ADR 62), named after the /api resource as the others. */
function registerApprovalRoute(
  app: FastifyInstance,
  deps: BankAccountRouteDeps,
  customerGuid: (request: FastifyRequest) => Promise<string>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { banking } = deps;
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: deps.auth.require('user') };
  r.post(
    '/customers/external-bank-accounts/:external_bank_account_guid/approval',
    {
      ...guarded,
      schema: {
        params: bankAccountParamsSchema,
        body: approvalRequestSchema,
        response: { 200: bankAccountApprovalAnswerSchema },
      },
    },
    async (request) => {
      const approved = await banking.approvals.approve(
        await customerGuid(request),
        request.params.external_bank_account_guid,
        request.body.confirmation_token,
      );
      return { data: { external_bank_account_guid: approved.guid, state: approved.state } };
    },
  );
}
