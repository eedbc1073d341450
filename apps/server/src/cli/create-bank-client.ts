import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../infra/config.js';
import { soleCoordination } from '../infra/coordination/coordination.js';
import { databaseTarget, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';
import { createServices } from '../services.js';

/**
 * `npm run bank-client:create -- --name "Core banking"`: creates a bank API client (ADR 18) and
 * prints its client id and secret once. Reads the same environment as the server (DATABASE_URL
 * or DATA_DIR).
 */
const USAGE = 'usage: npm run bank-client:create -- --name "<what the client is for>"';

const argsSchema = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'use at most 100 characters'),
});

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function readArgs() {
  try {
    const { values } = parseArgs({ options: { name: { type: 'string' } }, strict: true });
    const parsed = argsSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    fail(
      `${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`,
      2,
    );
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
}

async function main() {
  const args = readArgs();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(database.db);
    const { identity } = createServices(config, database.db, soleCoordination());
    const created = await identity.bankClients.create(args.name);
    process.stdout.write(
      [
        `Bank API client created: ${args.name}`,
        `  client_id      ${created.clientId}`,
        `  client_secret  ${created.clientSecret}`,
        'Exchange them for a bank token at POST /api/oauth/token (grant_type client_credentials).',
        'The secret is shown this once: it is stored hashed.',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  fail(`bank-client:create failed: ${error instanceof Error ? error.message : String(error)}`, 1);
});
