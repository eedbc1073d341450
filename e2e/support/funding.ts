import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';

/**
 * CAD in and out on the real screens: a bank linked in the sandbox screen, an incoming
 * e-Transfer sent with the sandbox control on /deposits, a buy on /exchange, and the e-mail the
 * server sent about them, read from the development mailbox.
 */

/** Whose e-mailed code approves a new bank account, and how many codes they were sent before. */
export interface CodeReader {
  request: APIRequestContext;
  email: string;
  codesSeen: number;
  /** Whether they have an authenticator app, which the code step then offers first. */
  hasAuthenticator: boolean;
}

/**
 * Links the sandbox bank's chequing account through the bank-link screen on /payment-method and
 * approves it with an e-mailed code, as a new account needs.
 */
export async function linkSandboxBank(page: Page, reader: CodeReader): Promise<void> {
  await page.goto('/payment-method');
  await page.getByRole('button', { name: 'Link a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank' });
  await dialog.getByLabel('Search for your bank').fill('td');
  await dialog.getByLabel('TD Canada Trust (004)').check();
  await dialog.getByRole('button', { name: 'Continue with TD Canada Trust' }).click();
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password', { exact: true }).fill('pass_good');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByLabel(/^Chequing ····\d{4}, held by Ada Lovelace$/).check();
  await dialog.getByRole('button', { name: 'Link this account' }).click();
  await approveNewBankAccount(dialog, reader);
  await expect(page.getByText('Your bank account is linked.')).toBeVisible();
}

/**
 * The approval step a dialog adding a bank account goes on to: a code e-mailed for that account
 * (chosen over the authenticator app when the customer has one).
 */
export async function approveNewBankAccount(dialog: Locator, reader: CodeReader): Promise<void> {
  const { request, email, codesSeen } = reader;
  await expect(dialog.getByText(/^Link .+ to your Maple account$/)).toBeVisible();
  if (reader.hasAuthenticator) await dialog.getByRole('radio', { name: 'An e-mail' }).check();
  await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
  await dialog
    .getByLabel('Code from the e-mail')
    .fill(await emailedCode(request, email, codesSeen));
  await dialog.getByRole('button', { name: 'Approve the bank account' }).click();
}

/** Chooses the only option of a bank-account drop-down that is not its placeholder. */
export async function chooseBankAccount(select: Locator): Promise<void> {
  const option = select.locator('option', { hasText: /^TD Canada Trust ••\d{4}$/ });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

/** The words of the sandbox e-Transfer control on /deposits, in each language. */
export const sandboxWords = {
  en: {
    reference: 'Your reference code',
    amount: 'Amount (CAD)',
    referenceInMessage: 'Reference code in the message',
    send: 'Simulate the e-Transfer',
    sent: /^The simulated e-Transfer arrives at about /,
  },
  fr: {
    reference: 'Votre code de référence',
    amount: 'Montant ($ CA)',
    referenceInMessage: 'Code de référence dans le message',
    send: 'Simuler le virement',
    sent: /^Le virement simulé arrivera vers /,
  },
} as const;

type SandboxWords = (typeof sandboxWords)[keyof typeof sandboxWords];

/** The customer's e-Transfer reference code as /deposits shows it (`ABCD-EFGH`). */
export async function shownReferenceCode(page: Page, words: SandboxWords): Promise<string> {
  const term = page.getByRole('term').filter({ hasText: new RegExp(`^${words.reference}$`) });
  const code = (await term.locator('+ dd code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return code;
}

/**
 * Sends an incoming e-Transfer from /deposits with the sandbox control: `amount` as typed, the
 * reference code as given (the customer's own, written however their bank lets them).
 */
export async function simulateEtransfer(
  page: Page,
  words: SandboxWords,
  amount: string,
  referenceCode?: string,
): Promise<void> {
  const control = page.getByRole('region', { name: /^(Sandbox|Bac à sable)/ });
  await control.getByLabel(words.amount).fill(amount);
  if (referenceCode !== undefined) {
    await control.getByLabel(words.referenceInMessage).fill(referenceCode);
  }
  await control.getByRole('button', { name: words.send }).click();
  await expect(control.getByText(words.sent)).toBeVisible();
}

const mailboxSchema = z.object({
  data: z.array(
    z.object({ to: z.string(), template: z.string(), subject: z.string(), text: z.string() }),
  ),
});
export type SentMail = z.infer<typeof mailboxSchema>['data'][number];

/**
 * Waits until the development mailbox holds more than `seen` messages of this template to
 * `email`, and answers the newest. The mailbox lists newest first.
 */
export async function awaitMail(
  request: APIRequestContext,
  email: string,
  template: string,
  seen = 0,
): Promise<SentMail> {
  let mine: SentMail[] = [];
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox/messages.json');
      const { data } = mailboxSchema.parse(await response.json());
      mine = data.filter((mail) => mail.to === email && mail.template === template);
      return mine.length;
    }, `an e-mail "${template}" to ${email}`)
    .toBeGreaterThan(seen);
  const [newest] = mine;
  if (newest === undefined) throw new Error('unreachable: polled until one arrived');
  return newest;
}

/** The one-time code of the newest confirmation e-mail to `email`. */
export async function emailedCode(
  request: APIRequestContext,
  email: string,
  seen = 0,
): Promise<string> {
  const mail = await awaitMail(request, email, 'email_otp', seen);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (code === undefined) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** Buys BTC for `cad` on /exchange and waits for the trade to complete. */
export async function buyBtc(page: Page, cad: string): Promise<void> {
  await page.goto('/exchange');
  const form = page.getByRole('form', { name: 'Trade' });
  await form.locator('label', { hasText: /^Buy$/ }).click();
  await form.getByLabel('Amount (CAD)').fill(cad);
  await form.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByRole('timer')).toHaveText(/Expires in \d+ s/);
  await quote.getByRole('button', { name: 'Confirm buy' }).click();
  const placed = page.getByRole('region', { name: 'Trade placed' });
  await expect(placed.getByRole('status')).toHaveText('Completed', { timeout: 20_000 });
  await expect(placed.getByRole('row', { name: /^BTC/ })).toBeVisible();
}

/** The CAD row of /assets: total, available and value cells. */
export const cadHolding = (page: Page): Locator =>
  page.getByRole('row', { name: /^CAD Canadian dollar/ });
