import type { SiteLanguage } from '@maple/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { AltchaCheckbox } from '../../components/altcha/AltchaCheckbox';
import { useAltcha } from '../../components/altcha/use-altcha';
import { useFieldIds } from '../../components/form/field-ids';
import {
  errorClasses,
  hintClasses,
  inputClasses,
  labelClasses,
  primaryButtonClasses,
  secondaryButtonClasses,
} from '../../components/form/form-styles';
import { type ContactStrings, fill } from '../site-strings';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactErrors,
  contactFields,
  messageMax,
  refusedFields,
} from './contact-rules';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'problem'; text: string };

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

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

/**
 * The landing page's contact form (docs/product/overview.md; `customers/contact-form-details`,
 * docs/product/interfaces.md): checked as the reader goes, sent with the self-hosted bot check,
 * answered with a clear success or problem.
 */
export function ContactForm({
  strings,
  language,
}: {
  strings: ContactStrings;
  language: SiteLanguage;
}) {
  const altcha = useAltcha();
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);

  const change = (field: ContactField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the reader has tried to send, each field says when it is right again.
    if (checked) setErrors(contactErrors(next, altcha.payload, strings));
  };

  const focusFirst = (found: ContactErrors) => {
    const first = contactFields.find((field) => found[field] !== undefined);
    const target =
      first === undefined
        ? form.current?.querySelector<HTMLElement>('input[type="checkbox"]')
        : form.current?.elements.namedItem(first);
    if (target instanceof HTMLElement) target.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const found = contactErrors(values, altcha.payload, strings);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const response = await fetch(
        new URL('/customers/contact-form-details', window.location.origin),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...values, altcha: altcha.payload, language }),
        },
      );
      // Each bot-check solution is accepted once, sent or refused.
      altcha.renew();
      if (response.ok) {
        setOutcome({ kind: 'sent' });
        setValues(empty);
        setChecked(false);
        setErrors({});
        return;
      }
      if (response.status === 429) {
        setOutcome({ kind: 'problem', text: strings.rateLimited });
        return;
      }
      const refused =
        response.status < 500
          ? refusedFields(await response.json().catch(() => null), strings)
          : {};
      setErrors(refused);
      focusFirst(refused);
      setOutcome({
        kind: 'problem',
        text: response.status < 500 ? strings.problem : strings.server,
      });
    } catch {
      setOutcome({ kind: 'problem', text: strings.network });
    }
  };

  if (outcome.kind === 'sent') {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900 dark:border-green-400 dark:bg-gray-900 dark:text-green-200"
        >
          {strings.sent}
        </p>
        <button
          type="button"
          className={secondaryButtonClasses}
          onClick={() => setOutcome({ kind: 'idle' })}
        >
          {strings.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
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
      <AltchaCheckbox altcha={altcha} labels={strings.altcha} error={errors.altcha} />
      {outcome.kind === 'problem' && (
        <p
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900 dark:border-red-400 dark:bg-gray-900 dark:text-red-200"
        >
          {outcome.text}
        </p>
      )}
      <button type="submit" className={primaryButtonClasses} disabled={outcome.kind === 'sending'}>
        {outcome.kind === 'sending' ? strings.sending : strings.send}
      </button>
    </form>
  );
}
