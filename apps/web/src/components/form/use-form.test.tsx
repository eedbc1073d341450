import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error';
import { CheckboxField } from './CheckboxField';
import { EmailField } from './EmailField';
import { FailureAlert } from './FailureAlert';
import { OneTimeCodeField } from './OneTimeCodeField';
import { useForm } from './use-form';

const fields = ['email', 'code', 'terms'] as const;
type Field = (typeof fields)[number];

const refusal = (message: string, details: ApiError['details'] = []): ApiError => ({
  kind: 'http',
  status: 400,
  message,
  code: 'invalid_parameter',
  details,
});

// Field problems as the server words them, under the paths it gives them.
const badEmail = { path: 'body.email', message: 'Enter a valid e-mail address' };
const wrongCode = { path: 'code', message: 'The code is incorrect or has expired' };
const termsRefused = { path: 'terms', message: 'You must accept the terms to continue' };
const unknownPurpose = { path: 'body.purpose', message: 'Unknown purpose' };

/** A form that the server refuses as `answer` says, then empties its spent code. */
function RefusedForm({ answer, among }: { answer: ApiError; among?: readonly Field[] }) {
  const form = useForm({ email: '', code: '', terms: false }, fields);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    form.showRefusal(answer, among);
    form.reset('code');
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <FailureAlert failure={form.failure} />
      <EmailField label="E-mail address" autoComplete="email" {...form.field('email')} />
      <OneTimeCodeField label="Code" {...form.field('code')} />
      <CheckboxField
        label="I accept"
        checked={form.values.terms}
        onCheckedChange={form.change('terms')}
        error={form.errors.terms}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const email = () => screen.getByLabelText('E-mail address');
const code = () => screen.getByLabelText('Code');
const terms = () => screen.getByRole('checkbox', { name: 'I accept' });

async function fillAndSend(answer: ApiError, among?: readonly Field[]) {
  const user = userEvent.setup();
  render(<RefusedForm answer={answer} {...(among ? { among } : {})} />);
  await user.type(email(), 'ada@example.ca');
  await user.type(code(), '123456');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

describe('useForm', () => {
  it("puts the server's field problems on their fields, in the reader's words, and focuses the first", async () => {
    await fillAndSend(refusal('Invalid request', [wrongCode, badEmail]));
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.ca.',
    );
    expect(code()).toHaveAccessibleDescription('The code is incorrect or has expired.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal about no field above the form, and marks no field', async () => {
    await fillAndSend(refusal('Too many requests, try again later'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, try again later');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(code()).toHaveAttribute('aria-invalid', 'false');
  });

  it('places what it can and says the rest above the form', async () => {
    await fillAndSend(refusal('Invalid request', [wrongCode, unknownPurpose]));
    expect(code()).toHaveFocus();
    expect(code()).toHaveAccessibleDescription('The code is incorrect or has expired.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid request');
  });

  it('places problems only on the fields it is told to, saying the others above the form', async () => {
    await fillAndSend(refusal('The code is incorrect', [badEmail]), ['code']);
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('The code is incorrect');
  });

  it('empties a spent code but keeps its error and the rest of what was typed', async () => {
    await fillAndSend(refusal('Invalid request', [wrongCode]));
    expect(code()).toHaveValue('');
    expect(code()).toHaveAccessibleDescription('The code is incorrect or has expired.');
    expect(email()).toHaveValue('ada@example.ca');
  });

  it("takes a field's error away once the user edits it, and leaves the others' errors", async () => {
    const user = await fillAndSend(refusal('Invalid request', [badEmail, wrongCode, termsRefused]));
    await user.type(code(), '6');
    expect(code()).toHaveValue('6');
    expect(code()).toHaveAttribute('aria-invalid', 'false');
    expect(code()).not.toHaveAccessibleDescription();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await user.click(terms());
    expect(terms()).toBeChecked();
    expect(terms()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });
});
