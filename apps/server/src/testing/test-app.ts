import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../app.js';
import type { Database } from '../infra/db/database.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

const testConfig: AppConfig = {
  isProduction: false,
  logLevel: 'info',
  bodyLimitBytes: 16 * 1024,
  webDistDir: undefined,
};

/** The real application on a fresh database of its own, with its log captured. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logs.push(JSON.parse(line));
      }
      done();
    },
  });
  const app = await buildApp({ config: { ...testConfig, ...overrides }, database, logDestination });
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
