import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  mode: ThemeMode;
}

/**
 * public/theme-init.js has already chosen the theme before first paint, so the DOM is the
 * starting point. Read lazily: a reset of the app state (logout) reads it again and keeps the
 * theme the page shows.
 */
const readAppliedTheme = (): ThemeState => ({
  mode: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
});

export const themeSlice = createSlice({
  name: 'theme',
  initialState: readAppliedTheme,
  reducers: {
    themeChanged: (state, action: PayloadAction<ThemeMode>) => {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { themeChanged } = themeSlice.actions;
export const { selectThemeMode } = themeSlice.selectors;
