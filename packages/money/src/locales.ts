export type MoneyLocale = 'en-CA' | 'fr-CA';

export const moneyLocales: readonly MoneyLocale[] = ['en-CA', 'fr-CA'];

export interface Separators {
  /** Characters accepted between the whole and fractional part. */
  readonly decimal: readonly string[];
  /** Characters accepted between groups of three integer digits. */
  readonly group: readonly string[];
  /** Characters accepted as a minus sign. */
  readonly minus: readonly string[];
}

// French typography has used the space, the no-break space and the narrow no-break space as the
// thousands separator, and ICU versions differ in which one they emit, so all three are read.
const baseSeparators: Readonly<Record<MoneyLocale, Separators>> = {
  'en-CA': { decimal: ['.'], group: [','], minus: ['-', '\u2212'] },
  'fr-CA': { decimal: [',', '.'], group: [' ', '\u00a0', '\u202f'], minus: ['-', '\u2212'] },
};

function partValue(locale: MoneyLocale, type: Intl.NumberFormatPartTypes): string | undefined {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
    .formatToParts(-1234567n)
    .find((part) => part.type === type)?.value;
}

function withValue(values: readonly string[], value: string | undefined): readonly string[] {
  return value === undefined || values.includes(value) ? values : [...values, value];
}

const cache = new Map<MoneyLocale, Separators>();

/**
 * What parsing accepts for a locale: the usual characters plus whatever this runtime's Intl emits,
 * so that anything formatAmount writes can always be read back.
 */
export function separatorsOf(locale: MoneyLocale): Separators {
  let separators = cache.get(locale);
  if (separators === undefined) {
    const base = baseSeparators[locale];
    separators = {
      decimal: withValue(base.decimal, partValue(locale, 'decimal')),
      group: withValue(base.group, partValue(locale, 'group')),
      minus: withValue(base.minus, partValue(locale, 'minusSign')),
    };
    cache.set(locale, separators);
  }
  return separators;
}
