// Runs before first paint (a classic, blocking script in <head>) so the page never flashes the
// wrong theme or language. Keys and values must match src/lib/session/keys.ts and
// src/lib/i18n/languages.ts; src/lib/theme-init.test.ts runs this file to hold them together.
(() => {
  const root = document.documentElement;
  let theme = null;
  let language = null;
  try {
    theme = window.localStorage.getItem('theme');
    language = window.localStorage.getItem('language');
  } catch {
    // Storage can be disabled by privacy settings; the browser's preferences still apply.
  }

  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.classList.toggle('dark', theme === '1' || (theme !== '0' && prefersDark));

  // A page of the public site is in the language of its address; only the app follows the
  // stored choice or the browser.
  if (root.hasAttribute('data-site')) return;
  const wanted = language ?? navigator.languages?.[0] ?? navigator.language ?? '';
  root.lang = wanted.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
})();
