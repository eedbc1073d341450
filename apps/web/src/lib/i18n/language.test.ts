import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('changing the language', () => {
  it('updates <html lang> and remembers the choice', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('language')).toBe('fr-CA');
    expect(i18n.t('nav.withdrawals')).toBe('Retraits');

    await i18n.changeLanguage('en-CA');
    expect(document.documentElement.lang).toBe('en-CA');
    expect(localStorage.getItem('language')).toBe('en-CA');
  });

  it('reads a remembered or browser language through the same mapping', async () => {
    localStorage.setItem('language', 'fr');
    await i18n.changeLanguage();
    expect(i18n.language).toBe('fr-CA');
  });

  it('follows the language a link from the site names, over the one remembered', async () => {
    localStorage.setItem('language', 'fr-CA');
    window.history.replaceState(null, '', '/signup?lang=en-CA');
    try {
      await i18n.changeLanguage();
      expect(i18n.language).toBe('en-CA');
      expect(localStorage.getItem('language')).toBe('en-CA');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
