import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cybridDescription } from '../testing/cybrid-openapi.js';
import { operationDifferences, operationsUnder } from '../testing/openapi-diff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Our generated /api description (served at /docs/json) against Cybrid's, operation by
 * operation. Where we deliberately differ, the difference is listed here with its reason: an
 * issue that implements more of Cybrid's API removes its lines, one that adds an operation
 * lists it, and any difference nobody listed fails the test.
 */
const deviations: readonly { difference: string; reason: string }[] = [
  {
    difference: 'GET /api/prices lacks query parameter payout_symbol',
    reason: 'payout prices (cross-border payouts) are not offered',
  },
  {
    difference: 'GET /api/prices lacks query parameter payout_country_code',
    reason: 'payout prices are not offered',
  },
  {
    difference: 'GET /api/prices lacks query parameter payout_participants_type',
    reason: 'payout prices are not offered',
  },
  {
    difference: 'GET /api/prices lacks query parameter payout_route',
    reason: 'payout prices are not offered',
  },
  {
    difference:
      'GET /api/prices response 200[] lacks properties country_code, participants_type, route',
    reason: 'those fields describe payout prices, which are not offered',
  },
  {
    difference: 'GET /api/accounts adds query parameter asset',
    reason: "the app lists a customer's accounts by asset (a filter Cybrid clients may ignore)",
  },
  {
    difference:
      'POST /api/accounts request body.type lacks values fiat, invoice_operations, storage',
    reason:
      'a customer, or its bank for it, opens trading accounts only; the CAD fiat account comes with sign-up',
  },
  {
    difference:
      'POST /api/quotes request body lacks properties bank_guid, destination_account_guid, destination_accounts, fees, network_address, reference_trade_guid, source_account_guid',
    reason:
      'trading and transfer quotes for a customer only; quotes for the bank itself, custom fees, batch, lightning, exit and inter-account quotes are not offered',
  },
  {
    difference: 'POST /api/quotes request body requires side',
    reason: 'both quotes offered need it (Cybrid requires it for trading and funding quotes too)',
  },
  {
    difference:
      'POST /api/quotes request body.product_type lacks values book_transfer, inter_account, lightning_transfer, trading_exit',
    reason: 'only trading, funding and crypto transfer quotes exist',
  },
  ...[
    'POST /api/quotes response 201',
    'GET /api/quotes/{quote_guid} response 200',
    'GET /api/quotes response 200.objects[]',
  ].flatMap((where) => ({
    difference: `${where} lacks properties entries, network_address`,
    reason: 'those fields describe batch and lightning transfer quotes, not offered',
  })),
  {
    difference: "DELETE /api/transfers/{transfer_guid} is not in Cybrid's description",
    reason:
      'cancelling a funding transfer before the rail finishes it, in the shape Cybrid cancels an invoice (DELETE answering the resource)',
  },
  {
    difference:
      'POST /api/transfers request body adds properties confirmation_token, etransfer_security_answer, etransfer_security_question, travel_rule',
    reason:
      'a withdrawal is confirmed by a code bound to its quote (docs/product/sessions.md); an Interac e-Transfer withdrawal needs a security question and answer; a crypto withdrawal of CAD 1,000 or more says whose wallet it goes to (the travel rule, docs/product/bank-accounts-and-wallets.md)',
  },
  {
    difference:
      'POST /api/transfers request body lacks properties bank_fiat_account_guid, beneficiary_memo, customer_fiat_account_guid, customer_guid, destination_account_guid, destination_participants, expected_behaviours, fiat_account_guid, labels, network_fee_account_guid, send_as_deposit_bank_account_guid, source_account_guid, source_participants',
    reason:
      "only a customer's own funding transfers and crypto withdrawals: one account per asset, no participants, labels or memos; the sandbox outcome follows magic amounts (README)",
  },
  {
    difference: 'POST /api/transfers request body.payment_rail adds values etransfer',
    reason:
      'Interac e-Transfer, the Canadian rail Cybrid does not offer (docs/product/lifecycles.md)',
  },
  {
    difference: 'POST /api/transfers request body.payment_rail lacks values ach, rtp, wire',
    reason: 'Canadian funding runs on EFT and Interac e-Transfer only',
  },
  {
    difference:
      'POST /api/transfers request body.transfer_type lacks values book, instant_funding, inter_account, lightning',
    reason: 'only funding transfers and crypto withdrawals exist',
  },
  ...[
    'POST /api/transfers response 201',
    'GET /api/transfers/{transfer_guid} response 200',
    'PATCH /api/transfers/{transfer_guid} response 200',
    'GET /api/transfers response 200.objects[]',
  ].flatMap((where) => [
    {
      difference: `${where} lacks properties destination_participants, entries, network_fee_liability_amount, network_fee_liability_amount_asset, source_participants`,
      reason:
        'those fields describe batch and participant transfers, not offered; the customer pays the network fee',
    },
    {
      difference: `${where}.transfer_details adds properties confirmations, etransfer_recipient, etransfer_reference_code, etransfer_security_question, required_confirmations, travel_rule_party, travel_rule_required`,
      reason:
        "Cybrid's free-form transfer_details, given a shape: where an e-Transfer went (masked), its question, a deposit's reference code; a crypto transfer's confirmations and travel rule",
    },
  ]),
  {
    difference: 'GET /api/trades adds query parameter symbol',
    reason: 'the app filters its order history by market (a filter Cybrid clients may ignore)',
  },
  {
    difference:
      'POST /api/trades request body lacks properties expected_error, fiat_account_guid, labels',
    reason:
      "the sandbox's forced errors, a second fiat account and labels are not offered: a customer has one CAD account",
  },
  {
    difference:
      'POST /api/identity_verifications request body lacks properties aliases, counterparty_guid, director_customer_guids, external_bank_account_guid, nature_of_business, supporting_file_guids, ultimate_beneficial_owners, website',
    reason:
      'only individuals are verified: businesses, counterparties, bank accounts and attested files are not offered',
  },
  {
    difference: 'POST /api/identity_verifications request body requires method',
    reason: 'Cybrid requires it for type kyc too, the only type offered',
  },
  {
    difference:
      'POST /api/identity_verifications request body.method lacks values account_ownership, attested_business_registration, attested_id_and_selfie, attested_ownership, business_registration, tax_id_and_selfie, watchlists',
    reason:
      'an individual is verified by the built-in flow (id_and_selfie), documents, enhanced due diligence or (with a bank token) attestation',
  },
  {
    difference:
      'POST /api/identity_verifications request body.type lacks values bank_account, counterparty',
    reason:
      'bank accounts are verified when they are linked (docs/product/bank-accounts-and-wallets.md); counterparties are not offered',
  },
  {
    difference: "POST /api/oauth/token is not in Cybrid's description",
    reason:
      'Cybrid issues bank tokens on its identity server (/oauth/token); our one host serves it under /api (ADR 18)',
  },
  {
    difference: 'POST /api/trades request body.trade_type lacks values exit',
    reason: 'exit trades (liquidating to an external fiat account) are not offered',
  },
  {
    difference:
      'POST /api/external_bank_accounts request body lacks properties counterparty_address, counterparty_email_address, counterparty_guid, plaid_account_mask, plaid_account_name, plaid_institution_id, plaid_processor_token',
    reason:
      'a customer links their own account: processor tokens and counterparties are not offered (ADR 19)',
  },
  {
    difference:
      'POST /api/external_bank_accounts request body.account_kind lacks values plaid_processor_token',
    reason: 'processor tokens come from a bank’s own Plaid integration, which is not offered',
  },
  {
    difference:
      'POST /api/external_bank_accounts request body.counterparty_bank_account requires account_number, routing_number, routing_number_type',
    reason: 'Cybrid requires them for raw_routing_details too, the only use of the object',
  },
  {
    difference:
      'POST /api/external_bank_accounts request body.counterparty_bank_account.routing_number_type lacks values ABA',
    reason: 'Canadian (CPA) routing numbers only (docs/product/bank-accounts-and-wallets.md)',
  },
  {
    difference: 'POST /api/workflows request body requires kind, language',
    reason: 'Cybrid requires both for plaid workflows, the only type offered',
  },
  {
    difference: 'POST /api/workflows request body.language lacks values de, es, nl',
    reason: 'the bank-link screen speaks English and French (docs/product/overview.md)',
  },
  {
    difference:
      'POST /api/external_wallets request body adds properties confirmation_token, no_tag_own_wallet',
    reason:
      'adding a wallet is confirmed by a code bound to its address, and XRP without a tag needs the customer’s word that it is their own wallet (docs/product/bank-accounts-and-wallets.md, ADR 21)',
  },
  {
    difference: 'GET /api/external_wallets adds query parameter counterparty_guid',
    reason:
      'the official client sends this filter (its description is newer than the kept one); no wallet is a counterparty’s, so it lists none rather than ignoring it',
  },
];

/** Every Cybrid operation /api implements today, and the bank token's exchange. */
const implemented = [
  'GET /api/assets',
  'GET /api/symbols',
  'GET /api/prices',
  'GET /api/customers',
  'GET /api/customers/{customer_guid}',
  'GET /api/accounts',
  'POST /api/accounts',
  'GET /api/accounts/{account_guid}',
  'GET /api/quotes',
  'POST /api/quotes',
  'GET /api/quotes/{quote_guid}',
  'GET /api/trades',
  'POST /api/trades',
  'GET /api/trades/{trade_guid}',
  'GET /api/identity_verifications',
  'POST /api/identity_verifications',
  'GET /api/identity_verifications/{identity_verification_guid}',
  'POST /api/oauth/token',
  'POST /api/workflows',
  'GET /api/workflows',
  'GET /api/workflows/{workflow_guid}',
  'GET /api/external_bank_accounts',
  'POST /api/external_bank_accounts',
  'GET /api/external_bank_accounts/{external_bank_account_guid}',
  'PATCH /api/external_bank_accounts/{external_bank_account_guid}',
  'DELETE /api/external_bank_accounts/{external_bank_account_guid}',
  'GET /api/transfers',
  'POST /api/transfers',
  'GET /api/transfers/{transfer_guid}',
  'PATCH /api/transfers/{transfer_guid}',
  'DELETE /api/transfers/{transfer_guid}',
  'GET /api/deposit_addresses',
  'POST /api/deposit_addresses',
  'GET /api/deposit_addresses/{deposit_address_guid}',
  'GET /api/external_wallets',
  'POST /api/external_wallets',
  'GET /api/external_wallets/{external_wallet_guid}',
  'DELETE /api/external_wallets/{external_wallet_guid}',
];

let t: TestApp;
let ours: unknown;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  // The document /docs/json serves, as a client reads it.
  ours = (await t.app.inject('/docs/json')).json();
});
afterAll(() => t.close());

describe('the /api description', () => {
  it('holds every implemented operation, at Cybrid’s paths', () => {
    const operations = operationsUnder(ours, '/api/');
    expect(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      [...implemented].sort(),
    );
  });

  it('differs from Cybrid’s only as listed, each with its reason', () => {
    const found = operationsUnder(ours, '/api/').flatMap((operation) =>
      operationDifferences(ours, cybridDescription, operation),
    );
    expect(found.sort()).toEqual(deviations.map(({ difference }) => difference).sort());
  });
});
