import type { SiteLanguage } from '@maple/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { AltchaCheckbox } from '../../components/altcha/AltchaCheckbox';
import { useAltcha } from '../../components/altcha/use-altcha';
import { primaryButtonClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import type { ContactStrings } from '../site-strings';
import { ContactFields } from './ContactFields';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactErrors,
  contactFields,
  refusedFields,
} from './contact-rules';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'problem'; text: string };

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Sends the form with its bot-check solution; the answer says whether it was taken. */
const postContact = (body: ContactValues & { altcha: string | null; language: SiteLanguage }) =>
  fetch(new URL('/customers/contact-form-details', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

/** A refused send: the fields a 4xx answer named, and the sentence above the form. */
async function refusalOf(
  response: Response,
  strings: ContactStrings,
): Promise<{ errors: ContactErrors; text: string }> {
  if (response.status >= 500) return { errors: {}, text: strings.server };
  const errors = refusedFields(await response.json().catch(() => null), strings);
  return { errors, text: strings.problem };
}

/** The message went: says so, and offers the form again. */
function ContactSent({ strings, onAnother }: { strings: ContactStrings; onAnother: () => void }) {
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900 dark:border-green-400 dark:bg-gray-900 dark:text-green-200"
      >
        {strings.sent}
      </p>
      <button type="button" className={secondaryButtonClasses} onClick={onAnother}>
        {strings.sendAnother}
      </button>
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
      const response = await postContact({ ...values, altcha: altcha.payload, language });
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
      const refusal = await refusalOf(response, strings);
      setErrors(refusal.errors);
      focusFirst(refusal.errors);
      setOutcome({ kind: 'problem', text: refusal.text });
    } catch {
      setOutcome({ kind: 'problem', text: strings.network });
    }
  };

  if (outcome.kind === 'sent') {
    return <ContactSent strings={strings} onAnother={() => setOutcome({ kind: 'idle' })} />;
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <ContactFields
        strings={strings}
        language={language}
        values={values}
        errors={errors}
        change={change}
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
