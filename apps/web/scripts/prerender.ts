import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { z } from 'zod';
import { placePage } from './site-html';
import { loadSiteModule, type SiteModule } from './site-module';

/**
 * Prerenders the public site after `vite build` (docs/public-site.md): every site page in every
 * language, and the not-found page, to dist/site/<language>/<page id>.html, which the server
 * answers; then sitemap.xml and robots.txt. The pages are rendered through Vite's SSR loader,
 * so they are built from the same modules the browser hydrates.
 */
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');

// A build for a misconfigured business fails here rather than publish wrong legal pages.
const businessSchema = z.object({
  brand: z.string().min(1),
  legalName: z.string().min(1),
  supportEmail: z.email(),
  supportPhone: z.string().regex(/^\+[1-9]\d{7,14}$/, 'an E.164 number, like +14165550123'),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    province: z.string().regex(/^[A-Z]{2}$/),
    postalCode: z.string().regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/),
    country: z.literal('CA'),
  }),
  hours: z.object({
    days: z.array(z.string()).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  origin: z.url().regex(/^https?:\/\/[^/]+$/, 'an origin, with no path'),
  disclosure: z.object({
    fintracMsb: z.union([
      z.literal(''),
      z.string().regex(/^[A-Z]\d{8,9}$/, 'a FINTRAC registration number, like M12345678'),
    ]),
    // A regulatory statement in one language only would leave the other language's pages silent.
    csaRegistration: z
      .object({ 'en-CA': z.string(), 'fr-CA': z.string() })
      .refine(
        (text) => (text['en-CA'].trim() === '') === (text['fr-CA'].trim() === ''),
        'BUSINESS_CSA_REGISTRATION and BUSINESS_CSA_REGISTRATION_FR are set together',
      ),
    custodian: z.string(),
  }),
});

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/** Module preloads for the chunks holding the site's words, and what they import. */
function preloadsOf(
  manifest: z.infer<typeof manifestSchema>,
  sources: readonly string[],
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].map((file) => `<link rel="modulepreload" href="/${file}" />`);
}

function sitemapOf(site: SiteModule): string {
  const { origin } = site.business;
  const entries = site.siteRoutes.flatMap((route) =>
    site.siteLanguages.map((language) => {
      const alternates = site.siteLanguages
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${origin}${site.sitePath(route.path, other)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${origin}${site.sitePath(route.path, language)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${route.path}"/>\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

const robotsOf = (site: SiteModule): string =>
  [
    'User-agent: *',
    'Allow: /',
    // The app's signed-in and back-office screens, and the server's interfaces, are no pages to index.
    ...['/api/', '/admin/', '/identity/', '/customers/', '/market/', '/stream/', '/dev/'].map(
      (path) => `Disallow: ${path}`,
    ),
    '',
    `Sitemap: ${site.business.origin}/sitemap.xml`,
    '',
  ].join('\n');

async function prerender(): Promise<void> {
  const server = await createServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const site = await loadSiteModule(server);
    businessSchema.parse(site.business);
    const template = readFileSync(join(dist, 'site.html'), 'utf8');
    const manifest = manifestSchema.parse(
      JSON.parse(readFileSync(join(dist, 'site-manifest.json'), 'utf8')),
    );
    const year = new Date().getFullYear();
    const pageIds = [...site.siteRoutes.map((route) => route.id), site.siteNotFoundId];
    let written = 0;
    for (const language of site.siteLanguages) {
      mkdirSync(join(dist, 'site', language), { recursive: true });
      for (const pageId of pageIds) {
        const rendered = await site.renderPage(pageId, language, year);
        // The islands need the site's words only: the page's own words are in its HTML.
        const preloads = preloadsOf(manifest, [`src/content/${language}/site.ts`]);
        writeFileSync(
          join(dist, 'site', language, `${pageId}.html`),
          placePage(template, { pageId, language, year, rendered, preloads }),
        );
        written += 1;
      }
    }
    writeFileSync(join(dist, 'sitemap.xml'), sitemapOf(site));
    // The server names its own PUBLIC_URL where these files name another origin (web-app.ts).
    writeFileSync(
      join(dist, 'site', 'build.json'),
      `${JSON.stringify({ origin: site.business.origin })}\n`,
    );
    writeFileSync(join(dist, 'robots.txt'), robotsOf(site));
    // The template and the manifest served their purpose; neither is a page to serve.
    rmSync(join(dist, 'site.html'));
    rmSync(join(dist, 'site-manifest.json'));
    process.stdout.write(`prerendered ${written} pages of the site into ${dist}/site\n`);
  } finally {
    await server.close();
  }
}

await prerender();
