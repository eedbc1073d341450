import { appRoutes, type RouteAccess, type RouteDef, siteRoutes } from '@maple/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoader, PageLoader } from '../components/loader/PageLoader';
import { NotFoundPage } from '../components/page/NotFoundPage';
import { RouteErrorPage } from '../components/page/RouteErrorPage';
import { mainContentId } from '../components/page/SkipLink';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { isRouteTitleId, type RouteHandle } from '../lib/routing/page-title';
import { createSessionRemote } from './guards/create-session-remote';
import {
  type GuardDeps,
  logout,
  requireAdmin,
  requireAdminGuest,
  requireCustomer,
  requireGuest,
} from './guards/session-guards';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { type ModuleLoader, pageLoaderFor } from './route-pages';
import type { AppStore } from './store';

export type RouteDeps = GuardDeps;

const handleOf = (route: RouteDef): RouteHandle => {
  if (!isRouteTitleId(route.id)) throw new Error(`No page title for route "${route.id}"`);
  return { titleKey: `routes.${route.id}` };
};

const notFoundHandle: RouteHandle = { titleKey: 'notFound.title' };

const guardOf = (access: RouteAccess, deps: RouteDeps) => {
  switch (access) {
    case 'public':
      return undefined;
    case 'guest':
      return requireGuest(deps);
    case 'customer':
      return requireCustomer(deps);
    case 'admin':
      return requireAdmin(deps);
    case 'admin-guest':
      return requireAdminGuest();
  }
};

/** Rethrows a load failure while rendering, where the route's error boundary catches it. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A route's component, fetched on first use. The timeout turns a stalled download into the
 * "Loading chunk failed" page instead of an endless loader (docs/product/limits.md).
 * A failed download resolves to an element that rethrows instead of rejecting: when `lazy`
 * rejects, React Router 7.18 keeps treating the route as still loading and renders nothing
 * below the root, error page included.
 */
const lazyComponent = (load: ModuleLoader) => async () => {
  try {
    return { Component: (await lazyWithTimeout(load)).default };
  } catch (error) {
    return { element: <Rethrow error={error} /> };
  }
};

/** One route of the shared map: its guard, its lazily loaded page and its title. */
function pageRoute(route: RouteDef, deps: RouteDeps): RouteObject {
  const base = { id: route.id, path: route.path, handle: handleOf(route) };
  // /logout is an action, not a page: its loader ends the session and redirects, and the
  // loader shows while the server revokes the session.
  if (route.id === 'logout') return { ...base, loader: logout(deps), Component: PageLoader };
  return {
    ...base,
    loader: guardOf(route.access, deps),
    lazy: lazyComponent(pageLoaderFor(route)),
    errorElement: <RouteErrorPage />,
  };
}

const pagesWith = (accesses: readonly RouteAccess[], deps: RouteDeps): RouteObject[] =>
  appRoutes
    .filter((route) => accesses.includes(route.access) && !siteRoutes.includes(route))
    .map((r) => pageRoute(r, deps));

/**
 * The route tree, generated from the shared route map (`appRoutes`) so the server and the app
 * agree on every path. Each access level gets its layout; unknown paths get the not-found page.
 */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: AppLoader,
      errorElement: (
        <main id={mainContentId}>
          <RouteErrorPage />
        </main>
      ),
      children: [
        {
          id: 'public-layout',
          element: <PublicLayout />,
          children: [
            ...pagesWith(['public', 'guest'], deps),
            { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFoundHandle },
          ],
        },
        // Signed-in and admin layouts (menus, dialogs) stay out of the public pages' bundle.
        {
          id: 'customer-layout',
          lazy: lazyComponent(() => import('./layouts/CustomerLayout')),
          children: pagesWith(['customer'], deps),
        },
        {
          id: 'admin-layout',
          lazy: lazyComponent(() => import('./layouts/AdminLayout')),
          children: pagesWith(['admin'], deps),
        },
        {
          id: 'admin-guest-layout',
          lazy: lazyComponent(() => import('./layouts/CentredLayout')),
          children: pagesWith(['admin-guest'], deps),
        },
      ],
    },
  ];
}

export const createAppRouter = (store: AppStore) =>
  createBrowserRouter(
    buildRoutes({ dispatch: store.dispatch, remote: createSessionRemote(store.dispatch) }),
  );
