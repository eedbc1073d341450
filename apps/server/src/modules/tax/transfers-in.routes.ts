import {
  dataOf,
  statedCostRequestSchema,
  transferInParamsSchema,
  transferInSchema,
  transfersInSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardsOf, type TaxYearRouteDeps } from './tax-year.routes.js';
import type { TransfersIn } from './transfers-in.service.js';

export interface TransfersInRouteDeps
  extends Pick<TaxYearRouteDeps, 'auth' | 'customers' | 'perMinute'> {
  transfersIn: Pick<TransfersIn, 'list' | 'state' | 'withdraw'>;
}

/**
 * The tax centre's transfers in (docs/product/tax.md, ADR 76): `GET /customers/tax/transfers-in`
 * lists the customer's crypto deposits with the cost each joins the pool at;
 * `PUT …/transfers-in/{transfer_guid}/cost` states what one cost them, `DELETE` the same path
 * takes it back to its market value on arrival. The customer's own session only. A malformed
 * guid or cost is refused with 400 by the schema; anything but a completed crypto deposit of the
 * caller's with 404 by the service, nothing written either way.
 */
export function registerTransfersInRoutes(app: FastifyInstance, deps: TransfersInRouteDeps) {
  const { transfersIn } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guarded, callerGuid } = guardsOf(deps);
  const costPath = '/customers/tax/transfers-in/:transfer_guid/cost';
  const answer = { params: transferInParamsSchema, response: { 200: dataOf(transferInSchema) } };

  r.get(
    '/customers/tax/transfers-in',
    { ...guarded, schema: { response: { 200: dataOf(transfersInSchema) } } },
    async (request) => ({ data: await transfersIn.list(await callerGuid(request)) }),
  );

  r.put(
    costPath,
    { ...guarded, schema: { ...answer, body: statedCostRequestSchema } },
    async (request) => {
      const customerGuid = await callerGuid(request);
      const statement = {
        customerGuid,
        transferGuid: request.params.transfer_guid,
        requestId: request.id,
      };
      return { data: await transfersIn.state(statement, BigInt(request.body.cost_cents)) };
    },
  );

  r.delete(costPath, { ...guarded, schema: answer }, async (request) => {
    const customerGuid = await callerGuid(request);
    const statement = {
      customerGuid,
      transferGuid: request.params.transfer_guid,
      requestId: request.id,
    };
    return { data: await transfersIn.withdraw(statement) };
  });
}
