import type { SiteLanguage } from '@maple/contracts';
import type { PageContent } from '../content/types';
import type { SiteStrings } from './site-strings';

/** What one prerendered page shows: the same value renders it at build time and hydrates it. */
export interface SiteView {
  /** The route's English path (`/about`); undefined on the not-found page. */
  path: string | undefined;
  language: SiteLanguage;
  strings: SiteStrings;
  page: SitePage;
  /** The year the page was rendered, for the copyright (the browser moves it on). */
  year: number;
}

export type SitePage =
  | { kind: 'landing' }
  | { kind: 'content'; content: PageContent }
  | { kind: 'notFound' };
