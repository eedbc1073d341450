import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import {
  chooseEmailedCode,
  verifiedCustomerIn,
  withdrawingCustomerIn,
} from '../support/banking.js';
import { emailedCode } from '../support/funding.js';
import { watchPageProblems } from '../support/page-errors.js';
import { localKeys } from '../support/session.js';
import { expect, test } from '../support/test.js';

/**
 * Crypto in and out on the real UI and server (issue 15), on the sandbox chain the e2e server
 * runs with short timings (playwright.config.ts: a wallet's cooldown of seconds, blocks every
 * second or so): a simulated BTC deposit gathers its confirmations and is credited; wallets are
 * added with an e-mailed code, wait out their cooldown, and receive withdrawals confirmed with a
 * code bound to them; a withdrawal of CAD 1,000 or more to a third party answers the travel rule.
 */

/**
 * Published testnet vectors, valid on the sandbox's network: BIP173's P2WPKH and BIP350's
 * taproot address (BIP173's P2WSH one is on the sample deny list).
 */
const ownAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const friendAddress = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';

/** A hash shortened to its first and last four characters (docs/product/data.md). */
const shortHash = /^[0-9a-f]{4}…[0-9a-f]{4}$/;

/** A term's value in a quote summary. */
const quoteValue = (scope: Locator, term: string): Locator =>
  scope.getByRole('term').filter({ hasText: term }).locator('+ dd');

/**
 * Adds a BTC wallet on /external-wallet, confirmed with an e-mailed code; `owner` answers "Whose
 * wallet is this?" with the choice it names, else it is left at "say later".
 */
async function addWallet(
  page: Page,
  request: APIRequestContext,
  email: string,
  wallet: { name: string; address: string; codesSeen: number; owner?: RegExp },
): Promise<void> {
  await page.goto('/external-wallet');
  const form = page.getByRole('region', { name: 'Add a wallet' });
  await form.getByRole('combobox', { name: 'Asset' }).selectOption('BTC');
  await form.getByRole('textbox', { name: /^Name/ }).fill(wallet.name);
  await form.getByRole('textbox', { name: 'Address' }).fill(wallet.address);
  await expect(form.getByText('A valid BTC address.')).toBeVisible();
  const whose = form.getByRole('group', { name: 'Whose wallet is this?' });
  await expect(whose.getByRole('radio', { name: 'I’d rather say later' })).toBeChecked();
  if (wallet.owner) await whose.getByRole('radio', { name: wallet.owner }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await chooseEmailedCode(form);
  await form.getByRole('button', { name: 'E-mail me a code' }).click();
  await form
    .getByLabel('Code from the e-mail')
    .fill(await emailedCode(request, email, wallet.codesSeen));
  await form.getByRole('button', { name: 'Add the wallet' }).click();
  await expect(page.getByText(`${wallet.name} was added.`, { exact: false })).toBeVisible();
}

/** Confirms the withdrawal under review with the code e-mailed for it. */
async function confirmWithCode(
  review: Locator,
  request: APIRequestContext,
  email: string,
  codesSeen: number,
): Promise<void> {
  await chooseEmailedCode(review);
  await review.getByRole('button', { name: 'E-mail me a code' }).click();
  await review
    .getByLabel('Code from the e-mail')
    .fill(await emailedCode(request, email, codesSeen));
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
}

/**
 * A choice drawn as a button (ChoiceGroup): its radio is visually hidden, so a person clicks
 * its label, as here.
 */
async function choose(scope: Page | Locator, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

test('a simulated BTC deposit is credited; wallets added with a code receive withdrawals after their cooldown, one under the travel rule', async ({
  page,
  request,
}) => {
  // Confirmations block by block, two cooldowns (seconds here), two withdrawals on the chain.
  test.setTimeout(300_000);
  const problems = await watchPageProblems(page);
  const { email } = await withdrawingCustomerIn(page, request);

  // The deposit: the sandbox pays the customer's BTC address, worth over CAD 1,000.
  await page.goto('/deposits');
  await choose(page, 'Crypto');
  await expect(page.getByText('Your BTC address')).toBeVisible();
  const sandbox = page.getByRole('region', { name: 'Sandbox: simulate an incoming deposit' });
  await sandbox.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.5');
  await sandbox.getByRole('button', { name: 'Simulate the deposit' }).click();
  const deposits = page.getByRole('region', { name: 'Crypto deposits' });
  const deposit = deposits.getByRole('listitem').filter({ hasText: '0.5 BTC' });
  await expect(deposit.getByText(/^\d of \d+ confirmations$/)).toBeVisible({ timeout: 30_000 });
  await expect(deposit.getByText(shortHash)).toBeVisible();
  await expect(deposit.getByText('Credited to your account.')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
  // Worth CAD 1,000 or more: who sent it (the travel rule).
  await deposit.getByRole('button', { name: 'Answer' }).click();
  await deposit
    .getByRole('group', { name: 'The deposit came from' })
    .getByRole('radio', { name: 'Me: it is my own wallet' })
    .check();
  await deposit.getByRole('button', { name: 'Send the answer' }).click();
  await expect(deposit.getByText(/Tell us who sent/)).toBeHidden();

  // Two wallets, each with an e-mailed code; each waits out its (short) cooldown. For the tax
  // year, the hardware wallet is said to be the customer's own as it is added...
  await addWallet(page, request, email, {
    name: 'My hardware wallet',
    address: ownAddress,
    codesSeen: 0,
    owner: /^My own wallet/,
  });
  await expect(
    page.getByRole('combobox', { name: 'Whose wallet is My hardware wallet?' }),
  ).toHaveValue('own');
  await addWallet(page, request, email, {
    name: 'Grace’s wallet',
    address: friendAddress,
    codesSeen: 1,
  });
  // ...and Grace's, added without saying, is said to be somebody else's afterwards, in the list.
  const grace = page.getByRole('combobox', { name: 'Whose wallet is Grace’s wallet?' });
  await expect(grace).toHaveValue('unsaid');
  await grace.selectOption('Someone else’s');
  await expect(page.getByText('Saved: Grace’s wallet is someone else’s.')).toBeVisible();
  // Read again from the server, both answers stand.
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: 'Whose wallet is My hardware wallet?' }),
  ).toHaveValue('own');
  await expect(grace).toHaveValue('third_party');

  await page.goto('/withdrawals');
  await choose(page, 'Crypto');
  const form = page.getByRole('form', { name: 'Withdraw crypto' });
  const mine = form.getByRole('radio', { name: /My hardware wallet/ });
  await expect(mine).toBeDisabled();
  await expect(form.getByText(/Usable for withdrawals in \d+ min/).first()).toBeVisible();
  await expect(mine).toBeEnabled({ timeout: 90_000 });

  // A small withdrawal to the customer's own wallet, confirmed with the bound code.
  await mine.check();
  await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.001');
  await form.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review your BTC withdrawal' });
  await expect(quoteValue(review, 'The wallet receives')).toHaveText('0.001 BTC');
  await expect(quoteValue(review, 'Network fee')).toHaveText(/BTC$/);
  await expectNoSeriousA11yViolations(page);
  await confirmWithCode(review, request, email, 2);
  await expect(page.getByText('Sent and confirmed on the network.').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(shortHash).first()).toBeVisible();

  // CAD 1,500 to a third party's wallet: the travel rule asks whose it is first.
  await page.getByRole('button', { name: 'Make another withdrawal' }).click();
  const friend = form.getByRole('radio', { name: /Grace’s wallet/ });
  await expect(friend).toBeEnabled({ timeout: 90_000 });
  await friend.check();
  await choose(form, 'CAD');
  await form.getByRole('textbox', { name: 'Amount (CAD)' }).fill('1500');
  await form.getByRole('button', { name: 'Review' }).click();
  const ruled = page.getByRole('region', { name: 'Review your BTC withdrawal' });
  await ruled
    .getByRole('group', { name: 'This wallet belongs to' })
    .getByRole('radio', { name: 'Someone else' })
    .check();
  await ruled.getByRole('textbox', { name: 'Their full name' }).fill('Grace Hopper');
  await ruled
    .getByRole('textbox', { name: 'Their postal address' })
    .fill('1 Navy Way, Arlington, VA 22201, USA');
  await ruled.getByRole('button', { name: 'Continue' }).click();
  await confirmWithCode(ruled, request, email, 3);
  // Its own result, not the first withdrawal's state in the list below, says it was sent.
  await expect(page.getByText(/^Your withdrawal of .+ was sent\.$/)).toBeVisible({
    timeout: 30_000,
  });
  const withdrawals = page.getByRole('region', { name: 'Crypto withdrawals' });
  await expect(withdrawals.getByRole('listitem')).toHaveCount(2);

  // Both withdrawals in /orders, by the crypto network, with the first one's hash.
  await page.goto('/orders?tab=transfers');
  const transfers = page.getByRole('table', { name: 'Your transfers' });
  await expect(transfers.getByRole('row').filter({ hasText: 'Crypto network' })).toHaveCount(3);
  await expect(transfers.getByText(shortHash).first()).toBeVisible();

  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('the crypto parts of /deposits and /withdrawals speak French', async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    await verifiedCustomerIn(page, request, { [localKeys.language]: 'fr-CA' });
    await page.goto('/deposits');
    await choose(page, 'Cryptomonnaies');
    const sandbox = page.getByRole('region', { name: 'Bac à sable : simuler un dépôt entrant' });
    await sandbox.getByRole('textbox', { name: 'Montant (BTC)' }).fill('0,01');
    await sandbox.getByRole('button', { name: 'Simuler le dépôt' }).click();
    const deposits = page.getByRole('region', { name: 'Dépôts crypto' });
    await expect(deposits.getByText(/^\d confirmations? sur \d+$/)).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/withdrawals');
    await choose(page, 'Cryptomonnaies');
    const form = page.getByRole('form', { name: 'Retirer des cryptos' });
    await expect(
      form.getByText('Vous n’avez pas encore de portefeuille où retirer.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Retraits crypto' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  });
});
