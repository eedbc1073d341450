import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '../app/router';
import { createAppStore } from '../app/store';

/** Renders the real route tree and store at `path`, as the browser would after a reload. */
export function renderApp(path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(buildRoutes({ dispatch: store.dispatch }), {
    initialEntries: [path],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
