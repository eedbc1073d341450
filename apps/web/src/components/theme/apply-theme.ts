import { localKeys, writeItem } from '../../lib/session';
import type { ThemeMode } from './theme-slice';

/**
 * Stored as docs/product/screens.md says: "1" dark, "0" light; public/theme-init.js reads it on the
 * next load.
 */
export function applyTheme(mode: ThemeMode): void {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  writeItem('local', localKeys.theme, mode === 'dark' ? '1' : '0');
}
