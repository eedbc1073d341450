import { ageOfMajority, ageOn, calendarDateSchema, isOfAge, type Province } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { today } from './flow-steps';

/** The youngest age of majority in Canada: the age checked before a province is known. */
const youngestMajority = Math.min(...Object.values(ageOfMajority));

/**
 * Whether a birth date is of age, in the reader's words: the age of majority is the province's
 * (18 in Ontario, 19 in British Columbia), so a birth date fine in one may not be in another.
 * Answers nothing for a date that is not one yet: the contract's message says so.
 */
export function useAgeCheck() {
  const { t } = useTranslation();
  return (dateOfBirth: string, province: Province | undefined): string | undefined => {
    if (!calendarDateSchema.safeParse(dateOfBirth).success) return undefined;
    const day = today();
    if (dateOfBirth > day) return t('kycValidation.dateInFuture');
    if (province === undefined) {
      return ageOn(dateOfBirth, day) >= youngestMajority
        ? undefined
        : t('kycValidation.underAge', { age: youngestMajority });
    }
    return isOfAge(dateOfBirth, province, day)
      ? undefined
      : t('kycValidation.underAgeInProvince', {
          province: t(`kyc.provinces.${province}`),
          age: ageOfMajority[province],
        });
  };
}
