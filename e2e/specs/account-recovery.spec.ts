import {
  createVerifiedCustomer,
  enrolAuthenticator,
  newCustomer,
  signInTokens,
} from '../support/accounts.js';
import { awaitMail } from '../support/funding.js';
import { enterDocument, newApplicant } from '../support/kyc.js';
import { approveTwice } from '../support/kyc-review.js';
import { flowEn } from '../support/kyc-text.js';
import { expect, test } from '../support/test.js';

/**
 * A customer who lost every passkey and the authenticator gets back in through identity
 * re-verification, reviewed by two people (docs/decisions/0059-account-recovery-by-reverification.md).
 */
test('a locked-out customer sends a photo ID and selfie, two people approve, and the password signs in again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createVerifiedCustomer(request, newCustomer('Grace Hopper'));
  const tokens = await signInTokens(request, customer);
  const verified = await request.post('/api/identity_verifications', {
    headers: { authorization: `Bearer ${tokens.at}` },
    data: { type: 'kyc', method: 'id_and_selfie', expected_behaviours: ['passed_immediately'] },
  });
  expect(verified.status()).toBe(201);
  await enrolAuthenticator(request, tokens);

  const signIn = async () => {
    await page.goto('/signin');
    await page.getByLabel('E-mail address').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  // The authenticator is lost: from the code step, the customer asks to recover the account.
  await signIn();
  await page.getByRole('link', { name: 'Lost your passkeys and authenticator?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recover your account' })).toBeVisible();
  await awaitMail(request, customer.email, 'account_recovery_started');
  await enterDocument(page, flowEn, newApplicant());
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('heading', { name: 'We are reviewing your recovery' })).toBeVisible();
  await awaitMail(request, customer.email, 'account_recovery_in_review');

  await approveTwice(
    browser,
    customer.email,
    'The licence and selfie match the verified identity.',
    ['recoveryMaker', 'recoveryChecker'],
  );
  await awaitMail(request, customer.email, 'account_recovered');

  // The password alone signs in now; withdrawals wait for a new second factor and 48 hours.
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
