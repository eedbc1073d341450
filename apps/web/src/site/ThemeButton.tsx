import { useEffect, useState } from 'react';
import { MoonIcon, SunIcon } from '../components/icons';
import { applyTheme } from '../components/theme/apply-theme';
import type { SiteStrings } from './site-strings';

/**
 * Light or dark, stored as the app stores it (docs/product/screens.md). public/theme-init.js
 * applied the stored choice before the first paint; the button learns it once the page runs.
 */
export function ThemeButton({ strings }: { strings: SiteStrings }) {
  const [dark, setDark] = useState(false);
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), []);

  const toggle = () => {
    applyTheme(dark ? 'light' : 'dark');
    setDark(!dark);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={dark ? strings.header.toLight : strings.header.toDark}
      className="rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      {dark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
