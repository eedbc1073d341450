import type { APIRequestContext, Page } from '@playwright/test';
import { verifiedCustomerIn } from '../support/banking.js';
import { approveNewBankAccount } from '../support/funding.js';
import { watchPageProblems } from '../support/page-errors.js';
import { localKeys } from '../support/session.js';
import { expect, test } from '../support/test.js';

/**
 * Linking bank accounts on the real UI and server: through the sandbox bank-link screen, and by
 * hand with micro-deposits read from the sandbox bank's statement; each approved with a code
 * bound to it (docs/decisions/0062-new-bank-accounts-wait-for-approval.md); once in French, left
 * waiting and removed.
 */

test('a verified customer links a bank in the sandbox screen and sees it listed', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const { email } = await verifiedCustomerIn(page, request);
  await page.goto('/payment-method');
  await expect(page.getByText('You have not linked a bank account yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Link a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank' });
  await dialog.getByLabel('Search for your bank').fill('td');
  await dialog.getByLabel('TD Canada Trust (004)').check();
  await dialog.getByRole('button', { name: 'Continue with TD Canada Trust' }).click();
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('The username or password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('pass_good');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByLabel(/^Chequing ····\d{4}, held by Ada Lovelace$/).check();
  await dialog.getByRole('button', { name: 'Link this account' }).click();
  await approveNewBankAccount(dialog, { request, email, codesSeen: 0, hasAuthenticator: false });

  await expect(page.getByText('Your bank account is linked.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Your bank accounts' });
  const account = list.getByRole('listitem', { name: /^TD Canada Trust ····\d{4}$/ });
  await expect(account.getByText('Ready')).toBeVisible();
  // The refused password is answered 422, which the browser reports; nothing else is excused.
  const refused = 'Failed to load resource: the server responded with a status of 422';
  expect(problems.filter((problem) => !problem.text.startsWith(refused))).toEqual([]);
});

test('manual entry is verified with the two micro-deposits', async ({ page, request }) => {
  const { ut: userToken, email } = await verifiedCustomerIn(page, request);
  await page.goto('/payment-method');
  await page.getByRole('button', { name: 'Enter account details' }).click();
  const form = page.getByRole('form', { name: 'Enter your account details' });
  await form.getByLabel('Account nickname').fill('Everyday');
  await form.getByLabel('Institution number').fill('999');
  await form.getByLabel('Transit number').fill('12345');
  await form.getByLabel('Account number').fill('12345678');
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(form.getByText('This institution number is not one we know')).toBeVisible();
  await form.getByLabel('Institution number').fill('815');
  await form.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter your account details' });
  await approveNewBankAccount(dialog, { request, email, codesSeen: 0, hasAuthenticator: false });
  await expect(
    page.getByText('Your bank account was added and waits for verification.'),
  ).toBeVisible();

  const account = page.getByRole('listitem', { name: 'Desjardins ····5678' });
  await expect(account.getByText('Not verified yet')).toBeVisible();
  const guid = await accountGuid(request, page);

  // What the customer's bank statement shows (the sandbox bank's, never in production).
  await expect
    .poll(async () => (await depositsOf(request, userToken, guid)).length, { timeout: 15_000 })
    .toBe(2);
  const amounts = await depositsOf(request, userToken, guid);
  await account.getByRole('button', { name: 'Enter deposit amounts' }).click();
  const verify = page.getByRole('form', { name: 'Verify your deposits' });
  await expect(verify.getByRole('region', { name: 'Sandbox bank statement' })).toBeVisible();
  await verify.getByLabel('First deposit (cents)').fill(String(amounts[0]));
  await verify.getByLabel('Second deposit (cents)').fill(String(amounts[1]));
  await verify.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByText('Your bank account is verified.')).toBeVisible();
  await expect(account.getByText('Ready')).toBeVisible();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('leaves a new account waiting for approval, then removes it after asking', async ({
    page,
    request,
  }) => {
    await verifiedCustomerIn(page, request, { [localKeys.language]: 'fr-CA' });
    await page.goto('/payment-method');
    await page.getByRole('button', { name: 'Saisir les coordonnées du compte' }).click();
    const form = page.getByRole('form', { name: 'Saisissez les coordonnées de votre compte' });
    await form.getByLabel('Nom du compte').fill('Épargne');
    await form.getByLabel('Numéro d’institution').fill('006');
    await form.getByLabel('Numéro de transit').fill('1234');
    await form.getByLabel('Numéro de compte').fill('7654321');
    await form.getByRole('button', { name: 'Ajouter le compte' }).click();
    await expect(form.getByText('Entrez le numéro de transit à 5 chiffres')).toBeVisible();
    await form.getByLabel('Numéro de transit').fill('12345');
    await form.getByRole('button', { name: 'Ajouter le compte' }).click();
    const entry = page.getByRole('dialog', { name: 'Saisissez les coordonnées de votre compte' });
    await expect(entry.getByText(/^Lier .+ à votre compte Maple$/)).toBeVisible();
    await expect(entry.getByText(/^Approuvez-le avant le /)).toBeVisible();
    await entry.getByRole('button', { name: 'Pas maintenant' }).click();
    await expect(page.getByText(/attend votre approbation jusqu’au/)).toBeVisible();

    const account = page.getByRole('listitem', { name: 'National Bank of Canada ····4321' });
    await expect(account.getByText('En attente de votre approbation')).toBeVisible();
    await account.getByRole('button', { name: /^Supprimer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer ce compte bancaire ?' });
    await dialog.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(page.getByText('Le compte bancaire a été supprimé.')).toBeVisible();
    await expect(account).toBeHidden();
  });
});

/** The guid of the customer's only bank account, read as the app reads it. */
async function accountGuid(request: APIRequestContext, page: Page): Promise<string> {
  const accessToken = await page.evaluate(() => sessionStorage.getItem('at'));
  const response = await request.get('/api/external_bank_accounts', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await response.json()) as { objects: { guid: string }[] };
  const [first] = body.objects;
  if (first === undefined) throw new Error('no bank account listed');
  return first.guid;
}

async function depositsOf(
  request: APIRequestContext,
  userToken: string,
  guid: string,
): Promise<number[]> {
  const response = await request.get(`/customers/bank-accounts/${guid}/sandbox-statement`, {
    headers: { authorization: `Bearer ${userToken}` },
  });
  const body = (await response.json()) as { data: { deposits: { amount_cents: number }[] } };
  return body.data.deposits.map((deposit) => deposit.amount_cents);
}
