import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { siteNotFoundId } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL, sitePage, writeBuiltWebApp } from '../../testing/built-web-app.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('serving the web app', () => {
  const dist = writeBuiltWebApp();
  let t: TestApp;

  beforeAll(async () => {
    // The build's compressed copies (scripts/precompress.ts), for one page and the shell.
    for (const file of [join(dist, 'site', 'en-CA', 'about.html'), join(dist, 'index.html')]) {
      const html = file.endsWith('index.html') ? SHELL : sitePage('en-CA', 'about');
      writeFileSync(`${file}.br`, brotliCompressSync(html));
      writeFileSync(`${file}.gz`, gzipSync(html));
    }
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', 'en-CA', 'landing'],
    ['/what-is-XRP', 'en-CA', 'whatIsXrp'],
    ['/what-is-xrp/', 'en-CA', 'whatIsXrp'],
    ['/fr', 'fr-CA', 'landing'],
    ['/fr/', 'fr-CA', 'landing'],
    ['/fr/what-is-XRP', 'fr-CA', 'whatIsXrp'],
    ['/FR/Privacy-Policy', 'fr-CA', 'privacyPolicy'],
  ])('answers the site page %s prerendered, in %s', async (url, language, id) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(sitePage(language, id));
  });

  it.each([
    '/dashboard',
    '/identity-verification',
    '/signin',
    '/reset',
    '/admin/customer/3b1f',
    '/Dashboard/',
  ])('answers the app page %s with the app shell', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  it('answers the shell at /index.html too, where the service worker fetches it to keep', async () => {
    const res = await t.app.inject('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SHELL);
  });

  it('answers a path outside the route map with the not-found page of its language, 404', async () => {
    const english = await t.app.inject('/nope');
    expect(english.statusCode).toBe(404);
    expect(english.body).toBe(sitePage('en-CA', siteNotFoundId));
    const french = await t.app.inject('/fr/nope');
    expect(french.statusCode).toBe(404);
    expect(french.body).toBe(sitePage('fr-CA', siteNotFoundId));
    // The app's pages have no French address: the language is the app's own choice.
    expect((await t.app.inject('/fr/dashboard')).statusCode).toBe(404);
    expect((await t.app.inject('/admin/customer/1/2')).statusCode).toBe(404);
    expect((await t.app.inject('/site/en-CA/about.html')).statusCode).toBe(404);
  });

  it('sends a page compressed as the browser accepts it, when the build compressed it', async () => {
    const brotli = await t.app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(sitePage('en-CA', 'about'));

    const gzip = await t.app.inject({ url: '/signin', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHELL);

    const plain = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(sitePage('en-CA', 'about'));
    // A page the build left uncompressed goes as it is.
    const uncompressed = await t.app.inject({ url: '/faq', headers: { 'accept-encoding': 'br' } });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe(sitePage('en-CA', 'faq'));
  });

  it('redirects /services permanently to /crypto-consultations, in both languages', async () => {
    const res = await t.app.inject('/services');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/crypto-consultations');
    const french = await t.app.inject('/fr/services');
    expect(french.statusCode).toBe(301);
    expect(french.headers.location).toBe('/fr/crypto-consultations');
  });

  it('serves hashed files as immutable and other files revalidated', async () => {
    const chunk = await t.app.inject('/static/app-3f2a.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const script = await t.app.inject('/theme-init.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing chunk and unknown API paths with JSON, never the page', async () => {
    for (const url of ['/static/gone-1234.js', '/api/nope', '/customers/nope', '/admin/api/nope']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('does not serve the shell for other methods on page paths', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
