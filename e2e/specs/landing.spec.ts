import type { Page } from '@playwright/test';
import { contactFormPerHour, receivedMail } from '../support/contact.js';
import { expect, test } from '../support/test.js';
import { site } from '../support/text.js';

/**
 * The landing page (docs/product/overview.md): live prices that move without a reload, and the
 * contact form.
 */
const text = site.en;
const form = text.contact;

const priceOf = (page: Page, asset: string) =>
  page.locator(`tr[data-asset="${asset}"] [data-field="price"]`);

test('shows the six assets’ CAD prices with a sparkline each, and they change without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: text.landingHeading })).toBeVisible();
  for (const asset of ['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP']) {
    await expect(priceOf(page, asset)).toHaveText(/^\$[\d,]+\.\d{2}/);
    await expect(page.locator(`tr[data-asset="${asset}"] svg[role="img"]`)).toBeVisible();
  }
  // The e2e server runs on the simulated market: never called live.
  await expect(page.getByRole('status').filter({ hasText: text.prices.simulated })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toHaveCount(0);

  const first = await priceOf(page, 'BTC').textContent();
  // The simulated market ticks every one to five seconds.
  await expect
    .poll(async () => priceOf(page, 'BTC').textContent(), { timeout: 20_000 })
    .not.toBe(first);
  expect(page.url()).toMatch(/\/$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, words] of [
    ['/', site.en],
    ['/fr', site.fr],
  ] as const) {
    test(`${path}: the price table shows the 24 h change whole, and says the prices are simulated`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(priceOf(page, 'BTC')).not.toHaveText('—');
      await expect(
        page.getByRole('status').filter({ hasText: words.prices.simulated }),
      ).toBeVisible();
      const change = page.getByRole('columnheader', { name: words.prices.change });
      // The table is below the fold; once scrolled to, the column fits across the screen.
      await change.scrollIntoViewIfNeeded();
      await expect(change).toBeInViewport({ ratio: 1 });
      await expect(page.locator('tr[data-asset="BCH"] td').nth(1)).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  await page.getByLabel(form.name, { exact: true }).fill(values.name);
  await page.getByLabel(form.email, { exact: true }).fill(values.email);
  await page.getByLabel(form.subject, { exact: true }).fill(values.subject);
  await page.getByLabel(form.message, { exact: true }).fill(values.message);
}

async function passBotCheck(page: Page) {
  await page.getByLabel(form.botCheck).check();
  await expect(page.getByRole('status').filter({ hasText: form.checked })).toBeVisible();
}

// One server, one client address and a few messages an hour: these run in order.
test.describe('the contact form', () => {
  test.describe.configure({ mode: 'serial' });

  test('refuses bad input in place, naming each field, and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/customers/contact-form-details')) sent.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByText(form.invalidName)).toBeVisible();
    await expect(page.getByText(form.invalidEmail)).toBeVisible();
    await expect(page.getByText(form.invalidSubject)).toBeVisible();
    await expect(page.getByText(form.messageShort)).toBeVisible();
    await expect(page.getByText(form.invalidBotCheck)).toBeVisible();
    const name = page.getByLabel(form.name, { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await fillForm(page, { name: 'Ada', email: 'ada@', subject: 'Hi', message: 'Too short' });
    await expect(page.getByText(form.invalidName)).toHaveCount(0);
    await expect(page.getByText(form.invalidEmail)).toBeVisible();
    await expect(page.getByText(form.messageShort)).toBeVisible();
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByLabel(form.email, { exact: true })).toBeFocused();
    expect(sent).toEqual([]);
  });

  // From /contact: the form the home page has is on the contact page too.
  test('sends a message: stored with its e-mail, which reaches support with the sender to reply to', async ({
    page,
    request,
  }) => {
    const subject = `Question about Interac deposits ${Date.now()}`;
    await page.goto('/contact');
    await fillForm(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.ca',
      subject,
      message: 'How long does an Interac e-Transfer deposit take to show in my account?',
    });
    await passBotCheck(page);
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByRole('status').filter({ hasText: form.sent })).toBeVisible();

    const message = 'How long does an Interac e-Transfer deposit take to show in my account?';
    await expect
      .poll(
        async () => (await receivedMail(request)).find((mail) => mail.subject?.includes(subject)),
        { timeout: 15_000 },
      )
      .toMatchObject({
        to: ['support@maple.exchange'],
        replyTo: ['ada@example.ca'],
        text: expect.stringContaining(message),
      });
    // The e-mail is queued in the same transaction that stores the message: in the outbox,
    // the message is stored too.
    const outbox = await (await request.get('/dev/mailbox')).text();
    expect(outbox).toContain(subject);
  });

  test(`refuses more than ${contactFormPerHour} messages an hour from one address, saying why`, async ({
    page,
  }) => {
    await page.goto('/');
    let refused = false;
    for (let attempt = 0; attempt <= contactFormPerHour && !refused; attempt += 1) {
      const another = page.getByRole('button', { name: form.sendAnother });
      if (await another.isVisible()) await another.click();
      await fillForm(page, {
        name: 'Grace Hopper',
        email: 'grace@example.ca',
        subject: `Attempt ${attempt}`,
        message: 'Checking how many messages the form accepts in an hour.',
      });
      await passBotCheck(page);
      await page.getByRole('button', { name: form.send }).click();
      const outcome = page
        .getByRole('alert')
        .filter({ hasText: form.rateLimited })
        .or(page.getByRole('status').filter({ hasText: form.sent }));
      await expect(outcome).toBeVisible();
      refused = await page.getByRole('alert').filter({ hasText: form.rateLimited }).isVisible();
    }
    expect(refused).toBe(true);
    // What was typed stays, so nothing is lost.
    await expect(page.getByLabel(form.message, { exact: true })).not.toBeEmpty();
  });
});
