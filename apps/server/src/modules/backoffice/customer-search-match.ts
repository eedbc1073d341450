import type { BlindIndex } from '../../infra/security/blind-index.js';
import { nameIndexOf, phoneIndexOf } from '../kyc/search-keys.js';
import type { CustomerMatch } from './customer-search-filters.js';

/** What staff typed, read as one key: a guid, an e-mail, a phone number, else a name (ADR 25). */

const GUID = /^[0-9a-f]{32}$/i;
const PHONE_LIKE = /^[+\d\s().-]+$/;

/** `50%_off` → `%50\%\_off%`: what was typed, anywhere in the text, its wildcards literal. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function matchOf(blindIndex: BlindIndex, typed: string): CustomerMatch {
  const text = typed.trim();
  if (GUID.test(text)) return { by: 'guid', guid: text.toLowerCase() };
  if (text.includes('@')) return { by: 'email', pattern: anywhere(text.toLowerCase()) };
  const phoneIndex = PHONE_LIKE.test(text) ? phoneIndexOf(blindIndex, text) : null;
  if (phoneIndex !== null) return { by: 'phone', phoneIndex };
  return {
    by: 'name',
    pattern: anywhere(text.toLowerCase()),
    nameIndex: nameIndexOf(blindIndex, text),
  };
}
