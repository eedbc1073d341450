import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { z } from 'zod';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { soleCoordination } from '../infra/coordination/coordination.js';
import { databaseTarget, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';
import { AppError } from '../infra/errors.js';
import { createServices, type Services } from '../services.js';

/** What the `npm run …:create` commands share: their arguments, the services, the exit codes. */

export function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The command's `--name value` arguments, checked by `schema`; exit 2 with the usage if not. */
export function readArgs<S extends z.ZodType>(
  options: NonNullable<ParseArgsConfig['options']>,
  schema: S,
  usage: string,
): z.output<S> {
  try {
    const { values } = parseArgs({ options, strict: true });
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`);
    return fail(`${issues.join('\n')}\n${usage}`, 2);
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
  }
}

/**
 * Runs `work` with the server's services on its database (the same environment as the server,
 * migrated first), then closes it. A refusal (`AppError`) is printed and exits 1 once the
 * database is closed, so nothing is cut off mid-write; anything else fails the command.
 */
export async function withServices(
  command: string,
  work: (services: Services) => Promise<void>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(database.db);
    await work(createServices(config, database.db, soleCoordination()));
  } catch (error) {
    if (!(error instanceof AppError)) {
      await database.close();
      fail(`${command} failed: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
  await database.close();
}
