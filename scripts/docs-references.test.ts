import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Everything the repository cites is in the repository: no file refers to a specification or
 * design kept elsewhere (the product rules are in docs/product, the house design in docs/design),
 * and every path the docs and the README name exists.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const self = 'scripts/docs-references.test.ts';

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && existsSync(join(root, path)));
const trackedBasenames = new Set(tracked.map((path) => basename(path)));

const scanned = tracked.filter(
  (path) =>
    (/^(apps|packages|scripts|e2e|bench|docs)\//.test(path) || path === 'README.md') &&
    path !== self &&
    !/(^|\/)(package-lock\.json|[^/]*\.lock)$/.test(path) &&
    !/^packages\/contracts\/cybrid\/.*\.ya?ml$/.test(path),
);

const read = (path: string): string | undefined => {
  const bytes = readFileSync(join(root, path));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
};

/** A section of a document outside the repository ("SPEC §3", "SPEC B4", "DESIGN §5"), or the file. */
const outsideDocument = /\b(SPEC|DESIGN)\b( §| [AB]\d)|\b(SPEC|DESIGN)\.md\b/;

describe('references to documents outside the repository', () => {
  it('are none', () => {
    const found = scanned.flatMap((path) =>
      (read(path) ?? '')
        .split('\n')
        .flatMap((line, index) =>
          outsideDocument.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

const docs = tracked.filter((path) => /^docs\/.*\.md$/.test(path) || path === 'README.md');

const extensions = 'ts|tsx|mjs|cjs|js|json|jsonc|md|sql|csv|yaml|yml|html|css|sh';
const namesAFile = new RegExp(`\\.(${extensions})$`);
const startsAtTheRoot = /^(apps|packages|scripts|e2e|docs|bench|\.ci)\//;

/** Not a path to check: a URL path, a placeholder, a pattern, or a build output. */
const skipped = (token: string): boolean =>
  token.startsWith('/') ||
  /\s|NNNN|[*…<>{}$]|:\/\//.test(token) ||
  /(^|\/)dist(\/|$)/.test(token) ||
  /^\.[a-z]+$/.test(token);

/** The paths a document names: backticked file names and paths, and relative links. */
function namedPaths(text: string): { token: string; link: boolean }[] {
  const named: { token: string; link: boolean }[] = [];
  for (const [, token = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = token.replace(/:\d+(-\d+)?$/, '');
    if (namesAFile.test(path) || startsAtTheRoot.test(path))
      named.push({ token: path, link: false });
  }
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const path = target.replace(/#.*$/, '');
    if (path === '' || /^[a-z][a-z+.-]*:/i.test(path)) continue;
    named.push({ token: path, link: true });
  }
  return named.filter(({ token }) => !skipped(token));
}

const trackedPathFits = (path: string): boolean => {
  const bare = path.replace(/\/$/, '');
  return tracked.some(
    (candidate) =>
      candidate === bare ||
      candidate.endsWith(`/${bare}`) ||
      candidate.startsWith(`${bare}/`) ||
      candidate.includes(`/${bare}/`),
  );
};

function exists(doc: string, { token, link }: { token: string; link: boolean }): boolean {
  if (link) return existsSync(join(root, normalize(join(dirname(doc), token))));
  if (!token.includes('/')) return trackedBasenames.has(token);
  return (
    existsSync(join(root, token)) ||
    trackedPathFits(token) ||
    existsSync(join(root, 'node_modules', token))
  );
}

describe('paths the docs name', () => {
  it('all exist', () => {
    const missing = docs.flatMap((doc) =>
      namedPaths(read(doc) ?? '')
        .filter((named) => !exists(doc, named))
        .map(({ token }) => `${doc}: ${token}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found in the docs', () => {
    const named = docs.flatMap((doc) => namedPaths(read(doc) ?? '').map(({ token }) => token));
    expect(named).toEqual(
      expect.arrayContaining([
        'packages/contracts/src/routes.ts',
        'decisions/0017-limits-engine.md',
      ]),
    );
  });
});
