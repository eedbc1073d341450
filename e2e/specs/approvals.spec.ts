import { withdrawingCustomerIn } from '../support/banking.js';
import { awaitMail, sandboxWords, simulateEtransfer } from '../support/funding.js';
import { addPasskey } from '../support/passkeys.js';
import { expect, test } from '../support/test.js';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.js';

/**
 * A withdrawal a connected app asks for through `/api` with Cybrid's own body — no Maple
 * `confirmation_token` — waits `holding` until the customer approves it in the app
 * (docs/decisions/0058-cybrid-requests-wait-for-the-customer.md). Passkeys belong to the host of
 * PUBLIC_URL (localhost here) and WebAuthn refuses an IP address as a site.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

test('a withdrawal an app asks for through /api waits in the app until the customer approves it with a passkey', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const authenticator = await addVirtualAuthenticator(page);
  const tokens = await withdrawingCustomerIn(page, request);
  await addPasskey(page, 'Work laptop');
  await page.goto('/deposits');
  await simulateEtransfer(page, sandboxWords.en, '100');
  await awaitMail(request, tokens.email, 'funding_deposit_received');

  // The connected app: Cybrid's request body, the customer's platform token.
  const auth = { authorization: `Bearer ${tokens.at}` };
  const quote = await request.post('/api/quotes', {
    headers: auth,
    data: { product_type: 'funding', asset: 'CAD', side: 'withdrawal', deliver_amount: 2500 },
  });
  expect(quote.status()).toBe(201);
  const created = await request.post('/api/transfers', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: {
      quote_guid: (await quote.json()).guid,
      transfer_type: 'funding',
      payment_rail: 'etransfer',
      etransfer_security_question: 'Our first dog?',
      etransfer_security_answer: 'Rex2026',
    },
  });
  expect(created.status()).toBe(201);
  const transfer = await created.json();
  expect(transfer).toMatchObject({ state: 'holding', hold_details: { duration: 1800 } });
  const asked = await awaitMail(request, tokens.email, 'withdrawal_approval_needed');
  expect(asked.subject).toBe('Approve your withdrawal of $25.00 CAD');

  // The dashboard says something waits; the approvals screen states it in plain words.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Review' }).click();
  const statement = 'Send $25.00 by Interac e-Transfer to your e-mail address';
  await expect(page.getByText(statement)).toBeVisible();
  await page.getByRole('button', { name: `Approve: ${statement}` }).click();
  const step = page.getByRole('region', { name: `Approve: ${statement}` });
  await expect(step.getByText(`${statement} — approve with your passkey.`)).toBeVisible();
  const before = (await authenticator.credentials())[0]?.signCount ?? 0;
  await step.getByRole('button', { name: 'Approve with my passkey' }).click();
  await expect(page.getByText('Approved: your withdrawal of $25.00 is on its way.')).toBeVisible();
  expect((await authenticator.credentials())[0]?.signCount ?? 0).toBeGreaterThan(before);
  await expect(page.getByText('Nothing waits for your approval.')).toBeVisible();

  // The rail carries it to the end, and the customer's e-Transfer is what the app asked for.
  await expect
    .poll(
      async () => {
        const read = await request.get(`/api/transfers/${transfer.guid}`, { headers: auth });
        return (await read.json()).state;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  const sent = await awaitMail(request, tokens.email, 'funding_withdrawal_sent');
  expect(sent.subject).toBe('Your withdrawal of $25.00 CAD is on its way');
});
