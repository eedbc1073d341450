import { combineSlices, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { alertSlice } from '../components/alert/alert-slice';
import { themeSlice } from '../components/theme/theme-slice';

/** Returns every slice to its initial state (logout, SPEC §2 and §4). */
export const appReset = createAction('app/reset');

// combineSlices lets feature code inject its slices when its chunk loads.
const slicesReducer = combineSlices(alertSlice, themeSlice);

export type RootState = ReturnType<typeof slicesReducer>;

const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slicesReducer(appReset.match(action) ? undefined : state, action);

export const createAppStore = () => configureStore({ reducer: rootReducer });

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
