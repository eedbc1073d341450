import { type SiteLanguage, siteNotFoundId, siteRoutes } from '@maple/contracts';
import type { PageSource } from '../content/types';
import { business } from '../lib/business';
import type { SiteStrings } from './site-strings';
import type { SitePage, SiteView } from './site-view';

// One chunk per page and language, so a page downloads only its own words.
const pageSources = import.meta.glob<{ default: PageSource }>([
  '../content/*/*.ts',
  '!../content/*/site.ts',
]);
const siteStrings = import.meta.glob<{ site: SiteStrings }>('../content/*/site.ts');

async function load<T>(loaders: Record<string, () => Promise<T>>, key: string): Promise<T> {
  const loader = loaders[key];
  if (loader === undefined) throw new Error(`no content at ${key}`);
  return loader();
}

/**
 * The view of a page (a route id, or `notFound`) in a language: its words and the site's.
 * Prerendering and hydration both build it here, so they render the same thing.
 */
export async function loadSiteView(
  pageId: string,
  language: SiteLanguage,
  year: number,
): Promise<SiteView> {
  const strings = (await load(siteStrings, `../content/${language}/site.ts`)).site;
  if (pageId === siteNotFoundId)
    return { path: undefined, language, strings, page: { kind: 'notFound' }, year };
  const route = siteRoutes.find((candidate) => candidate.id === pageId);
  if (route === undefined) throw new Error(`"${pageId}" is not a page of the site`);
  const page: SitePage =
    route.id === 'landing'
      ? { kind: 'landing' }
      : {
          kind: 'content',
          content: (await load(pageSources, `../content/${language}/${route.id}.ts`)).default(
            business,
          ),
        };
  return { path: route.path, language, strings, page, year };
}
