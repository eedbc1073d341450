import { parseArgs } from 'node:util';
import { displayNameSchema, emailSchema, staffRoleSchema } from '@maple/contracts';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../infra/config.js';
import { soleCoordination } from '../infra/coordination/coordination.js';
import { databaseTarget, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';
import { AppError } from '../infra/errors.js';
import { createServices } from '../services.js';

/**
 * `npm run admin:create -- --email a@b.c --name "Ada" --role admin`: creates a staff user with
 * a generated password and an enrolled authenticator, and prints them once. Reads the same
 * environment as the server (DATABASE_URL or DATA_DIR, DATA_ENCRYPTION_KEYS).
 */
const USAGE =
  'usage: npm run admin:create -- --email <address> --name "<display name>" [--role admin|compliance|support]';

const argsSchema = z.object({
  email: emailSchema,
  name: displayNameSchema,
  role: staffRoleSchema,
});

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'admin' },
      },
      strict: true,
    });
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
    const { staff } = createServices(config, database.db, soleCoordination());
    const created = await staff.create({
      email: args.email,
      displayName: args.name,
      role: args.role,
    });
    process.stdout.write(
      [
        `Staff user created: ${args.name} <${created.email}> (${args.role})`,
        `  password     ${created.password}`,
        `  TOTP secret  ${created.totpSecret}`,
        `  otpauth URI  ${created.otpauthUri}`,
        'Add the secret to an authenticator app (or show the URI as a QR code).',
        'They are shown this once: the password is stored hashed, the secret encrypted.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Answered after the database is closed below, so nothing is cut off mid-write.
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  fail(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`, 1);
});
