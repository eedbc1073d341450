import { TransfersBankApi } from '@cybrid/cybrid-api-bank-typescript';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CybridClientSetup, cybridClientSetup } from '../testing/cybrid-client.js';
import { schemaErrors } from '../testing/cybrid-openapi.js';
import type { SignedInCustomer } from '../testing/flows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { fundedCustomer } from '../testing/trading-flows.js';

/**
 * The official Cybrid client reading a crypto deposit made on the sandbox chain: its list and
 * get answers validate against Cybrid's OpenAPI description, pending and once completed.
 */
let t: TestApp;
let customer: SignedInCustomer;
let client: CybridClientSetup;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  customer = await fundedCustomer(t, 0n);
  client = cybridClientSetup(`http://127.0.0.1:${address.port}`, customer.tokens.at);
});
afterAll(async () => {
  client.close();
  await t.close();
});

describe('the official Cybrid client and a crypto deposit', () => {
  it('lists and gets the deposit, pending then completed, as Cybrid describes a Transfer', async () => {
    const { deposits, chainSteps } = t.services.crypto;
    // Under 2^53 wei: the generated client reads JSON numbers as doubles.
    const sent = await deposits.sandboxDeposit(customer.guid, 'ETH', 5_000_000_000_000_001n);
    await deposits.scan();
    const transfers = new TransfersBankApi(client.configuration);
    const pending = await firstValueFrom(transfers.listTransfers({ perPage: 10 }));
    expect(schemaErrors('TransferList', pending)).toEqual([]);
    expect(pending.objects).toHaveLength(1);
    const [deposit] = pending.objects;
    expect(deposit).toMatchObject({
      transfer_type: 'crypto',
      side: 'deposit',
      state: 'pending',
      asset: 'ETH',
      txn_hash: sent.txnHash,
      deposit_address_guid: sent.depositAddressGuid,
      destination_account: { type: 'trading', customer_guid: customer.guid },
      source_account: null,
      payment_rail: null,
    });
    expect(String(deposit?.estimated_amount)).toBe('5000000000000001');

    const { requiredConfirmations, blockSeconds } = t.config.chain;
    t.clock.advance(requiredConfirmations.ETH * blockSeconds.ETH);
    await chainSteps.runDue();
    const done = await firstValueFrom(
      transfers.getTransfer({ transferGuid: String(deposit?.guid) }),
    );
    expect(schemaErrors('Transfer', done)).toEqual([]);
    expect(done).toMatchObject({
      state: 'completed',
      transfer_details: {
        confirmations: requiredConfirmations.ETH,
        required_confirmations: requiredConfirmations.ETH,
      },
    });
    expect(String(done.amount)).toBe('5000000000000001');

    const byHash = await firstValueFrom(transfers.listTransfers({ txnHash: sent.txnHash }));
    expect(byHash.objects.map((transfer) => transfer.guid)).toEqual([deposit?.guid]);
    const otherHash = await firstValueFrom(
      transfers.listTransfers({ txnHash: `0x${'0'.repeat(64)}` }),
    );
    expect(otherHash.objects).toEqual([]);
  });
});
