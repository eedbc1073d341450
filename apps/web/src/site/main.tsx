import '../index.css';
import { type SiteLanguage, siteLanguages } from '@maple/contracts';
import { hydrateRoot } from 'react-dom/client';
import { loadSiteView } from './load-site-view';
import { SiteApp } from './SiteApp';

/**
 * The public site in the browser: the page was prerendered (scripts/prerender.ts); this loads
 * the same view the prerender used, named by the root's data attributes, and hydrates it.
 */
const root = document.getElementById('root');
const { page, language, year } = root?.dataset ?? {};
const isSiteLanguage = (value: string | undefined): value is SiteLanguage =>
  siteLanguages.some((candidate) => candidate === value);

if (root === null || page === undefined || !isSiteLanguage(language)) {
  throw new Error('this page was not prerendered: no page and language on #root');
}

/** Resolves once the browser has painted a frame: rAF runs before a paint, a timeout after it. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// Hydrating is the page's one long task; after the first paint, it never holds the prerendered
// page back from the screen.
void Promise.all([loadSiteView(page, language, Number(year)), afterFirstPaint()]).then(([view]) =>
  hydrateRoot(root, <SiteApp view={view} />),
);
