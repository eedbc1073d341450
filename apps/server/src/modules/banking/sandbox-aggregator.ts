import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SandboxBankLink, SandboxBankSignIn } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { AggregatedAccount, BankAggregator, PublicTokenExchange } from './aggregator.js';
import { findBankAccount } from './external-bank-accounts.repo.js';
import { sandboxAccountsOf, sandboxUserOf } from './sandbox-bank.js';
import { insertSandboxLink, spendSandboxLink } from './sandbox-links.repo.js';
import { findByLinkToken, markLinked } from './workflows.repo.js';

/** Plaid's lifetimes: a link token lasts four hours, a public token thirty minutes. */
const LINK_TOKEN_SECONDS = 4 * 3600;
const PUBLIC_TOKEN_SECONDS = 30 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const fieldError = (path: string, message: string) =>
  new AppError('unprocessable_entity', message, [{ path: `body.${path}`, message }]);

const badPublicToken = () =>
  new AppError(
    'unprocessable_entity',
    'The plaid_public_token is unknown, already used or expired: link the account again',
    [{ path: 'body.plaid_public_token', message: 'The link is invalid or has expired' }],
  );

/**
 * The built-in stand-in for Plaid or Flinks (BANK_AGGREGATOR=sandbox, ADR 19): its link tokens
 * open the web app's sandbox bank-link screen, whose sign-in (`signIn`, an own-backend route
 * that production never registers) checks the sandbox credentials and hands out a one-use
 * public token for the sandbox user's accounts.
 */
export class SandboxAggregator implements BankAggregator {
  readonly environment = 'sandbox';

  newLinkToken(now: Date) {
    return {
      token: `link-sandbox-${randomUUID()}`,
      expiresAt: addSeconds(now, LINK_TOKEN_SECONDS),
    };
  }

  /**
   * The sandbox screen's sign-in with a link token of the customer's. Linking a new account, it
   * answers a public token and the accounts; re-linking one (`link_token_update`), it records the
   * refresh and answers no token.
   */
  async signIn(
    trx: Kysely<Schema>,
    customer: { guid: string; name: string },
    request: SandboxBankSignIn,
    now: Date,
  ): Promise<SandboxBankLink> {
    const workflow = await findByLinkToken(trx, request.link_token, customer.guid, now);
    if (workflow === undefined) {
      throw fieldError('link_token', 'The link is invalid or has expired');
    }
    const username = request.username.trim();
    if (sandboxUserOf(username, request.password) === undefined) {
      throw fieldError('password', 'The username or password is incorrect');
    }
    const institution = request.institution_number.trim();
    const accounts = sandboxAccountsOf(customer.guid, institution, username, customer.name);
    const answer = { institution_number: institution, accounts: accounts.map(screenAccount) };
    if (workflow.external_bank_account_guid !== null) {
      const linked = await findBankAccount(trx, workflow.external_bank_account_guid);
      if (linked?.institution_number !== institution) {
        throw fieldError('institution_number', 'Choose the bank this account is held at');
      }
      await markLinked(trx, workflow.guid, now);
      return { ...answer, public_token: null };
    }
    const publicToken = `public-sandbox-${randomBytes(16).toString('hex')}`;
    await insertSandboxLink(trx, {
      token_hash: hashOf(publicToken),
      workflow_guid: workflow.guid,
      customer_guid: customer.guid,
      institution_number: institution,
      sandbox_user: username,
      expires_at: addSeconds(now, PUBLIC_TOKEN_SECONDS),
      created_at: now,
    });
    await markLinked(trx, workflow.guid, now);
    return { ...answer, public_token: publicToken };
  }

  async exchange(
    trx: Kysely<Schema>,
    request: PublicTokenExchange,
    now: Date,
  ): Promise<AggregatedAccount> {
    const link = await spendSandboxLink(
      trx,
      hashOf(request.publicToken),
      request.customerGuid,
      now,
    );
    if (link === undefined) throw badPublicToken();
    const account = sandboxAccountsOf(
      request.customerGuid,
      link.institution_number,
      link.sandbox_user,
      request.customerName,
    ).find((candidate) => candidate.aggregatorAccountId === request.accountId);
    if (account === undefined) {
      throw new AppError(
        'unprocessable_entity',
        'The plaid_account_id is not one of the accounts of this link',
        [{ path: 'body.plaid_account_id', message: 'Choose one of the accounts shown' }],
      );
    }
    return account;
  }
}

const screenAccount = (account: AggregatedAccount) => ({
  account_id: account.aggregatorAccountId,
  type: account.type,
  mask: account.accountNumber.slice(-4),
  holder_name: account.holderName,
});
