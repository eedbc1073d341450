import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { storeTestCustomerSession } from '../test/customer-session';
import { renderApp } from '../test/render-app';

// As after a deployment replaced the chunk, or the network dropped mid-download.
vi.mock('../features/orders/OrdersPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /static/OrdersPage.js');
});

describe('a page whose code fails to load', () => {
  it('says "Loading chunk failed" inside the layout and offers a reload', async () => {
    // React and the router report the caught render error; expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeTestCustomerSession();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Loading chunk failed',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });

  it('says it in French too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('fr-CA');
    storeTestCustomerSession();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Le chargement de la page a échoué',
    );
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('leaves the other pages working', async () => {
    storeTestCustomerSession();
    renderApp('/assets');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Assets');
  });
});
