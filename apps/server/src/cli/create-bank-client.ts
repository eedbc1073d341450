import { z } from 'zod';
import { readArgs, withServices } from './command-kit.js';

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

const args = readArgs({ name: { type: 'string' } }, argsSchema, USAGE);

await withServices('bank-client:create', async ({ identity }) => {
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
});
