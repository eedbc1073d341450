import { appRoutes, siteRoutes } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { enCA } from './en-CA';
import { frCA } from './fr-CA';
import { toLanguage } from './languages';

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/{{\s*\w+\s*}}/g)
    ?.sort() ?? [];

describe('catalogues', () => {
  const en = new Map(leaves(enCA));
  const fr = new Map(leaves(frCA));

  it('have identical key sets', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('hold only non-empty strings', () => {
    for (const [key, text] of [...en, ...fr]) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of en) {
      expect(placeholders(fr.get(key)), key).toEqual(placeholders(text));
    }
  });

  it("title every page of the app's route map, and nothing else (the site titles its own)", () => {
    const appPages = appRoutes.filter((route) => !siteRoutes.includes(route));
    expect(Object.keys(enCA.routes).sort()).toEqual(appPages.map((route) => route.id).sort());
  });

  it('carry the messages docs/product/errors.md fixes, word for word, in English', () => {
    expect(enCA.session.customerExpired).toBe('Your session has expired. Please log in again.');
    expect(enCA.session.adminEnded).toBe('Session has ended, Please login again.');
    expect(enCA.session.adminMissing).toBe('Session has expired, Please login again.');
    expect(enCA.errors.signatureExpired).toBe('Your session has expired');
    expect(enCA.errors.chunkLoadFailed).toBe('Loading chunk failed');
  });
});

describe('language detection', () => {
  it('maps any French to fr-CA and everything else to en-CA', () => {
    expect(toLanguage('fr')).toBe('fr-CA');
    expect(toLanguage('fr-FR')).toBe('fr-CA');
    expect(toLanguage('FR-ca')).toBe('fr-CA');
    expect(toLanguage('en-US')).toBe('en-CA');
    expect(toLanguage('de-DE')).toBe('en-CA');
    expect(toLanguage('')).toBe('en-CA');
  });
});
