import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeBuiltWebApp } from '../../testing/built-web-app.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** The web app's public files, which its build copies to dist as they are. */
const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

const manifestSchema = z.object({
  name: z.literal('Maple Exchange'),
  short_name: z.literal('Maple'),
  start_url: z.literal('/dashboard'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  lang: z.literal('en-CA'),
  dir: z.literal('ltr'),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/),
  icons: z.array(
    z.object({
      src: z.string().startsWith('/'),
      sizes: z.string().regex(/^\d+x\d+$/),
      type: z.literal('image/png'),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, from its first chunk (IHDR), or undefined for anything else. */
function pngSize(bytes: Buffer): string | undefined {
  if (!bytes.subarray(0, 8).equals(pngSignature)) return undefined;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest (docs/decisions/0080-installable-web-app.md)', () => {
  const dist = writeBuiltWebApp();
  let t: TestApp;

  beforeAll(async () => {
    cpSync(webPublic, dist, { recursive: true });
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is answered at /manifest.webmanifest as a manifest, checked for changes on each use', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(manifestSchema.safeParse(res.json()).error).toBeUndefined();
  });

  it('names icons of 192 and 512 pixels and a maskable one, each a PNG of its stated size', async () => {
    const { icons } = manifestSchema.parse((await t.app.inject('/manifest.webmanifest')).json());
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const res = await t.app.inject(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe('image/png');
      expect(pngSize(res.rawPayload), icon.src).toBe(icon.sizes);
    }
  });

  it('has the apple-touch-icon the pages link to, a PNG of 180 pixels', async () => {
    const res = await t.app.inject('/apple-touch-icon.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toBe('180x180');
  });

  it('starts the installed app at a page of the app', async () => {
    const { start_url } = manifestSchema.parse(
      (await t.app.inject('/manifest.webmanifest')).json(),
    );
    const res = await t.app.inject(start_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
