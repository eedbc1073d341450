import type { ContactStrings } from '../site-strings';

/** The contact form's fields; the server's rules are in @maple/contracts (contactFormRequestSchema). */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField | 'altcha', string>>;

export const messageMax = 5000;

// The same shape the server accepts: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with the form, in the reader's words, before it is sent; the server checks the
 * same rules again and its word is final.
 */
export function contactErrors(
  values: ContactValues,
  altcha: string | null,
  strings: ContactStrings,
): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (name === '' || name.length > 100) errors.name = strings.invalid.name;
  if (!emailPattern.test(values.email.trim()) || values.email.trim().length > 254) {
    errors.email = strings.invalid.email;
  }
  if (subject === '' || subject.length > 150) errors.subject = strings.invalid.subject;
  if (message.length < 10) errors.message = strings.invalid.messageShort;
  else if (message.length > messageMax) errors.message = strings.invalid.messageLong;
  if (altcha === null) errors.altcha = strings.invalid.altcha;
  return errors;
}

/** The fields a refusal of the server names (`details[].path` is `body.<field>`). */
export function refusedFields(body: unknown, strings: ContactStrings): ContactErrors {
  const details =
    typeof body === 'object' && body !== null && 'details' in body && Array.isArray(body.details)
      ? body.details
      : [];
  const errors: ContactErrors = {};
  for (const detail of details) {
    const path =
      typeof detail === 'object' && detail !== null && 'path' in detail ? detail.path : '';
    const field = typeof path === 'string' ? path.replace(/^body\./, '') : '';
    if (field === 'altcha') errors.altcha = strings.invalid.altcha;
    if (field === 'name') errors.name = strings.invalid.name;
    if (field === 'email') errors.email = strings.invalid.email;
    if (field === 'subject') errors.subject = strings.invalid.subject;
    if (field === 'message') errors.message = strings.invalid.messageShort;
  }
  return errors;
}
