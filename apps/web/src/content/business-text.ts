import type { Business, DayOfWeek } from '../lib/business';
import type { Language } from '../lib/i18n/languages';

/** The business's contact details as words, for pages that state them. */

const dayNames: Record<Language, Record<DayOfWeek, string>> = {
  'en-CA': {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  'fr-CA': {
    Monday: 'lundi',
    Tuesday: 'mardi',
    Wednesday: 'mercredi',
    Thursday: 'jeudi',
    Friday: 'vendredi',
    Saturday: 'samedi',
    Sunday: 'dimanche',
  },
};

/** "123 King Street West, Toronto, ON M5H 1A1" — the same in both languages. */
export const addressLine = (business: Business): string => {
  const { street, city, province, postalCode } = business.address;
  return `${street}, ${city}, ${province} ${postalCode}`;
};

const clock = (time: string, language: Language): string => {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = Number.parseInt(hours, 10);
  if (language === 'fr-CA') return minutes === '00' ? `${hour} h` : `${hour} h ${minutes}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${minutes} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
};

/** "Monday to Saturday, 9:00 a.m. to 5:00 p.m. Eastern time" / "du lundi au samedi, de 9 h à 17 h (heure de l'Est)". */
export const hoursText = (business: Business, language: Language): string => {
  const { days, opens, closes } = business.hours;
  const names = dayNames[language];
  const first = names[days[0] ?? 'Monday'];
  const last = names[days[days.length - 1] ?? 'Friday'];
  return language === 'fr-CA'
    ? `du ${first} au ${last}, de ${clock(opens, language)} à ${clock(closes, language)} (heure de l’Est)`
    : `${first} to ${last}, ${clock(opens, language)} to ${clock(closes, language)} Eastern time`;
};

/** "+1 416-555-0123": an E.164 North American number as people write it. */
export const phoneText = (business: Business): string => {
  const digits = business.supportPhone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10
    ? `+1 ${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : business.supportPhone;
};
