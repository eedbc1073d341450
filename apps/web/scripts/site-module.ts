import type { ViteDevServer } from 'vite';

/** src/site/render-page.tsx as loaded through Vite's SSR module graph. */
export type SiteModule = typeof import('../src/site/render-page');

const siteEntry = '/src/site/render-page.tsx';

export async function loadSiteModule(server: ViteDevServer): Promise<SiteModule> {
  const loaded = await server.ssrLoadModule(siteEntry);
  if (typeof loaded.renderPage !== 'function' || typeof loaded.renderPath !== 'function') {
    throw new Error(`${siteEntry} does not export renderPage and renderPath`);
  }
  // Vite types every SSR module as a record of `any`; the entry is this file's own module.
  return loaded as SiteModule;
}
