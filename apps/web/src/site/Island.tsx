import { renderToString } from 'react-dom/server';
import { type IslandName, islandElement } from './islands';
import type { IslandView } from './site-view';

/**
 * Where an island sits in a prerendered page: its markup rendered on its own, exactly as
 * main.tsx's `hydrateRoot` of the same element expects it (ids included, under the island's
 * prefix), in a wrapper that takes no box of its own, so the layout is the page's.
 */
export function Island({ name, view }: { name: IslandName; view: IslandView }) {
  const html = renderToString(islandElement(name, view), { identifierPrefix: name });
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of our component, no outside input.
    <div data-island={name} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
