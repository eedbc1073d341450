import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { unreadPollMs } from '../../lib/notifications/use-unread-count';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, fakeServer } from '../../test/fake-server';
import { unreadAnswer } from '../../test/price-alert-fixtures';
import { renderApp } from '../../test/render-app';

/** A server whose unread count the test sets as it goes; the rest of /documents is empty. */
function serve(first: number) {
  const server = { unread: first };
  const requests = fakeServer({
    'GET /customers/notifications/unread': () => unreadAnswer(server.unread),
    'GET /customers/documents': () => ({ body: { data: { objects: [], next_cursor: null } } }),
  });
  return { server, requests };
}

async function open() {
  storeTestCustomerSession();
  renderApp('/documents');
  await screen.findByRole('heading', { level: 1, name: 'Documents' }, { timeout: 5_000 });
  return screen.getByRole('banner');
}

const asked = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/customers/notifications/unread').length;

const setVisibility = (state: DocumentVisibilityState) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the notification bell', () => {
  it('shows the unread count, says it in its name, and leads to the notifications', async () => {
    serve(3);
    const header = await open();
    const bell = await within(header).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('shows no badge when all are read, and 99+ past 99', async () => {
    const { server } = serve(0);
    const header = await open();
    const bell = await within(header).findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
    server.unread = 150;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await within(header).findByRole('link', { name: 'Notifications, 150 unread' }),
    ).toHaveTextContent('99+');
  });

  it('says the count in French', async () => {
    await i18n.changeLanguage('fr-CA');
    serve(1);
    storeTestCustomerSession();
    renderApp('/documents');
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 non lue' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('asks again every minute while the tab is shown, and as the tab is shown again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, requests } = serve(1);
    const header = await open();
    await within(header).findByRole('link', { name: 'Notifications, 1 unread' });

    server.unread = 2;
    await act(() => vi.advanceTimersByTimeAsync(unreadPollMs));
    await within(header).findByRole('link', { name: 'Notifications, 2 unread' });
    expect(asked(requests)).toBe(2);

    // Hidden: the minute passes without a question.
    setVisibility('hidden');
    server.unread = 5;
    await act(() => vi.advanceTimersByTimeAsync(unreadPollMs));
    setVisibility('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await within(header).findByRole('link', { name: 'Notifications, 5 unread' });
    expect(asked(requests)).toBe(3);
  });
});
