import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './infra/errors.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

describe('HTTP application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Probe routes exercise the shared request pipeline (body parsing, validation, errors);
    // the product's own routes come with their modules.
    t.app.post('/customers/probe', { schema: { body: z.object({ email: z.email() }) } }, (req) => ({
      data: req.body,
    }));
    t.app.get('/customers/probe-crash', () => {
      throw new Error('database password is hunter2');
    });
    t.app.get('/api/probe-missing', () => {
      throw new AppError('not_found', 'Customer not found');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    const health = await t.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', migrations: 'applied' });
  });

  it('answers a malformed JSON body with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_json',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(20_000)}@example.com` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers invalid fields with 400 naming each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/probe',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_parameter');
    expect(body.details).toEqual([{ path: 'body.email', message: expect.any(String) }]);
  });

  it('answers unknown server paths with a JSON 404 in the surface shape', async () => {
    const own = await t.app.inject({ method: 'POST', url: '/customers/nope', payload: {} });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toMatchObject({
      code: 'not_found',
      message: 'No route for POST /customers/nope',
    });

    const platform = await t.app.inject('/api/nope?x=1');
    expect(platform.statusCode).toBe(404);
    expect(platform.json()).toEqual({
      status: 404,
      error_message: 'No route for GET /api/nope',
      message_code: 'not_found',
    });

    const known = await t.app.inject('/api/probe-missing');
    expect(known.json()).toEqual({
      status: 404,
      error_message: 'Customer not found',
      message_code: 'not_found',
    });
  });

  it('hides an unexpected failure behind a 500 with only the request id', async () => {
    const res = await t.app.inject({
      url: '/customers/probe-crash',
      headers: { 'x-request-id': 'req-crash-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side (request req-crash-0001)',
      request_id: 'req-crash-0001',
    });
    expect(res.body).not.toContain('hunter2');
    const logged = t.logs.find((line) => line.request_id === 'req-crash-0001' && line.level === 50);
    expect(logged).toBeDefined();
  });

  it('tags every log line of a request with its id and echoes the id', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('lb-trace-12345678');
    const lines = t.logs.filter((line) => line.request_id === 'lb-trace-12345678');
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });

    const forged = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps query string values out of the log', async () => {
    await t.app.inject({
      url: '/customers/nope?token=secret-reset-token',
      headers: { 'x-request-id': 'query-log-0001' },
    });
    const line = t.logs.find(
      (l) => l.request_id === 'query-log-0001' && l.msg === 'request completed',
    );
    expect(JSON.stringify(line)).toContain('/customers/nope?token=…');
    expect(JSON.stringify(t.logs)).not.toContain('secret-reset-token');
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('readiness before migrations', () => {
  it('answers 503 naming the pending migrations', async () => {
    const { openDatabase } = await import('./infra/db/database.js');
    const { buildApp } = await import('./app.js');
    const { createServices } = await import('./services.js');
    const { soleCoordination } = await import('./infra/coordination/coordination.js');
    const { testConfig } = await import('./testing/test-app.js');
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    const config = { ...testConfig, logLevel: 'silent' as const };
    const app = await buildApp({
      config,
      database,
      services: createServices(config, database.db, soleCoordination()),
    });
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'up' });
      expect(res.json().pending_migrations).toContain('0001_create_audit_events');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
