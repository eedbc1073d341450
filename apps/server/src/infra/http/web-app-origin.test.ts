import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuiltWebApp } from '../../testing/built-web-app.js';
import { registerWebApp } from './web-app.js';

/** A page as the prerender step writes it for an origin: canonical URL and JSON-LD. */
const pageFor = (origin: string, path: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${origin}${path}" />` +
  `<script type="application/ld+json">{"url":"${origin}/"}</script></head><body></body></html>`;

describe('a build made for another origin than PUBLIC_URL', () => {
  const dist = writeBuiltWebApp();
  let app: FastifyInstance;

  beforeAll(async () => {
    const built = 'http://localhost:3000';
    writeFileSync(join(dist, 'site', 'build.json'), JSON.stringify({ origin: built }));
    writeFileSync(join(dist, 'site', 'en-CA', 'about.html'), pageFor(built, '/about'));
    writeFileSync(join(dist, 'site', 'fr-CA', 'about.html'), pageFor(built, '/fr/about'));
    writeFileSync(
      join(dist, 'sitemap.xml'),
      `<urlset><url><loc>${built}/about</loc></url></urlset>\n`,
    );
    writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nSitemap: ${built}/sitemap.xml\n`);
    app = Fastify({ logger: false });
    await registerWebApp(app, dist, 'https://maple.example');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('names PUBLIC_URL in canonical links and JSON-LD, never localhost', async () => {
    const english = await app.inject('/about');
    expect(english.body).toBe(pageFor('https://maple.example', '/about'));
    const french = await app.inject({ url: '/fr/about', headers: { 'accept-encoding': 'gzip' } });
    expect(french.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(french.rawPayload).toString()).toBe(
      pageFor('https://maple.example', '/fr/about'),
    );
  });

  it('names PUBLIC_URL in the sitemap and robots.txt', async () => {
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://maple.example/about</loc>');
    expect(sitemap.body).not.toContain('localhost');
    const robots = await app.inject('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://maple.example/sitemap.xml');
  });
});
