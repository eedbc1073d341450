import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/theme-init.js?raw';
import { localKeys } from './session/keys';

function runThemeInit({ prefersDark = false, navigatorLanguage = 'en-US' } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  }));
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([navigatorLanguage]);
  new Function(script)();
  const root = document.documentElement;
  return { dark: root.classList.contains('dark'), lang: root.lang };
}

// public/theme-init.js runs before the bundle, so it cannot import the keys; running it here
// holds it to the same storage keys and values as the app.
describe('public/theme-init.js', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('applies the stored theme, "1" dark and "0" light, over the system preference', () => {
    localStorage.setItem(localKeys.theme, '1');
    expect(runThemeInit({ prefersDark: false }).dark).toBe(true);
    localStorage.setItem(localKeys.theme, '0');
    expect(runThemeInit({ prefersDark: true }).dark).toBe(false);
  });

  it('follows prefers-color-scheme when no theme is stored', () => {
    expect(runThemeInit({ prefersDark: true }).dark).toBe(true);
    expect(runThemeInit({ prefersDark: false }).dark).toBe(false);
  });

  it('sets <html lang> from the remembered language, else from the browser', () => {
    expect(runThemeInit({ navigatorLanguage: 'fr-FR' }).lang).toBe('fr-CA');
    expect(runThemeInit({ navigatorLanguage: 'de-DE' }).lang).toBe('en-CA');
    localStorage.setItem(localKeys.language, 'fr-CA');
    expect(runThemeInit({ navigatorLanguage: 'en-US' }).lang).toBe('fr-CA');
    localStorage.setItem(localKeys.language, 'en-CA');
    expect(runThemeInit({ navigatorLanguage: 'fr-CA' }).lang).toBe('en-CA');
  });

  it('leaves a page of the public site in the language of its address', () => {
    const root = document.documentElement;
    root.setAttribute('data-site', '');
    root.lang = 'en-CA';
    localStorage.setItem(localKeys.language, 'fr-CA');
    expect(runThemeInit({ navigatorLanguage: 'fr-CA' }).lang).toBe('en-CA');
    root.removeAttribute('data-site');
  });
});
