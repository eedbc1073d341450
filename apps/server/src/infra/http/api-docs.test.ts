import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isProduction: true });
});
afterAll(() => t.close());

describe('/docs', () => {
  it('serves Swagger UI under the site-wide policy, with no inline script', async () => {
    const res = await t.app.inject('/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toBe(
      String((await t.app.inject('/healthz')).headers['content-security-policy']),
    );
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/src="\/docs\/static\//);
      expect(content.trim()).toBe('');
    }
    const initializer = await t.app.inject('/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
  });

  it('says the prices are simulated when they are (MARKET_DATA=simulated), never live', async () => {
    const document = (await t.app.inject('/docs/json')).json<{
      info: { description: string };
      tags: { name: string; description?: string }[];
    }>();
    expect(document.info.description).toContain('**Simulated prices.**');
    const market = document.tags.find((tag) => tag.name.startsWith('Market data'));
    expect(market?.description).toMatch(/simulated market data .* not live prices/s);
  });

  it('describes /api, /customers, /identity and /market in OpenAPI 3.1, and nothing else', async () => {
    const document = (await t.app.inject('/docs/json')).json<{ openapi: string; paths: object }>();
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    const surfaces = new Set(paths.map((path) => path.split('/')[1]));
    expect([...surfaces].sort()).toEqual(['api', 'customers', 'identity', 'market']);
    expect(paths).toContain('/api/trades/{trade_guid}');
    expect(paths).toContain('/market/api/v3/coins/{id}/market_chart');
    const yaml = await t.app.inject('/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
  });

  it('describes amounts as JSON integers', async () => {
    const document = (await t.app.inject('/docs/json')).json<Record<string, unknown>>();
    const text = JSON.stringify(document);
    // The quote's answer: amounts are integers, not strings or bare `{}` (zod has no bigint schema).
    expect(text).toContain('"deliver_amount":{"type":"integer","minimum":0}');
    // The request takes a JSON integer or a string of digits.
    expect(text).toContain('"anyOf":[{"type":"integer","minimum":1},{"type":"string"');
  });
});
