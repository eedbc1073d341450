import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const SHELL = '<!doctype html><html lang="en-CA"><body><div id="root"></div></body></html>';

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'maple-web-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'static', 'app-3f2a.js'), 'export {};');
    writeFileSync(join(dist, 'theme-init.js'), '/* theme */');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/dashboard',
    '/signin',
    '/admin/customer/3b1f',
    '/what-is-XRP',
    '/what-is-xrp',
    '/Dashboard/',
  ])('answers %s with the app shell', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SHELL);
  });

  it('answers a path outside the route map with the shell and status 404', async () => {
    const res = await t.app.inject('/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SHELL);
    expect((await t.app.inject('/admin/customer/1/2')).statusCode).toBe(404);
  });

  it('redirects /services permanently to /crypto-consultations', async () => {
    const res = await t.app.inject('/services');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/crypto-consultations');
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
