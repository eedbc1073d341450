import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  type CustomerTokens,
  createVerifiedCustomer,
  enrolAuthenticator,
  signedInStorage,
  signInTokens,
} from './accounts.js';
import { mergeSeeds, type StorageValues, seedStorage } from './session.js';

/**
 * A new customer whose identity is verified through the sandbox's `passed_immediately` (as a
 * platform client would), signed in in this page; answers their tokens (the user token reads the
 * sandbox bank statement, the e-mail address finds their mail).
 */
export async function verifiedCustomerIn(
  page: Page,
  request: APIRequestContext,
  local: StorageValues = {},
): Promise<CustomerTokens> {
  const customer = await createVerifiedCustomer(request);
  const tokens = await signInTokens(request, customer);
  const verified = await request.post('/api/identity_verifications', {
    headers: { authorization: `Bearer ${tokens.at}` },
    data: { type: 'kyc', method: 'id_and_selfie', expected_behaviours: ['passed_immediately'] },
  });
  expect(verified.status()).toBe(201);
  await seedStorage(page, mergeSeeds(signedInStorage(tokens), { local }));
  return tokens;
}

/**
 * `verifiedCustomerIn`, with an authenticator app set up: withdrawals need two-step verification.
 * Its code dialogs then offer the app first; `chooseEmailedCode` picks the e-mail.
 */
export async function withdrawingCustomerIn(
  page: Page,
  request: APIRequestContext,
  local: StorageValues = {},
): Promise<CustomerTokens> {
  const tokens = await verifiedCustomerIn(page, request, local);
  await enrolAuthenticator(request, tokens);
  return tokens;
}

/** In a code dialog of a customer with an authenticator app, asks for the code by e-mail. */
export async function chooseEmailedCode(dialog: Locator): Promise<void> {
  await dialog.getByRole('radio', { name: /^(An e-mail|Un courriel)$/ }).check();
}
