import { describe, expect, it } from 'vitest';
import { showError } from '../components/alert/alert-slice';
import { themeChanged } from '../components/theme/theme-slice';
import { appReset, createAppStore } from './store';

describe('app/reset', () => {
  it('returns every slice to its initial state', () => {
    const store = createAppStore();
    // The API middleware registers itself in the state on the first action it sees.
    store.dispatch(appReset());
    const initial = store.getState();
    store.dispatch(showError('Boom'));
    store.dispatch(themeChanged('dark'));
    expect(store.getState()).not.toEqual(initial);

    store.dispatch(appReset());
    expect(store.getState()).toEqual(initial);
  });

  it('keeps the theme the page shows, which theme-init.js chose', () => {
    document.documentElement.classList.add('dark');
    const store = createAppStore();
    store.dispatch(appReset());
    expect(store.getState().theme.mode).toBe('dark');
  });
});
