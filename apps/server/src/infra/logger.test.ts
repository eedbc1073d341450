import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletionLogController, loggerOptions } from './logger.js';

describe('the log', () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line));
      }
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions({ logLevel: 'info' }, destination),
    logController: new CompletionLogController({ requestIdLogLabel: 'request_id' }),
  });
  beforeAll(async () => {
    app.get('/probe', (request) => {
      const failure = Object.assign(new Error('the bank refused'), {
        token: 'tok-0123456789',
        secret: 'sec-0123456789',
        status: 502,
      });
      request.log.warn({ err: failure }, 'bank call failed');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps tokens, cookies and query values of a request out of its lines', async () => {
    await app.inject({
      url: '/probe?reset=rst-0123456789',
      headers: { authorization: 'Bearer brr-0123456789', cookie: 'session=ck-0123456789' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['brr-0123456789', 'ck-0123456789', 'rst-0123456789']) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes one line per request, when it completes, with its id, path, status and time', () => {
    const own = lines.filter((line) => typeof line.request_id === 'string' && line.req);
    expect(own).toHaveLength(1);
    expect(own[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      request_id: expect.any(String),
      req: { method: 'GET', url: '/probe?reset=…', ip: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
  });

  it("censors an error's secret fields and keeps the rest of it", () => {
    const failed = lines.find((line) => line.msg === 'bank call failed');
    expect(failed?.err).toMatchObject({
      message: 'the bank refused',
      token: '[redacted]',
      secret: '[redacted]',
      status: 502,
    });
  });
});

describe('JSON lines for a log collector', () => {
  it('writes every line in order, those still waiting when the process exits included', () => {
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `
      import { jsonDestination } from ${JSON.stringify(logger)};
      const out = jsonDestination();
      for (let line = 1; line <= 3; line += 1) out.write(line + '\\n');
      setImmediate(() => {
        out.write('4\\n');
        out.write('5\\n');
        process.exit(0);
      });`;
    const run = spawnSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('1\n2\n3\n4\n5\n');
  });
});
