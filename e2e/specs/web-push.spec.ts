import { verifiedCustomerIn } from '../support/banking.js';
import { browserPush } from '../support/push.js';
import { expect, test } from '../support/test.js';

/**
 * Web push (docs/decisions/0063-web-push.md): the customer turns notifications on in this
 * browser from the settings; a wallet an app adds through `/api` without approval reaches the
 * browser as a notification from the app's service worker, which opens the approvals screen.
 * The push service is this machine's stand-in for the browser vendor's (support/push.ts).
 */
test('a customer turns notifications on, and a wallet waiting for approval shows as one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tokens = await verifiedCustomerIn(page, request);
  const devices = await request.get('/customers/push-devices', {
    headers: { authorization: `Bearer ${tokens.ut}` },
  });
  expect(devices.status()).toBe(200);
  const push = await browserPush(page, (await devices.json()).data.application_server_key);
  try {
    await page.goto('/settings-notifications');
    const section = page.getByRole('region', { name: 'Notifications on this device' });
    await expect(section.getByText('No device receives your notifications yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(section.getByText('Notifications are on for this device.')).toBeVisible();
    await expect(section.getByText('This device', { exact: true })).toBeVisible();
    // Named from the user agent (Playwright's desktop Chrome says Windows).
    await expect(section.getByText('Chrome on Windows', { exact: true })).toBeVisible();

    // The test notification: from the server, through the push service, shown by the worker.
    await section.getByRole('button', { name: 'Send a test notification' }).click();
    await push.deliver(await push.service.waitFor((p) => p.message.tag === 'test'));
    await expect.poll(push.notifications).toContainEqual({
      title: 'Notifications are on',
      body: 'This device will show the notifications you chose in your notification settings.',
      tag: 'test',
      url: '/settings-notifications',
    });

    // An app adds a wallet with Cybrid's body: it waits for the customer, who is told at once.
    const added = await request.post('/api/external_wallets', {
      headers: { authorization: `Bearer ${tokens.at}`, 'idempotency-key': crypto.randomUUID() },
      data: {
        name: 'Cold storage',
        asset: 'BTC',
        address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        tag: null,
      },
    });
    expect((await added.json()).state).toBe('pending');
    const title = 'Approve the new BTC wallet “Cold storage”';
    await push.deliver(await push.service.waitFor((p) => p.message.title === title));
    // The worker may have been stopped while the job ran; on a loaded machine, waking it to
    // show the message has taken longer than the default ten seconds.
    await expect.poll(push.notifications, { timeout: 30_000 }).toContainEqual(
      expect.objectContaining({
        title,
        body: expect.stringMatching(/^Add the BTC wallet “Cold storage” \(tb1q…jzsx\)\? /),
        url: '/approvals',
      }),
    );

    await section.getByRole('button', { name: 'Turn off' }).click();
    await expect(section.getByText('No device receives your notifications yet.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  } finally {
    await push.close();
  }
});
