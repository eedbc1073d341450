import { type CustomerDetail, newNoteRequestSchema } from '@maple/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../../lib/format/date-time';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ReasonField } from '../../kit/ReasonField';
import { useAddCustomerNoteMutation, useCustomerNotesQuery } from '../api/customer-detail-api';
import { PagedList } from './PagedList';

const fields = ['body'] as const;

/** Internal notes, newest first, and a form to add one (roles allowed to). */
export function NotesSection({ detail, onAdded }: { detail: CustomerDetail; onAdded: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm({ body: '' }, fields);
  const [add, { isLoading }] = useAddCustomerNoteMutation();
  const { notes } = detail;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(newNoteRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await add({ guid: detail.profile.guid, body: checked.data.body });
    if (result.error) {
      form.showRefusal(apiErrorOf(result.error));
      return;
    }
    form.change('body')('');
    onAdded();
  };

  return (
    <div className="space-y-4">
      <PagedList
        guid={detail.profile.guid}
        title={t('adminCustomer.sections.notes')}
        first={notes}
        usePage={useCustomerNotesQuery}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm">{t('adminCustomer.notes.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {rows.map((note) => (
                <li
                  key={note.guid}
                  className="rounded border border-gray-200 p-3 dark:border-gray-800"
                >
                  <p className="break-words whitespace-pre-wrap text-sm">{note.body}</p>
                  <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
                    {t('adminCustomer.notes.by', {
                      email: note.author_email,
                      when: formatDateTime(note.created_at, i18n.language),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </PagedList>
      {detail.permitted.notes && (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-3"
        >
          {form.failure && <FormAlert tone="error">{describeApiError(form.failure, t)}</FormAlert>}
          <ReasonField
            label={t('adminCustomer.notes.label')}
            hint={t('adminCustomer.notes.hint')}
            {...form.field('body')}
          />
          <SubmitButton busy={isLoading} busyLabel={t('adminCustomer.notes.adding')}>
            {t('adminCustomer.notes.add')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
