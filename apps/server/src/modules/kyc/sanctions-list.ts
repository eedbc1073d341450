import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * The sanctions list the rules engine screens names against, read from the US Treasury OFAC
 * "Specially Designated Nationals" list in its published `SDN.CSV` format: no header row, one
 * entry per line — ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage,
 * GRT, Vess_flag, Vess_owner, Remarks — with `-0-` for an empty field, CRLF line ends and an
 * ASCII SUB (0x1A) after the last line. Individuals are named `LAST, First Middle`; entities,
 * vessels and aircraft are not people and are left out. (Aliases, in OFAC's separate ALT.CSV,
 * are not read.)
 *
 * Matching (docs/decisions/0016): a name becomes its tokens — Unicode-decomposed, diacritics
 * dropped, lower-cased, split on anything that is not a letter or digit — so `Amélie`,
 * `AMELIE` and `amelie` are one token, and `Kestrelle-Voss` is two. An entry's key is every
 * token of its last name plus the first of its given names (middle names are often left out
 * of an application). An applicant matches an entry when every token of the key is among the
 * tokens of their first, middle and last names, in any order, so `Petrak Zorvan`, `Zorvan
 * Petrak` and `Petrak Ilyan Zorvan` all match `ZORVAN, Petrak Ilyan`. A match is never a
 * refusal: it sends the application to a person, who compares dates of birth and the rest.
 */

export interface SanctionedPerson {
  entNum: string;
  /** The name as published, for the reviewer. */
  name: string;
  program: string;
  /** The tokens an applicant's name must all hold to match. */
  key: readonly string[];
}

export interface ApplicantName {
  first: string;
  middle?: string | undefined;
  last: string;
}

const EMPTY = '-0-';
/** ASCII SUB, the DOS end-of-file mark OFAC's file ends with. */
const END_OF_FILE = String.fromCharCode(0x1a);

/** Letters and digits only, without diacritics, lower case: one token per word. */
export function nameTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

function keyOf(sdnName: string): string[] {
  const comma = sdnName.indexOf(',');
  if (comma < 0) return nameTokens(sdnName);
  const lastNames = nameTokens(sdnName.slice(0, comma));
  const [firstGiven] = nameTokens(sdnName.slice(comma + 1));
  return firstGiven === undefined ? lastNames : [...lastNames, firstGiven];
}

function withoutEndMark(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith(END_OF_FILE) ? trimmed.slice(0, -1) : text;
}

/** The rows of an `SDN.CSV` text, its end mark dropped (the wallets' deny list reads it too). */
export function readSdnRows(text: string): string[][] {
  return parse(withoutEndMark(text), {
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
}

/** The individuals of an `SDN.CSV` text; a row with too few columns is a malformed file. */
export function parseSdnCsv(text: string): SanctionedPerson[] {
  return readSdnRows(text).flatMap((row, index) => {
    const [entNum, name, type, program] = row;
    if (entNum === undefined || name === undefined || type === undefined) {
      throw new Error(`The sanctions list's line ${index + 1} has fewer than 3 columns`);
    }
    if (type.toLowerCase() !== 'individual' || name === EMPTY) return [];
    const key = keyOf(name);
    if (key.length === 0) return [];
    return [{ entNum, name, program: program === undefined ? '' : program, key }];
  });
}

export class SanctionsList {
  constructor(readonly people: readonly SanctionedPerson[]) {}

  /** The entries an applicant's name matches (see above); empty when none. */
  matches(applicant: ApplicantName): SanctionedPerson[] {
    const tokens = new Set(
      [applicant.first, applicant.middle ?? '', applicant.last].flatMap(nameTokens),
    );
    // A linear scan: OFAC lists about 7,000 individuals, and a check runs once per submission.
    return this.people.filter((person) => person.key.every((token) => tokens.has(token)));
  }
}

/** Reads the list once, at start-up; a missing or unreadable file stops the server. */
export function loadSanctionsList(path: string): SanctionsList {
  return new SanctionsList(parseSdnCsv(readFileSync(path, 'utf8')));
}
