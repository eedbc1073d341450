import {
  adminPageQuerySchema,
  cryptoWithdrawalDecisionParamsSchema,
  cryptoWithdrawalDecisionRequestSchema,
  dataOf,
  reviewedCryptoWithdrawalListSchema,
  reviewedCryptoWithdrawalSchema,
  staffCryptoTransferParamsSchema,
  staffCryptoTransferSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CryptoService } from './crypto.js';
import type { QueuedWithdrawal, ReviewedWithdrawal } from './reviews.js';

/** The travel rule's third party is personal data: compliance and admins only (`compliance`). */
const PATH = '/admin/api/crypto-withdrawals';

const actorOf = (request: FastifyRequest) => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const reviewedModel = ({ transfer, travelRuleName, travelRuleAddress }: ReviewedWithdrawal) => ({
  guid: transfer.guid,
  customer_guid: transfer.customerGuid,
  asset: transfer.asset,
  state: transfer.state,
  failure_code: transfer.failureCode,
  amount: transfer.estimatedAmount.toString(),
  network_fee: transfer.estimatedNetworkFee?.toString() ?? null,
  cad_value: transfer.cadValue?.toString() ?? null,
  external_wallet_guid: transfer.externalWalletGuid,
  travel_rule_required: transfer.travelRuleRequired,
  travel_rule_party: transfer.travelRuleParty,
  travel_rule_name: travelRuleName,
  travel_rule_address: travelRuleAddress,
  reviewed_by: transfer.reviewedBy,
  review_reason: transfer.reviewReason,
  created_at: transfer.createdAt.toISOString(),
});

/** A withdrawal in the queue, with what its reviewer needs to decide (ADR 43). */
const queuedModel = (queued: QueuedWithdrawal) => {
  const { customer, wallet, recent } = queued;
  return {
    ...reviewedModel(queued),
    customer_name: customer?.name ?? null,
    customer_email: customer?.email ?? null,
    destination:
      wallet === undefined
        ? null
        : {
            address: wallet.address,
            tag: wallet.tag,
            label: wallet.label,
            added_at: wallet.addedAt.toISOString(),
          },
    screening:
      wallet === undefined
        ? null
        : {
            result: wallet.listedAs === null ? ('clear' as const) : ('listed' as const),
            listed_name: wallet.listedAs,
          },
    recent_withdrawals: recent.map((other) => ({
      guid: other.guid,
      asset: other.asset,
      amount: other.amount.toString(),
      state: other.state,
      created_at: other.createdAt.toISOString(),
    })),
  };
};

/**
 * Crypto withdrawals waiting for staff approval, the decision on one, and any one crypto
 * transfer with what its customer said under the travel rule (ADR 23). Audited.
 */
export function registerCryptoReviewRoutes(
  app: FastifyInstance,
  deps: { auth: Authenticator; crypto: CryptoService; perMinute: number },
) {
  const { auth, crypto } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDecider = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'compliance' }),
  };

  r.get(
    PATH,
    {
      ...asDecider,
      schema: {
        querystring: adminPageQuerySchema,
        response: { 200: dataOf(reviewedCryptoWithdrawalListSchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const page_ = { offset: page * per_page, limit: per_page };
      const awaiting = await crypto.reviews.awaiting(actorOf(request), page_);
      return { data: { page, per_page, objects: awaiting.map(queuedModel) } };
    },
  );

  r.get(
    '/admin/api/crypto-transfers/:transfer_guid',
    {
      ...asDecider,
      schema: {
        params: staffCryptoTransferParamsSchema,
        response: { 200: dataOf(staffCryptoTransferSchema) },
      },
    },
    async (request) => {
      const seen = await crypto.reviews.one(actorOf(request), request.params.transfer_guid);
      const { transfer } = seen;
      return {
        data: {
          ...reviewedModel(seen),
          side: transfer.side === 'deposit' ? ('deposit' as const) : ('withdrawal' as const),
          txn_hash: transfer.txnHash,
          deposit_address_guid: transfer.depositAddressGuid,
        },
      };
    },
  );

  r.post(
    `${PATH}/:transfer_guid/decision`,
    {
      ...asDecider,
      schema: {
        params: cryptoWithdrawalDecisionParamsSchema,
        body: cryptoWithdrawalDecisionRequestSchema,
        response: { 200: dataOf(reviewedCryptoWithdrawalSchema) },
      },
    },
    async (request) => {
      const transfer = await crypto.reviews.decide(
        actorOf(request),
        request.params.transfer_guid,
        request.body,
      );
      return {
        data: reviewedModel({ transfer, travelRuleName: null, travelRuleAddress: null }),
      };
    },
  );
}
