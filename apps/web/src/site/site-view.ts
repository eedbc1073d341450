import type { SiteLanguage } from '@maple/contracts';
import type { PageContent } from '../content/types';
import type { SiteStrings } from './site-strings';

/** What the page's islands (islands.tsx) need: the browser builds it without the page's words. */
export interface IslandView {
  /** The route's English path (`/about`); undefined on the not-found page. */
  path: string | undefined;
  language: SiteLanguage;
  strings: SiteStrings;
  /** The year the page was rendered, for the copyright (the browser moves it on). */
  year: number;
}

/** What one prerendered page shows: its islands' view and the page's own words. */
export interface SiteView extends IslandView {
  page: SitePage;
}

export type SitePage =
  | { kind: 'landing' }
  | { kind: 'content'; content: PageContent }
  | { kind: 'notFound' };
