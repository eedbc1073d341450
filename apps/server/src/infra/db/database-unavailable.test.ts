import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'from the driver') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated session (57P01)', withCode('57P01')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a broken connection (class 08)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a statement timeout (57014)', withCode('57014')],
    ['a lock timeout (55P03)', withCode('55P03')],
    ['an idle-in-transaction timeout (25P03)', withCode('25P03')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'every address of a host refusing',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', withCode('ECONNRESET')],
    ['a session that ended', new Error('Connection terminated unexpectedly')],
    ['a pool with no connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a connect timeout, wrapped',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    ['a wrapped failure', new Error('Migration failed', { cause: withCode('57P01') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a check violation (23514)', withCode('23514')],
    ['a deadlock (40P01)', withCode('40P01')],
    ['bad SQL (42601)', withCode('42601')],
    ['a refusal of ours', new AppError('service_unavailable', 'Prices are delayed')],
    ['a plain failure', new Error('something else')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
