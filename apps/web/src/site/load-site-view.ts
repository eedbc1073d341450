import { type SiteLanguage, siteNotFoundId, siteRoutes } from '@maple/contracts';
import type { PageSource } from '../content/types';
import { business } from '../lib/business';
import { loadSiteStrings } from './load-site-strings';
import type { SitePage, SiteView } from './site-view';

// Loaded on demand: the prerender and the dev server read only the page they render.
const pageSources = import.meta.glob<{ default: PageSource }>([
  '../content/*/*.ts',
  '!../content/*/site.ts',
]);

async function loadPageSource(key: string): Promise<PageSource> {
  const loader = pageSources[key];
  if (loader === undefined) throw new Error(`no content at ${key}`);
  return (await loader()).default;
}

/**
 * The view of a page (a route id, or `notFound`) in a language: its words and the site's.
 * Prerendering builds it here; the browser needs only its islands' part (main.tsx).
 */
export async function loadSiteView(
  pageId: string,
  language: SiteLanguage,
  year: number,
): Promise<SiteView> {
  const strings = await loadSiteStrings(language);
  if (pageId === siteNotFoundId)
    return { path: undefined, language, strings, page: { kind: 'notFound' }, year };
  const route = siteRoutes.find((candidate) => candidate.id === pageId);
  if (route === undefined) throw new Error(`"${pageId}" is not a page of the site`);
  const page: SitePage =
    route.id === 'landing'
      ? { kind: 'landing' }
      : {
          kind: 'content',
          content: (await loadPageSource(`../content/${language}/${route.id}.ts`))(business),
        };
  return { path: route.path, language, strings, page, year };
}
