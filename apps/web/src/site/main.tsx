import '../index.css';
import { type SiteLanguage, siteLanguages, siteRoutes } from '@maple/contracts';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandElement } from './islands';
import { loadSiteStrings } from './load-site-strings';
import type { IslandView } from './site-view';

/**
 * The public site in the browser: the page was prerendered (scripts/prerender.ts); this hydrates
 * its islands (islands.tsx) one by one and leaves the rest of the HTML alone (ADR 53). The root's
 * data attributes name the page and language the islands were rendered for.
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

/** Calls `onCommit` once React has committed its children to the page. */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** Hydrates one island; resolves once it runs. */
function hydrateIsland(element: HTMLElement, view: IslandView): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`"${name}" is not an island of the site`);
  return new Promise((resolve) => {
    hydrateRoot(element, <Committed onCommit={resolve}>{islandElement(name, view)}</Committed>, {
      identifierPrefix: name,
    });
  });
}

/**
 * One island at a time, each in a task of its own, so no hydration holds the main thread long;
 * the first waits for the first paint, so the prerendered page is never held back from the screen.
 */
async function hydrateIslands(host: HTMLElement, language: SiteLanguage): Promise<void> {
  const [strings] = await Promise.all([loadSiteStrings(language), afterFirstPaint()]);
  const view: IslandView = {
    path: siteRoutes.find((route) => route.id === page)?.path,
    language,
    strings,
    year: Number(year),
  };
  for (const element of host.querySelectorAll<HTMLElement>('[data-island]')) {
    await hydrateIsland(element, view);
  }
  // Says the page now runs (for tools and tests that wait for it).
  host.setAttribute('data-hydrated', '');
}

void hydrateIslands(root, language);
