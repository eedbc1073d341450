import type { SiteLanguage } from '@maple/contracts';
import type { SiteStrings } from './site-strings';

// One chunk per language: a page downloads only its own language's shared words.
const siteStrings = import.meta.glob<{ site: SiteStrings }>('../content/*/site.ts');

/** The words every page shares (header, footer, landing, contact form) in a language. */
export async function loadSiteStrings(language: SiteLanguage): Promise<SiteStrings> {
  const loader = siteStrings[`../content/${language}/site.ts`];
  if (loader === undefined) throw new Error(`no site words in ${language}`);
  return (await loader()).site;
}
