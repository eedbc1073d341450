import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVariables } from './config.js';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The variables named in the first column of the README's server configuration table. */
function documentedVariables(): Set<string> {
  const lines = readme.split('\n');
  const section = lines.indexOf('## Configuration');
  const header = lines.findIndex((line, at) => at > section && line.startsWith('| variable |'));
  const names = new Set<string>();
  // The header, its separator, then one row per line until the table ends.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name ?? '');
  }
  return names;
}

describe("the README's configuration table", () => {
  it('lists every variable the server reads', () => {
    const documented = documentedVariables();
    expect(configVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    const read = new Set(configVariables);
    expect([...documentedVariables()].filter((name) => !read.has(name))).toEqual([]);
  });
});
