import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { seedStorage } from '../support/session.js';
import { expect, test } from '../support/test.js';

/**
 * The installable app (docs/decisions/0080-installable-web-app.md): the signed-in app links its
 * manifest and registers its service worker, which Chromium accepts as an installable app; the
 * worker keeps the shell and the site's pages for offline use and never an answer of the
 * server's interfaces, which carry the customer's personal data.
 *
 * Full Chromium (the `installable` project) with a profile of its own: Playwright's usual
 * contexts are incognito, where Chromium installs nothing (`in-incognito`).
 */

/** The server's interfaces, whose answers the worker must never keep. */
const serverPaths = ['/api', '/customers', '/identity', '/admin', '/market', '/stream', '/docs'];

const isServerPath = (url: string): boolean => {
  const path = new URL(url).pathname.toLowerCase();
  return serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** Every URL kept in the page's Cache Storage, whichever cache holds it. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      urls.push(...requests.map((request) => request.url));
    }
    return urls;
  });
}

let profile = '';
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ baseURL, launchOptions, locale }) => {
  profile = mkdtempSync(join(tmpdir(), 'maple-e2e-profile-'));
  context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the signed-in app is installable, opens offline, and keeps no personal data', async ({
  customerStorage,
}) => {
  await seedStorage(page, customerStorage);
  await page.goto('/dashboard');
  // Registered once the page is idle; it controls the page once its shell is cached.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  const origin = new URL(page.url()).origin;

  await test.step('Chromium finds the manifest and accepts the app as installable', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? 'null')).toMatchObject({
      name: 'Maple Exchange',
      short_name: 'Maple',
      start_url: '/dashboard',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  await test.step('the worker keeps the shell, never the personal data the app reads', async () => {
    const settings = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/customers/notification-settings',
    );
    await page.goto('/settings-notifications');
    const answer = await settings;
    expect(answer.ok()).toBe(true);
    // The browser fetched it itself: the worker did not answer, so it had nothing to keep.
    expect(answer.fromServiceWorker()).toBe(false);
    await expect(page.getByRole('region', { name: 'Notifications on this device' })).toBeVisible();

    const urls = await cachedUrls(page);
    expect(urls).toContain(`${origin}/index.html`);
    expect(urls.some((url) => url.startsWith(`${origin}/static/`))).toBe(true);
    expect(urls.filter(isServerPath)).toEqual([]);
  });

  await test.step('offline, an app page opens on the kept shell and a read site page', async () => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    try {
      const app = await page.goto('/exchange');
      expect(app?.status()).toBe(200);
      expect(app?.fromServiceWorker()).toBe(true);
      expect(await app?.text()).toContain('<div id="root">');
      const site = await page.goto('/about');
      expect(site?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    expect((await cachedUrls(page)).filter(isServerPath)).toEqual([]);
  });
});
