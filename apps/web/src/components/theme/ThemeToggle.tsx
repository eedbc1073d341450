import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { MoonIcon, SunIcon } from '../icons';
import { applyTheme } from './apply-theme';
import { selectThemeMode, themeChanged } from './theme-slice';

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const dark = useSelector(selectThemeMode) === 'dark';

  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    applyTheme(next);
    dispatch(themeChanged(next));
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t(dark ? 'theme.toLight' : 'theme.toDark')}
      className="rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      {dark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
