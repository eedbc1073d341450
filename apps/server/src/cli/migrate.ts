import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const database = await openDatabase(databaseTarget(loadConfig(process.env)));
  try {
    const applied = await migrateToLatest(database.db);
    process.stdout.write(
      applied.length === 0 ? 'Database is up to date.\n' : `Applied: ${applied.join(', ')}\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
