import { defaultNotificationSettings, type PushDevice } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import {
  applicationServerKey,
  fakePushBrowser,
  pushDevice,
  subscriptionKeys,
  thisBrowserEndpoint,
} from '../../test/fake-push';
import { type FakeRoute, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const thisBrowser = pushDevice();

const phone = pushDevice({
  guid: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbebf',
  device: 'Firefox on Android',
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/phone',
  created_at: '2026-10-02T14:00:00.000Z',
  last_delivered_at: '2026-11-20T09:05:00.000Z',
});

/** A server holding `devices`; `routes` add or replace calls. */
function serverWith(devices: PushDevice[], routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /customers/notification-settings': () => ({
      body: { data: defaultNotificationSettings },
    }),
    'GET /customers/push-devices': () => ({
      body: { data: { application_server_key: applicationServerKey, devices } },
    }),
    ...routes,
  });
}

async function openSection() {
  storeTestCustomerSession();
  renderApp('/settings-notifications');
  return screen.findByRole('region', { name: 'Notifications on this device' });
}

const devicesList = (section: HTMLElement) =>
  within(section).findByRole('list', { name: 'Your devices' });

const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { message, code, request_id: 'req-1' },
});

describe('push notifications on /settings-notifications', () => {
  it('says when this browser cannot receive them, and still lists the devices that do', async () => {
    serverWith([phone]);
    const section = await openSection();
    expect(
      await within(section).findByText(/This browser cannot receive notifications/),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    const items = within(await devicesList(section)).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Firefox on Android');
    expect(items[0]).toHaveTextContent(/Added Oct 2, 2026/);
    expect(items[0]).toHaveTextContent(/Last notification Nov 20, 2026/);
    expect(items[0]).not.toHaveTextContent('This device');
  });

  it('says how to allow them when they are blocked for the site', async () => {
    fakePushBrowser({ permission: 'denied' });
    serverWith([]);
    const section = await openSection();
    expect(
      await within(section).findByText(/Notifications are blocked for this site/),
    ).toBeVisible();
    expect(within(section).getByText(/set Notifications to Allow/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(within(section).getByText('No device receives your notifications yet.')).toBeVisible();
  });

  it('turns them on: asks the browser, subscribes with the server key, and sends the subscription', async () => {
    const browser = fakePushBrowser();
    const requests = serverWith([phone], {
      'PUT /customers/push-devices': () => ({ body: { data: thisBrowser } }),
    });
    const section = await openSection();
    expect(
      await within(section).findByText(/a withdrawal, a new wallet or a new bank account/),
    ).toBeVisible();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Turn on notifications' }));

    expect(
      await within(section).findByText('Notifications are on for this device.'),
    ).toHaveAttribute('role', 'status');
    expect(browser.permission).toBe('granted');
    // One registration: the app's own, made on load, which turning notifications on reuses.
    expect(browser.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(browser.subscribeOptions).toHaveLength(1);
    expect(browser.subscribeOptions[0]?.userVisibleOnly).toBe(true);
    const key = browser.subscribeOptions[0]?.applicationServerKey;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key instanceof Uint8Array && [...key.slice(0, 3)]).toEqual([4, 7, 14]);
    expect(key instanceof Uint8Array && key.length).toBe(65);
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      endpoint: thisBrowserEndpoint,
      keys: subscriptionKeys,
      device: 'Chrome on Linux',
    });
    expect(put?.headers.get('authorization')).toMatch(/^Bearer /);

    const items = within(await devicesList(section)).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Chrome on Linux',
      'Firefox on Android',
    ]);
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('No notification yet');
  });

  it('sends a test notification to this device', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    const requests = serverWith([thisBrowser, phone], {
      [`POST /customers/push-devices/${thisBrowser.guid}/test`]: () => ({ status: 204 }),
    });
    const section = await openSection();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Send a test notification' }));
    expect(await within(section).findByText(/^Sent\./)).toHaveAttribute('role', 'status');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(within(section).getByText('Notifications are on for this device.')).toBeVisible();
  });

  it('turns them off: ends the subscription here, then removes the device', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const requests = serverWith([thisBrowser, phone], {
      [`DELETE /customers/push-devices/${thisBrowser.guid}`]: () => {
        expect(browser.subscription).toBeNull();
        return { status: 204 };
      },
    });
    const section = await openSection();
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Turn off' }));

    expect(
      await within(section).findByText('Notifications are off for this device.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(browser.subscription).toBeNull();
    expect(within(section).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    const items = within(await devicesList(section)).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Firefox on Android');
  });

  it('removes another device and keeps this one subscribed', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const requests = serverWith([thisBrowser, phone], {
      [`DELETE /customers/push-devices/${phone.guid}`]: () => ({ status: 204 }),
    });
    const section = await openSection();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Remove Firefox on Android' }));

    expect(
      await within(section).findByText('“Firefox on Android” no longer receives notifications.'),
    ).toHaveAttribute('role', 'status');
    expect(within(section).queryByRole('button', { name: 'Remove Firefox on Android' })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(browser.subscription).not.toBeNull();
    expect(within(section).getByText('Notifications are on for this device.')).toBeVisible();
  });

  it('says why a removal failed and keeps the device', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    serverWith([thisBrowser, phone], {
      [`DELETE /customers/push-devices/${phone.guid}`]: () => undefined,
    });
    const section = await openSection();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Remove Firefox on Android' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not reach Maple Exchange.',
    );
    expect(
      within(section).getByRole('button', { name: 'Remove Firefox on Android' }),
    ).toBeEnabled();
  });

  it('shows the server’s words when the account already has ten devices', async () => {
    fakePushBrowser();
    serverWith([phone], {
      'PUT /customers/push-devices': () =>
        refusal(
          409,
          'too_many_push_devices',
          'You have 10 devices with notifications on. Remove one to add this one.',
        ),
    });
    const section = await openSection();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Turn on notifications' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'You have 10 devices with notifications on. Remove one to add this one.',
    );
    expect(within(section).getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  it('says so in plain words when the browser’s push service is not available', async () => {
    fakePushBrowser({
      subscribeError: new DOMException(
        'Registration failed - push service not available',
        'AbortError',
      ),
    });
    const requests = serverWith([]);
    const section = await openSection();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Turn on notifications' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This browser’s notification service is not available.',
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('says so when the customer refuses the permission, and sends nothing', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const requests = serverWith([]);
    const section = await openSection();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Turn on notifications' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Notifications were not allowed.',
    );
    expect(browser.subscribeOptions).toEqual([]);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('offers to try again when the devices cannot be loaded', async () => {
    let fail = true;
    serverWith([], {
      'GET /customers/push-devices': () =>
        fail
          ? undefined
          : { body: { data: { application_server_key: applicationServerKey, devices: [phone] } } },
    });
    const section = await openSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your notification settings could not be loaded.',
    );
    fail = false;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Firefox on Android')).toBeVisible();
  });

  it('speaks French, dates included', async () => {
    await i18n.changeLanguage('fr-CA');
    serverWith([phone]);
    storeTestCustomerSession();
    renderApp('/settings-notifications');
    const section = await screen.findByRole('region', { name: 'Notifications sur cet appareil' });
    const list = await within(section).findByRole('list', { name: 'Vos appareils' });
    expect(list).toHaveTextContent(/Ajouté le 2 oct\. 2026/);
    expect(
      within(list).getByRole('button', { name: 'Supprimer Firefox on Android' }),
    ).toBeVisible();
  });
});
