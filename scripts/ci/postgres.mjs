// Creates or drops a database on the PostgreSQL server named by PG_ADMIN_URL.
// Usage: node scripts/ci/postgres.mjs create|drop <name>
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? '')) {
  console.error('usage: node scripts/ci/postgres.mjs create|drop <database_name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.PG_ADMIN_URL });
await client.connect();
try {
  await client.query(
    action === 'create'
      ? `CREATE DATABASE ${name}`
      : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
  );
} finally {
  await client.end();
}
