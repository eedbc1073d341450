import {
  matchSitePage,
  type SiteLanguage,
  siteLanguages,
  siteNotFoundId,
  sitePath,
  siteRoutes,
} from '@maple/contracts';
import { renderToString } from 'react-dom/server';
import { business } from '../lib/business';
import { headOf } from './head';
import { loadSiteView } from './load-site-view';
import { SiteApp } from './SiteApp';

export interface RenderedPage {
  head: string;
  html: string;
}

/**
 * A page of the site as HTML, at build time (scripts/prerender.ts) or on Vite's dev server:
 * the markup the browser hydrates, and its head tags.
 */
export async function renderPage(
  pageId: string,
  language: SiteLanguage,
  year: number,
): Promise<RenderedPage> {
  const view = await loadSiteView(pageId, language, year);
  return { head: headOf(view, business), html: renderToString(<SiteApp view={view} />) };
}

/** The page a browser path shows on the site, rendered; undefined for a path of the app. */
export async function renderPath(
  pathname: string,
  year: number,
): Promise<{ pageId: string; language: SiteLanguage; rendered: RenderedPage } | undefined> {
  const match = matchSitePage(pathname);
  if (match === undefined) return undefined;
  const { route, language } = match;
  return { pageId: route.id, language, rendered: await renderPage(route.id, language, year) };
}

// What the prerender step needs, loaded through Vite like the rest of this module.
export { business, siteLanguages, siteNotFoundId, sitePath, siteRoutes };
