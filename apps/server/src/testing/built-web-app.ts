import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteLanguages, siteNotFoundId, siteRoutes } from '@maple/contracts';

export const SHELL = '<!doctype html><html lang="en-CA"><body><div id="root"></div></body></html>';

/** What the prerender step would have written for a page of the site. */
export const sitePage = (language: string, id: string) =>
  `<!doctype html><html lang="${language}" data-site=""><body data-page="${id}"><h1>Maple Exchange</h1></body></html>`;

/**
 * Writes into a new temporary directory what `npm run build` leaves in apps/web/dist: the app's
 * shell, one hashed file, and every prerendered page of the site in both languages.
 */
export function writeBuiltWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'maple-web-'));
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'static', 'app-3f2a.js'), 'export {};');
  writeFileSync(join(dist, 'theme-init.js'), '/* theme */');
  for (const language of siteLanguages) {
    mkdirSync(join(dist, 'site', language), { recursive: true });
    for (const id of [...siteRoutes.map((route) => route.id), siteNotFoundId]) {
      writeFileSync(join(dist, 'site', language, `${id}.html`), sitePage(language, id));
    }
  }
  return dist;
}
