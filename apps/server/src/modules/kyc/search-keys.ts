import { phoneNumberSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { BlindIndex } from '../../infra/security/blind-index.js';
import type { Answers } from './kyc-answers.js';

/**
 * The search keys of a customer's legal name and phone (ADR 25): blind indexes of their
 * normalised form, so staff find a customer by either without either being stored in the
 * clear. The kyc module writes them; the back office's search computes the same from what
 * staff type.
 */

const NAME_PURPOSE = 'customer-search-legal-name';
const PHONE_PURPOSE = 'customer-search-phone';

export interface SearchKeys {
  nameIndex: string | null;
  phoneIndex: string | null;
}

/** `Élise  O'Brien-Roy` → `elise o brien roy`: accents, case, spacing and punctuation aside. */
export function normalisedName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** The key of a name as typed, first name then last (a middle name is left out). */
export function nameIndexOf(blindIndex: BlindIndex, text: string): string | null {
  const name = normalisedName(text);
  return name === '' ? null : blindIndex.of(NAME_PURPOSE, name);
}

/** The key of a phone number in any form Canada dials (`416-555-0123`), or null if none. */
export function phoneIndexOf(blindIndex: BlindIndex, text: string): string | null {
  const phone = phoneNumberSchema.safeParse(text);
  return phone.success ? blindIndex.of(PHONE_PURPOSE, phone.data) : null;
}

/** The keys of an application's answers: the flow's steps, or what a bank attested. */
export function searchKeysOf(blindIndex: BlindIndex, answers: Answers): SearchKeys {
  const name = answers.identity?.name ?? answers.attested?.name;
  const phone = answers.address?.phone_number ?? answers.attested?.phone_number;
  return {
    nameIndex: name === undefined ? null : nameIndexOf(blindIndex, `${name.first} ${name.last}`),
    phoneIndex: phone === undefined ? null : phoneIndexOf(blindIndex, phone),
  };
}

/**
 * The customers whose key is the one given, as a subquery for the back office's search to
 * embed in its own statement (kyc owns the keys; the search owns the directory it filters).
 */
export function customersKeyed(
  db: Kysely<Schema>,
  key: { nameIndex: string } | { phoneIndex: string },
) {
  const query = db.selectFrom('customer_search_keys').select('customer_guid');
  return 'nameIndex' in key
    ? query.where('name_index', '=', key.nameIndex)
    : query.where('phone_index', '=', key.phoneIndex);
}
