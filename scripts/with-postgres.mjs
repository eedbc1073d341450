// Runs a command with DATABASE_URL pointing at a PostgreSQL server (default: the local one),
// after checking the server answers, so a missing server fails with a clear message.
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('Set DATABASE_URL to a server where this user may CREATE DATABASE.');
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, DATABASE_URL: url },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
