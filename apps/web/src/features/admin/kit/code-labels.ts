import type { TFunction } from 'i18next';
import type { Catalogue } from '../../../lib/i18n/en-CA';

export type CodeGroup = keyof Catalogue['staffCodes'];

/**
 * A code the server sends (a state, a kind, a reason) in the reader's words; one the catalogue
 * does not know yet is shown as sent, so a new code is seen rather than hidden.
 */
export function codeLabel(t: TFunction, group: CodeGroup, code: string): string {
  const labels: Readonly<Record<string, string>> = t(`staffCodes.${group}`, {
    returnObjects: true,
  });
  return labels[code] ?? code;
}

/**
 * A masked photo ID as the server writes it (`drivers_license ***234`): the document's type in
 * words, then its masked number.
 */
export function photoIdLabel(t: TFunction, masked: string): string {
  const space = masked.indexOf(' ');
  if (space < 0) return codeLabel(t, 'photoId', masked);
  return `${codeLabel(t, 'photoId', masked.slice(0, space))} ${masked.slice(space + 1)}`;
}
