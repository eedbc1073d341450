import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, labelClasses } from '../../../components/form/form-styles';

/** The tax year shown, chosen from the years with activity and the current one, newest first. */
export function YearChooser({
  year,
  years,
  onChoose,
}: {
  year: number;
  years: readonly number[];
  onChoose: (year: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="max-w-48">
      <label htmlFor={id} className={labelClasses}>
        {t('tax.year')}
      </label>
      <select
        id={id}
        value={year}
        onChange={(event) => onChoose(Number.parseInt(event.target.value, 10))}
        className={`mt-1 ${inputClasses}`}
      >
        {years.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
