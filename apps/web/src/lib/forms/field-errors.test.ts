import {
  adminSignInRequestSchema,
  kycAddressStepSchema,
  passwordResetCompleteSchema,
  signUpRequestSchema,
} from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import { serverFieldErrors, validateFields } from './field-errors';

const signUpFields = ['display_name', 'email', 'password', 'accept_terms', 'altcha'] as const;

const httpError = (message: string, details: ApiError['details']): ApiError => ({
  kind: 'http',
  status: 400,
  message,
  code: 'invalid_parameter',
  details,
});

describe('validateFields with the shared schemas', () => {
  it('reports the first problem of each sign-up field, in the contract words', () => {
    const result = validateFields(
      signUpRequestSchema,
      { display_name: ' ', email: 'ada', password: 'short', accept_terms: false, altcha: '' },
      signUpFields,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        display_name: 'Display name is required',
        email: 'Enter a valid e-mail address',
        password: 'Use at least 12 characters',
        accept_terms: 'You must accept the terms to continue',
        altcha: 'Please complete the verification',
      },
    });
  });

  it('answers the parsed request: e-mail trimmed and lower-cased, language defaulted', () => {
    const result = validateFields(
      signUpRequestSchema,
      {
        display_name: 'Ada',
        email: '  Ada@Example.CA ',
        password: 'a long enough pass phrase',
        accept_terms: true,
        altcha: 'payload',
      },
      signUpFields,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        display_name: 'Ada',
        email: 'ada@example.ca',
        password: 'a long enough pass phrase',
        accept_terms: true,
        altcha: 'payload',
        language: 'en-CA',
      },
    });
  });

  it('leaves out problems of values that are not form fields', () => {
    const result = validateFields(
      passwordResetCompleteSchema,
      { token: 'short', password: 'a long enough pass phrase' },
      ['password'],
    );
    expect(result).toEqual({ ok: false, errors: {} });
  });

  it('checks the staff sign-in code format', () => {
    const result = validateFields(
      adminSignInRequestSchema,
      { email: 'a@b.ca', password: 'x', code: '12345' },
      ['email', 'password', 'code'],
    );
    expect(result).toEqual({ ok: false, errors: { code: 'Enter the 6-digit code' } });
  });
});

describe('serverFieldErrors', () => {
  it('places body.<field> details on the form fields', () => {
    const error = httpError('Invalid request', [
      { path: 'body.email', message: 'Enter a valid e-mail address' },
      { path: 'body.display_name', message: 'Display name is required' },
    ]);
    expect(serverFieldErrors(error, signUpFields)).toEqual({
      errors: { email: 'Enter a valid e-mail address', display_name: 'Display name is required' },
      unplaced: false,
    });
  });

  it('says when part of the complaint has no field on this form', () => {
    const error = httpError('This set-up has expired or is unknown. Start again.', [
      { path: 'body.session_info', message: 'Start the set-up again' },
    ]);
    expect(serverFieldErrors(error, ['code'])).toEqual({ errors: {}, unplaced: true });
    expect(serverFieldErrors(httpError('Locked', []), ['code'])).toEqual({
      errors: {},
      unplaced: true,
    });
  });

  it("shows the server's fuller words for a problem the app has no words for", () => {
    const error = httpError(
      'This password is too easy to guess: Add another word or two. Try a longer phrase.',
      [{ path: 'body.password', message: 'This password is too easy to guess' }],
    );
    expect(serverFieldErrors(error, signUpFields).errors.password).toBe(error.message);
  });

  it('keeps the short detail the app translates', () => {
    const error = httpError('This link is invalid or has expired. Ask for a new one.', [
      { path: 'body.token', message: 'This link is invalid or has expired' },
    ]);
    expect(serverFieldErrors(error, ['token']).errors.token).toBe(
      'This link is invalid or has expired',
    );
  });

  it('places a nested body path on the form field of that dotted path', () => {
    const error = httpError('Invalid request', [
      { path: 'body.address.postal_code', message: 'Enter a Canadian postal code like K1A 0B1' },
      { path: 'body.phone_number', message: 'Enter a valid phone number' },
    ]);
    expect(serverFieldErrors(error, ['address.postal_code', 'phone_number'])).toEqual({
      errors: {
        'address.postal_code': 'Enter a Canadian postal code like K1A 0B1',
        phone_number: 'Enter a valid phone number',
      },
      unplaced: false,
    });
  });
});

describe('validateFields with nested fields', () => {
  it('names the problems of a nested object by their dotted path', () => {
    const result = validateFields(
      kycAddressStepSchema,
      {
        address: {
          street: '1 Main St',
          city: 'Ottawa',
          subdivision: 'BC',
          postal_code: 'K1A0B1',
          country_code: 'CA',
        },
        phone_number: '',
      },
      ['address.street', 'address.postal_code', 'phone_number'],
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'address.postal_code': 'This postal code is not in the province chosen',
        phone_number: 'Phone number is required',
      },
    });
  });
});
