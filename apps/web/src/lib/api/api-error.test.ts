import { describe, expect, it } from 'vitest';
import { apiErrorOf, toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the own backend error body, field details included', () => {
    expect(
      toApiError({
        status: 400,
        data: {
          message: 'Invalid request: body.email: Enter a valid e-mail address',
          code: 'invalid_parameter',
          request_id: 'r1',
          details: [
            { path: 'body.email', message: 'Enter a valid e-mail address' },
            { path: 42, message: 'not a detail' },
          ],
        },
      }),
    ).toEqual({
      kind: 'http',
      status: 400,
      message: 'Invalid request: body.email: Enter a valid e-mail address',
      code: 'invalid_parameter',
      details: [{ path: 'body.email', message: 'Enter a valid e-mail address' }],
    });
  });

  it('keeps the status of an answer without a readable body', () => {
    expect(toApiError({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({
      kind: 'http',
      status: 502,
      message: '',
      code: '',
      details: [],
    });
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 503, data: '<html>', error: 'x' }),
    ).toMatchObject({ kind: 'http', status: 503, message: '' });
  });

  it('tells a missing answer from an unreadable one', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError' }).kind).toBe('network');
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' }).kind).toBe('network');
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'x' }),
    ).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(toApiError({ status: 'CUSTOM_ERROR', error: 'schema' }).kind).toBe('invalid-response');
  });
});

describe('apiErrorOf', () => {
  it('passes an ApiError through and turns anything else into an unreadable answer', () => {
    const error = toApiError({ status: 423, data: { message: 'Locked', code: 'account_locked' } });
    expect(apiErrorOf(error)).toBe(error);
    expect(apiErrorOf({ name: 'TypeError', message: 'boom' })).toMatchObject({
      kind: 'invalid-response',
      status: 0,
    });
    expect(apiErrorOf(undefined).kind).toBe('invalid-response');
  });
});
