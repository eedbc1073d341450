import type { SiteLanguage } from '@maple/contracts';
import { useFieldIds } from '../../components/form/field-ids';
import {
  errorClasses,
  hintClasses,
  inputClasses,
  labelClasses,
} from '../../components/form/form-styles';
import { type ContactStrings, fill } from '../site-strings';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  messageMax,
} from './contact-rules';

const inputAttributes: Record<
  ContactField,
  { type?: string; autoComplete?: string; maxLength: number }
> = {
  name: { autoComplete: 'name', maxLength: 100 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  subject: { maxLength: 150 },
  message: { maxLength: messageMax },
};

function Field({
  field,
  label,
  value,
  error,
  hint,
  onChange,
}: {
  field: ContactField;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(
    hint !== undefined,
    error !== undefined,
  );
  const common = {
    ...controlProps,
    id: inputId,
    name: field,
    value,
    required: true,
    className: inputClasses,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <div className="mt-1">
        {field === 'message' ? (
          <textarea {...common} rows={6} maxLength={inputAttributes.message.maxLength} />
        ) : (
          <input {...common} {...inputAttributes[field]} />
        )}
      </div>
      {hint !== undefined && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact form's four fields, each with its error; the message counts what is left of it. */
export function ContactFields({
  strings,
  language,
  values,
  errors,
  change,
}: {
  strings: ContactStrings;
  language: SiteLanguage;
  values: ContactValues;
  errors: ContactErrors;
  change: (field: ContactField) => (value: string) => void;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field="name"
          label={strings.name}
          value={values.name}
          error={errors.name}
          onChange={change('name')}
        />
        <Field
          field="email"
          label={strings.email}
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
      </div>
      <Field
        field="subject"
        label={strings.subject}
        value={values.subject}
        error={errors.subject}
        onChange={change('subject')}
      />
      <Field
        field="message"
        label={strings.message}
        value={values.message}
        error={errors.message}
        hint={fill(strings.messageHint, {
          count: new Intl.NumberFormat(language).format(messageMax - values.message.length),
        })}
        onChange={change('message')}
      />
    </>
  );
}
