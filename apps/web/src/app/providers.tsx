import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AppStore } from './store';

export function Providers({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
