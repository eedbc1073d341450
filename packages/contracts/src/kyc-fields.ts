import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The fields of identity verification (docs/product/identity-verification.md): checked by the web
 * forms early and enforced by the server. Canadian formats only: the product serves residents of
 * Canada.
 */

export const provinces = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof provinces)[number];

export const provinceSchema = z.enum(provinces, { error: 'Choose a province or territory' });

/** The age of majority of each province and territory: 18 in six of them, 19 elsewhere. */
export const ageOfMajority: Readonly<Record<Province, number>> = {
  AB: 18,
  MB: 18,
  ON: 18,
  PE: 18,
  QC: 18,
  SK: 18,
  BC: 19,
  NB: 19,
  NL: 19,
  NS: 19,
  NT: 19,
  NU: 19,
  YT: 19,
};

/** Whole years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export const isOfAge = (dateOfBirth: string, province: Province, day: string): boolean =>
  ageOn(dateOfBirth, day) >= ageOfMajority[province];

/** A real calendar date written `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

// Letters (any script), marks, spaces and the punctuation names carry; no digits or markup.
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label}: use at most 100 characters`)
    .regex(PERSON_NAME, `${label}: use letters, spaces and . ' -`);

export const legalNameSchema = z.strictObject({
  first: personName('First name'),
  middle: personName('Middle name').optional(),
  last: personName('Last name'),
});

/**
 * Forward sortation areas start with the letter of their province (Canada Post); D, F, I, O, Q
 * and U never appear, nor W or Z in first place.
 */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
const postalLetters: Readonly<Record<Province, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

/** `K1A 0B1`, upper case with one space, whatever spacing and case were typed. */
export const postalCodeSchema = z
  .string({ error: 'Postal code is required' })
  .trim()
  .toUpperCase()
  .regex(POSTAL_CODE, 'Enter a Canadian postal code like K1A 0B1')
  .transform((code) => `${code.slice(0, 3)} ${code.slice(-3)}`);

export const postalCodeMatches = (postalCode: string, province: Province): boolean =>
  postalLetters[province].includes(postalCode.charAt(0));

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label}: use at most 100 characters`);

export const canadianAddressSchema = z
  .strictObject({
    street: requiredText('Street address'),
    street2: requiredText('Apartment or unit').optional(),
    city: requiredText('City'),
    subdivision: provinceSchema,
    postal_code: postalCodeSchema,
    country_code: z.literal('CA', { error: 'The address must be in Canada' }),
  })
  .refine((a) => postalCodeMatches(a.postal_code, a.subdivision), {
    error: 'This postal code is not in the province chosen',
    path: ['postal_code'],
  });

/** A phone number that can be dialled, written in E.164 (`+14165550123`); Canada by default. */
export const phoneNumberSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(32, 'Enter a valid phone number')
  .refine((value) => isValidPhoneNumber(value, 'CA'), 'Enter a valid phone number')
  .transform((value) => parsePhoneNumberWithError(value, 'CA').number);

/** The Luhn check of a Social Insurance Number (9 digits). */
export function sinChecksumValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits.charAt(i));
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * A Social Insurance Number, typed with or without spaces or hyphens; kept as its 9 digits.
 * No SIN starts with 0 (unassigned) or 8 (business numbers).
 */
export const sinSchema = z
  .string({ error: 'Social Insurance Number is required' })
  .trim()
  .max(20, 'Enter the 9 digits of your Social Insurance Number')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => /^\d{9}$/.test(digits), 'Enter the 9 digits of your Social Insurance Number')
  .refine((digits) => !/^[08]/.test(digits), 'This is not a Social Insurance Number')
  .refine(sinChecksumValid, 'This Social Insurance Number is not valid: check the digits');

/** How a SIN is ever shown: only its last three digits (`*** *** 123`). */
export const maskSin = (digits: string): string => `*** *** ${digits.slice(-3)}`;

export const occupationSchema = z.strictObject({
  occupation: requiredText('Occupation'),
  employer: requiredText('Employer'),
});
