import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { selectTopAlert, showError, showSuccess } from './alert-slice';
import { alertTimings } from './alert-timings';
import { TopAlert } from './TopAlert';

function setup() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <TopAlert />
    </Provider>,
  );
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { store, advance };
}

const alert = () => screen.queryByTestId('top-alert');
const icon = () => screen.queryByTestId('top-alert-icon');

describe('TopAlert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the timings of docs/product/lifecycles.md', () => {
    expect(alertTimings).toEqual({ show: 200, icon: 750, hide: 4500, clear: 5000 });
  });

  it('shows at 200 ms, adds the icon at 750, hides at 4500 and clears the state at 5000', () => {
    const { store, advance } = setup();
    act(() => store.dispatch(showError('Insufficient funds')));

    advance(199);
    expect(alert()).not.toBeInTheDocument();

    advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds');
    expect(alert()).toHaveAttribute('data-variant', 'error');
    expect(icon()).not.toBeInTheDocument();

    advance(549);
    expect(icon()).not.toBeInTheDocument();
    advance(1);
    expect(icon()).toBeInTheDocument();

    advance(3749);
    expect(alert()).toBeInTheDocument();
    advance(1);
    expect(alert()).not.toBeInTheDocument();
    expect(selectTopAlert(store.getState())).not.toBeNull();

    advance(499);
    expect(selectTopAlert(store.getState())).not.toBeNull();
    advance(1);
    expect(selectTopAlert(store.getState())).toBeNull();
  });

  it('announces success politely, as a green status', () => {
    const { store, advance } = setup();
    act(() => store.dispatch(showSuccess('Wallet added')));
    advance(200);
    expect(screen.getByRole('status')).toHaveTextContent('Wallet added');
    expect(alert()).toHaveAttribute('data-variant', 'success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restarts the cycle for a new message, even an identical one', () => {
    const { store, advance } = setup();
    act(() => store.dispatch(showError('Try again')));
    advance(4000);
    expect(icon()).toBeInTheDocument();

    act(() => store.dispatch(showError('Try again')));
    expect(alert()).not.toBeInTheDocument();
    advance(200);
    expect(alert()).toBeInTheDocument();
    expect(icon()).not.toBeInTheDocument();
    advance(550);
    expect(icon()).toBeInTheDocument();

    // The first message's clear timer (due at 5000 ms) must not clear the second one.
    advance(1000);
    expect(selectTopAlert(store.getState())?.text).toBe('Try again');
    advance(4250 - 1000 - 1);
    expect(selectTopAlert(store.getState())).not.toBeNull();
    advance(1);
    expect(selectTopAlert(store.getState())).toBeNull();
  });

  it('can be dismissed early', () => {
    const { store, advance } = setup();
    act(() => store.dispatch(showSuccess('Saved')));
    advance(300);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(alert()).not.toBeInTheDocument();
    expect(selectTopAlert(store.getState())).toBeNull();
  });
});
