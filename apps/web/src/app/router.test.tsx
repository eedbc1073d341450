import { appRoutes, type RouteDef, siteRoutes } from '@maple/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enCA } from '../lib/i18n/en-CA';
import { isRouteTitleId } from '../lib/routing/page-title';
import { sessionKeys } from '../lib/session';
import { storeTestCustomerSession } from '../test/customer-session';
import { tokenExpiringIn } from '../test/jwt';
import { renderApp } from '../test/render-app';

const titleOf = (id: string): string => {
  if (!isRouteTitleId(id)) throw new Error(`No title for ${id}`);
  return enCA.routes[id];
};

/** Opens the session a route needs, so its guard lets the page through. */
function signInFor(route: RouteDef) {
  if (route.access === 'customer') storeTestCustomerSession();
  if (route.access === 'admin')
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(600));
}

const urlOf = (route: RouteDef) => route.path.replace(':guid', 'cus_123');

describe('route map', () => {
  const pages = appRoutes.filter((route) => route.id !== 'logout' && !siteRoutes.includes(route));

  it.each(pages.map((route) => [route.path, route] as const))(
    '%s renders its page',
    async (_, route) => {
      signInFor(route);
      const { router } = renderApp(urlOf(route));
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(titleOf(route.id));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(router.state.location.pathname).toBe(urlOf(route));
      await waitFor(() => expect(document.title).toBe(`${titleOf(route.id)} | Maple Exchange`));
    },
  );

  it('matches paths case-insensitively, like the server', async () => {
    renderApp('/SIGNIN');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
  });

  it('shows the not-found page, with a link to the site home, inside the public layout', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Maple Exchange'));
  });

  it('leaves the pages of the site to the server: as a first document the app does not know them', async () => {
    renderApp('/what-is-bitcoin-btc');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('renders pages in French, titles included, and links to the site in French', async () => {
    localStorage.setItem('language', 'fr-CA');
    const { i18n } = await import('../lib/i18n');
    await i18n.changeLanguage('fr-CA');
    renderApp('/signin');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Connexion');
    expect(screen.getByRole('link', { name: "Maple Exchange — page d'accueil" })).toHaveAttribute(
      'href',
      '/fr',
    );
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr/privacy-policy',
    );
    await waitFor(() => expect(document.title).toBe('Connexion | Maple Exchange'));
  });
});
