import { siteLanguages, sitePath } from '@maple/contracts';
import { useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../components/header/header-styles';
import { business } from '../lib/business';
import { inLanguage } from '../lib/i18n/languages';
import { paths } from '../lib/routing/paths';
import { localKeys, readCustomerSession, writeItem } from '../lib/session';
import { fill } from './site-strings';
import type { IslandView } from './site-view';
import { ThemeButton } from './ThemeButton';

const navLink =
  'rounded-md px-2 py-2 text-sm font-medium hover:text-red-700 dark:hover:text-red-300';

/** The site's header, an island (islands.tsx): the language link, theme and account buttons run. */
export function SiteHeader({ view }: { view: IslandView }) {
  const { language, strings } = view;
  const other = siteLanguages.find((candidate) => candidate !== language) ?? 'en-CA';
  // Known only in the browser: the prerendered page offers sign-in, then the real state shows.
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(readCustomerSession() === 'valid'), []);
  const here = (path: string) => sitePath(path, language);

  return (
    <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4">
        <a
          href={here('/')}
          aria-label={fill(strings.header.home, { brand: business.brand })}
          className="flex items-center gap-2 rounded-md text-base font-bold tracking-tight sm:text-lg"
        >
          <img src="/maple-leaf.svg" alt="" width={28} height={28} className="size-7" />
          <span>{business.brand}</span>
        </a>
        <nav
          aria-label={strings.header.mainNav}
          className="order-last w-full sm:order-none sm:w-auto"
        >
          <ul className="flex gap-2">
            <li>
              <a href={here(paths.learn)} className={navLink}>
                {strings.header.learn}
              </a>
            </li>
            <li>
              <a href={here(paths.about)} className={navLink}>
                {strings.header.about}
              </a>
            </li>
            <li>
              <a href={here(paths.contact)} className={navLink}>
                {strings.header.contact}
              </a>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {view.path !== undefined && (
            <a
              href={sitePath(view.path, other)}
              hrefLang={other}
              lang={other}
              title={strings.header.otherLanguageHint}
              onClick={() => writeItem('local', localKeys.language, other)}
              className={navLink}
            >
              {strings.header.otherLanguage}
            </a>
          )}
          <ThemeButton strings={strings} />
          {signedIn ? (
            <a href={inLanguage(paths.dashboard, language)} className={primaryButton}>
              {strings.header.dashboard}
            </a>
          ) : (
            <>
              <a href={inLanguage(paths.signin, language)} className={secondaryButton}>
                {strings.header.signIn}
              </a>
              <a href={inLanguage(paths.signup, language)} className={primaryButton}>
                {strings.header.signUp}
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
