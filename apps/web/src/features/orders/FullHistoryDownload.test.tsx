import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer, listOf } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/** The full ledger history download on /orders (ADR 71). */
async function open() {
  storeTestCustomerSession();
  renderApp('/orders');
  await screen.findByRole(
    'heading',
    { level: 2, name: 'Download your full history' },
    {
      timeout: 5_000,
    },
  );
}

/** The files the page saves, caught where the browser would make its download link. */
function savedFiles(): Blob[] {
  const saved: Blob[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        saved.push(blob);
        return 'blob:history';
      }
      static override revokeObjectURL() {}
    },
  );
  return saved;
}

const lists = {
  'GET /api/trades': () => ({ body: listOf([]) }),
  'GET /api/transfers': () => ({ body: listOf([]) }),
};

describe('the full history download', () => {
  it('fetches the export with the user token and saves what the server sent', async () => {
    const csv = 'posting_id,entry_id\n1,1\n';
    const requests = fakeServer({
      ...lists,
      'GET /customers/ledger-export': () => ({ body: csv }),
    });
    const saved = savedFiles();
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await (saved[0] as Blob).text()).toBe(csv);
    const asked = requests.find((request) => request.path === '/customers/ledger-export');
    expect(asked?.search.get('format')).toBe('csv');
    expect(asked?.headers.get('Authorization')).toMatch(/^Bearer .+/);
  });

  it('asks for JSON too, and says so when the download fails', async () => {
    const requests = fakeServer({
      ...lists,
      'GET /customers/ledger-export': () => ({ status: 503, body: { message: 'down' } }),
    });
    const saved = savedFiles();
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(
      await screen.findByText('Your history could not be downloaded. Try again.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(requests.find((r) => r.path === '/customers/ledger-export')?.search.get('format')).toBe(
      'json',
    );
  });

  it('speaks French', async () => {
    fakeServer(lists);
    await i18n.changeLanguage('fr-CA');
    try {
      storeTestCustomerSession();
      renderApp('/orders');
      expect(
        await screen.findByRole(
          'heading',
          { level: 2, name: 'Télécharger tout votre historique' },
          { timeout: 5_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Télécharger en JSON' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });
});
