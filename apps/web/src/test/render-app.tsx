import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SessionRemote } from '../app/guards/session-remote';
import { buildRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { fakeSessionRemote } from './session-remote';

/**
 * Renders the real route tree and store at `path`, as the browser would after a reload. The
 * session calls answer as a healthy server would unless the test passes its own.
 */
export function renderApp(path: string, remote: SessionRemote = fakeSessionRemote()) {
  const store = createAppStore();
  const router = createMemoryRouter(buildRoutes({ dispatch: store.dispatch, remote }), {
    initialEntries: [path],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
