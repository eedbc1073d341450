import { bankInstitutions } from '@maple/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hintClasses, inputClasses, labelClasses } from '../../../components/form/form-styles';
import { SubmitButton } from '../../../components/form/SubmitButton';

export interface Institution {
  number: string;
  name: string;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The institutions whose name or number holds the search, in the list's order. */
export const matchingInstitutions = (query: string): Institution[] => {
  const wanted = folded(query.trim());
  return bankInstitutions.filter(
    (institution) =>
      folded(institution.name).includes(wanted) || institution.number.startsWith(wanted),
  );
};

/** The sandbox screen's first step: a searchable list of Canadian institutions (radio buttons). */
export function InstitutionPicker({ onChoose }: { onChoose: (institution: Institution) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Institution | null>(null);
  const searchId = useId();
  const hintId = useId();
  const matches = matchingInstitutions(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen) onChoose(chosen);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={searchId} className={labelClasses}>
          {t('bankLink.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
          className={`mt-1 ${inputClasses}`}
        />
        <p id={hintId} className={hintClasses}>
          {t('bankLink.searchHint')}
        </p>
      </div>
      <fieldset className="max-h-64 overflow-y-auto rounded-md border border-gray-200 p-2 dark:border-gray-700">
        <legend className="sr-only">{t('bankLink.institutions')}</legend>
        {matches.length === 0 && (
          <p role="status" className="p-2 text-sm">
            {t('bankLink.noMatch', { query })}
          </p>
        )}
        {matches.map((institution) => {
          const id = `${searchId}-${institution.number}-${institution.name}`;
          return (
            <div
              key={id}
              className="flex items-center gap-3 rounded p-2 hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <input
                id={id}
                type="radio"
                name="institution"
                checked={chosen === institution}
                onChange={() => setChosen(institution)}
                className="size-5 accent-red-700"
              />
              <label htmlFor={id} className="flex-1 text-sm">
                {institution.name}{' '}
                <span className="text-gray-600 dark:text-gray-400">({institution.number})</span>
              </label>
            </div>
          );
        })}
      </fieldset>
      {chosen && (
        <SubmitButton busy={false} busyLabel="">
          {t('bankLink.chooseInstitution', { name: chosen.name })}
        </SubmitButton>
      )}
    </form>
  );
}
