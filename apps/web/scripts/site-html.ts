import type { RenderedPage } from '../src/site/render-page';

/** One prerendered page in the site's HTML template (site.html, as Vite built or served it). */
export interface PagePlacement {
  pageId: string;
  language: string;
  year: number;
  rendered: RenderedPage;
  /** Extra head tags: preloads of the page's own modules. */
  preloads?: readonly string[];
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Puts a rendered page into the template: its language on `<html>` (marked as a site page, so
 * public/theme-init.js leaves the language alone), its head tags, and its markup in `#root`
 * with the data the browser needs to hydrate the same view.
 */
export function placePage(template: string, placement: PagePlacement): string {
  const { pageId, language, year, rendered, preloads = [] } = placement;
  const parts = {
    html: '<html lang="en-CA">',
    head: '<!--site-head-->',
    body: '<div id="root"><!--site-body--></div>',
  };
  for (const [name, marker] of Object.entries(parts)) {
    if (!template.includes(marker)) throw new Error(`site.html lost its ${name} marker ${marker}`);
  }
  return template
    .replace(parts.html, `<html lang="${escapeAttribute(language)}" data-site="">`)
    .replace(parts.head, () => [rendered.head, ...preloads].join('\n    '))
    .replace(
      parts.body,
      () =>
        `<div id="root" data-page="${escapeAttribute(pageId)}" data-language="${escapeAttribute(language)}" data-year="${year}">${rendered.html}</div>`,
    );
}
