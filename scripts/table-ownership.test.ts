import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one owning module: the one whose `<name>.tables.ts` declares it into `Schema`
 * (ADR 47). Only the owner's files name the table in SQL; another module asks the owner through
 * its service. `infra/db/schema.ts` declares infra's own tables.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server/src');
const modules = join(server, 'modules');

/** The tables a file declares into `Schema`, from its `interface Schema { … }` block. */
function declaredTables(source: string): string[] {
  const block = /interface Schema \{([^}]*)\}/.exec(source);
  if (block?.[1] === undefined) return [];
  return [...block[1].matchAll(/^\s*([a-z_]+): \w+;/gm)].flatMap((match) => match[1] ?? []);
}

/** Where SQL names a table: a query builder's table, a `table.column` or `table as t`, raw SQL. */
function tablesNamed(source: string, tables: readonly string[]): Set<string> {
  const names = [...tables].sort((a, b) => b.length - a.length).join('|');
  const forms = [
    `(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\\(\\s*['"\`](${names})\\b`,
    `['"\`](${names})(?:\\.(?!csv\\b)[a-z_]+| as \\w+)['"\`]`,
    `\\b(?:FROM|JOIN|INTO|UPDATE|from|join|into|update)\\s+(${names})\\b(?!\\s*\\()`,
  ];
  const found = new Set<string>();
  for (const line of source.split('\n')) {
    if (/^\s*(\*|\/\/|\/\*)/.test(line)) continue;
    for (const form of forms) {
      for (const match of line.matchAll(new RegExp(form, 'g'))) {
        if (match[1] !== undefined) found.add(match[1]);
      }
    }
  }
  return found;
}

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => join(dir, path));

function owners(): Map<string, string> {
  const owner = new Map<string, string>();
  const declare = (table: string, by: string) => {
    const earlier = owner.get(table);
    if (earlier !== undefined) throw new Error(`${table} is declared by ${earlier} and ${by}`);
    owner.set(table, by);
  };
  for (const table of declaredTables(read(join(server, 'infra/db/schema.ts')))) {
    declare(table, 'infra');
  }
  for (const name of readdirSync(modules)) {
    const tablesFile = join(modules, name, `${name}.tables.ts`);
    const files = sourcesUnder(join(modules, name)).filter((path) => path.endsWith('.tables.ts'));
    for (const file of files) {
      expect(file, 'a module declares its tables in <name>.tables.ts').toBe(tablesFile);
      for (const table of declaredTables(read(file))) declare(table, name);
    }
  }
  return owner;
}

const read = (path: string) => readFileSync(path, 'utf8');

function foreignTables(owner: Map<string, string>): Record<string, string[]> {
  const tables = [...owner.keys()];
  const foreign: Record<string, string[]> = {};
  for (const file of sourcesUnder(modules)) {
    const module = relative(modules, file).split('/')[0];
    const named = [...tablesNamed(read(file), tables)].filter((t) => owner.get(t) !== module);
    if (named.length > 0) foreign[relative(server, file)] = named.sort();
  }
  return foreign;
}

describe('table ownership', () => {
  const owner = owners();

  it('gives every table the migrations create, and none drops, exactly one owner', () => {
    const migrations = join(server, 'db/migrations');
    const named = (pattern: RegExp) =>
      readdirSync(migrations).flatMap((file) =>
        [...read(join(migrations, file)).matchAll(pattern)].map((match) => match[1]),
      );
    const dropped = new Set(named(/DROP TABLE (?:IF EXISTS )?([a-z_]+)\b(?!\.)/g));
    const created = named(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)\b(?!\.)/g).filter(
      (table) => table !== undefined && !dropped.has(table),
    );
    expect(created.filter((table) => table !== undefined && !owner.has(table))).toEqual([]);
    expect([...dropped].filter((table) => table !== undefined && owner.has(table))).toEqual([]);
  });

  it('keeps the SQL naming a table in its owning module', () => {
    // A module reads another's table through the owner's read function, which embeds as a
    // subquery where one statement must stay one (kyc's `customersKeyed`).
    expect(foreignTables(owner)).toEqual({});
  });

  it('finds a table named in each form SQL takes', () => {
    const source = [
      "db.selectFrom('trades').selectAll()",
      "db.insertInto('quotes').values(row)",
      ".innerJoin('accounts as a', 'a.guid', 'x.account_guid')",
      ".select('postings.amount')",
      'sql`SELECT 1 FROM transfers t JOIN funding_quotes q ON true`',
      '// a comment may say FROM customers',
      "const kind: Pick<Context, 'customers'> = ctx;",
      "reply.header('content-disposition', attachment({ filename: 'customers.csv' }));",
    ].join('\n');
    const all = ['trades', 'quotes', 'accounts', 'postings', 'transfers', 'funding_quotes'];
    expect([...tablesNamed(source, [...all, 'customers'])].sort()).toEqual([...all].sort());
  });
});
