import type { Province } from '@maple/contracts';
import type { Hasher } from './admin-hash.js';

/** Made-up people with Canadian names, addresses and phone numbers, one per customer index. */
export interface Person {
  first: string;
  last: string;
  displayName: string;
  email: string;
  /** E.164, as the KYC flow stores it. */
  phone: string;
  /** The same number as staff would type it: `(514) 555-0199`. */
  phoneAsTyped: string;
  dateOfBirth: string;
  province: Province;
  street: string;
  city: string;
  postalCode: string;
  sin: string;
}

const firsts = (
  'Émilie Olivier Chloé William Léa Liam Noah Charlotte Zoé Thomas Amelia Gabriel Alice ' +
  'Benjamin Florence Jacob Maëlle Samuel Olivia Raphaël Emma Félix Sophia Nathan Rosalie ' +
  'Lucas Ava Arjun Priya Wei Mei Mohammed Fatima Hiroshi Aiyana Siobhan Mateo Camila Jean ' +
  'Marie Pierre Sarah David Daniel Hannah Owen Ethan Isabelle'
).split(' ');
const lasts = (
  'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier ' +
  'Bélanger Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Smith Brown ' +
  'Tremblay-Roy Martin Wilson MacDonald Taylor Campbell Anderson Jones Williams Thompson ' +
  'Lee Wong Chen Lin Singh Patel Nguyen Kim O’Brien Murphy Johnson White Stewart Scott ' +
  'Fraser Robertson Mackenzie Dubois Lefebvre Poirier Cormier Richard'
).split(' ');
const domains = (
  'gmail.com outlook.com hotmail.com yahoo.ca icloud.com videotron.ca shaw.ca rogers.com ' +
  'bell.net sympatico.ca protonmail.com example.ca'
).split(' ');
const streets = [
  'Main St',
  'King St W',
  'rue Saint-Denis',
  'Yonge St',
  'Granville St',
  'Jasper Ave',
];

/** Residents by province (roughly Statistics Canada's shares), area codes, postal letters. */
const provinces = (
  [
    ['ON', 0.39, '416 647 905 613 519', 'KLMNP', 'Toronto'],
    ['QC', 0.22, '514 438 418 450 819', 'GHJ', 'Montréal'],
    ['BC', 0.14, '604 778 250', 'V', 'Vancouver'],
    ['AB', 0.12, '403 780 587', 'T', 'Calgary'],
    ['MB', 0.036, '204', 'R', 'Winnipeg'],
    ['SK', 0.03, '306', 'S', 'Regina'],
    ['NS', 0.027, '902', 'B', 'Halifax'],
    ['NB', 0.021, '506', 'E', 'Moncton'],
    ['NL', 0.013, '709', 'A', 'St. John’s'],
    ['PE', 0.004, '902', 'C', 'Charlottetown'],
    ['NT', 0.001, '867', 'X', 'Yellowknife'],
    ['NU', 0.001, '867', 'X', 'Iqaluit'],
    ['YT', 0.001, '867', 'Y', 'Whitehorse'],
  ] as const
).map(([code, share, areas, postal, city]) => ({
  code,
  share,
  areas: areas.split(' '),
  postal: [...postal],
  city,
}));
const postalLetters = [...'ABCEGHJKLMNPRSTVWXYZ'];

const pick = <T>(list: readonly T[], at: number): T => {
  const item = list[at % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
};
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z-]/g, '')
    .toLowerCase();

function provinceAt(unit: number) {
  let left = unit;
  for (const province of provinces) {
    left -= province.share;
    if (left < 0) return province;
  }
  return pick(provinces, 0);
}

/** A 9-digit SIN that passes the Luhn check (first digit 1–7: issued to residents). */
function sinOf(hasher: Hasher, index: number): string {
  const digits = [1 + hasher.below(41, index, 7)];
  for (let d = 1; d < 8; d += 1) digits.push(hasher.below(42 + d, index, 10));
  const sum = digits.reduce((total, digit, at) => {
    const doubled = at % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

/** The phone's 7 local digits follow the index (unique to 8 million), avoiding N11 exchanges. */
function phoneOf(area: string, index: number) {
  let exchange = 200 + (Math.floor(index / 10_000) % 800);
  if (exchange % 100 === 11) exchange += 1;
  const line = String(index % 10_000).padStart(4, '0');
  return { phone: `+1${area}${exchange}${line}`, phoneAsTyped: `(${area}) ${exchange}-${line}` };
}

export function personOf(hasher: Hasher, index: number): Person {
  const first = pick(firsts, hasher.word(31, index));
  const last = pick(lasts, hasher.word(32, index));
  const province = provinceAt(hasher.unit(33, index));
  const letter = (salt: number) => pick(postalLetters, hasher.word(salt, index));
  const digit = (salt: number) => hasher.below(salt, index, 10);
  const postalCode = `${pick(province.postal, hasher.word(34, index))}${digit(35)}${letter(36)} ${digit(37)}${letter(38)}${digit(39)}`;
  const year = 1950 + hasher.below(40, index, 55);
  const day = `${String(1 + hasher.below(50, index, 12)).padStart(2, '0')}-${String(1 + hasher.below(51, index, 28)).padStart(2, '0')}`;
  return {
    first,
    last,
    displayName: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}${index}@${pick(domains, hasher.word(52, index))}`,
    ...phoneOf(pick(province.areas, hasher.word(53, index)), index),
    dateOfBirth: `${year}-${day}`,
    province: province.code,
    street: `${1 + hasher.below(54, index, 9_000)} ${pick(streets, hasher.word(55, index))}`,
    city: province.city,
    postalCode,
    sin: sinOf(hasher, index),
  };
}
