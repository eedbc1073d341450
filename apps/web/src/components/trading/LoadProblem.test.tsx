import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiError, signedOutCode } from '../../lib/api/api-error';
import { LoadProblem } from './LoadProblem';

const refusal = (code: string, message: string): ApiError => ({
  kind: 'http',
  status: 401,
  message,
  code,
  details: [],
});

describe('LoadProblem', () => {
  it('says what failed and why, and tries again on request', async () => {
    const onRetry = vi.fn();
    render(
      <LoadProblem
        title="We could not load your balances."
        error={{ kind: 'network', status: 0, message: '', code: '', details: [] }}
        onRetry={onRetry}
      />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your balances.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows nothing for a read not sent because the session has ended', () => {
    render(
      <LoadProblem
        title="We could not load your trades."
        error={refusal(signedOutCode, 'Your session has expired. Please log in again.')}
        onRetry={() => {}}
      />,
    );

    expect(screen.queryByRole('alert')).toBeNull();
  });
});
