import {
  combineSlices,
  configureStore,
  createAction,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { alertSlice } from '../components/alert/alert-slice';
import { themeSlice } from '../components/theme/theme-slice';
import { api } from '../lib/api/api';

/**
 * Returns every slice to its initial state (logout, docs/product/screens.md and
 * docs/product/lifecycles.md).
 */
export const appReset = createAction('app/reset');

// combineSlices lets feature code inject its slices when its chunk loads.
const slicesReducer = combineSlices(alertSlice, themeSlice, api);

export type RootState = ReturnType<typeof slicesReducer>;

const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slicesReducer(appReset.match(action) ? undefined : state, action);

/** The API middleware keeps its own bookkeeping (subscriptions, timers); a reset clears it too. */
const resetApiWithApp: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (appReset.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

export const createAppStore = () =>
  configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware, resetApiWithApp),
  });

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
