import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trade } from '../../test/platform-fixtures';
import { refusal } from '../../test/price-alert-fixtures';
import { listAnswer, recurringRun } from '../../test/recurring-order-fixtures';
import {
  buttonsOf,
  calls,
  nth,
  open,
  row,
  serve,
  textOf,
  weekly,
  weeklyPath,
  weeklyWords,
} from '../../test/recurring-orders-screen';

// Only the clock is fake, so Toronto's today is Nov 22, 2026 on every run; timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T16:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/orders?tab=recurring: managing one', () => {
  it('pauses and resumes it, the row following, focus staying on its button', async () => {
    const requests = serve([weekly]);
    const user = await open();
    await user.click(await screen.findByRole('button', { name: `Pause: ${weeklyWords}` }));

    expect(await screen.findByText(`Paused: ${weeklyWords}.`)).toHaveAttribute('role', 'status');
    const resume = await screen.findByRole('button', { name: `Resume: ${weeklyWords}` });
    expect(resume).toHaveFocus();
    await waitFor(() => expect(textOf(row(weeklyWords))).toContain('Paused'));
    expect(textOf(row(weeklyWords))).not.toContain('Next run');

    await user.click(resume);
    expect(await screen.findByText(`Resumed: ${weeklyWords}.`)).toBeVisible();
    await waitFor(() => expect(textOf(row(weeklyWords))).toContain('Active'));
    expect(textOf(row(weeklyWords))).toContain('Next run: Dec 7');
    expect(calls(requests)).toEqual([
      { method: 'POST', path: `${weeklyPath}/pause` },
      { method: 'POST', path: `${weeklyPath}/resume` },
    ]);
  });

  it('says when a pause is refused because the schedule changed meanwhile', async () => {
    serve([weekly], {
      [`POST ${weeklyPath}/pause`]: () => refusal(409, 'conflict', 'This order has ended'),
    });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: `Pause: ${weeklyWords}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This recurring order changed meanwhile: the list shows where it stands.',
    );
  });

  it('changes it in a dialog that sends only what changed', async () => {
    const requests = serve([weekly]);
    const user = await open();
    await user.click(await screen.findByRole('button', { name: `Edit: ${weeklyWords}` }));
    const dialog = screen.getByRole('dialog', { name: 'Change the recurring order' });
    const amount = within(dialog).getByLabelText('CAD to spend each time');
    expect(amount).toHaveValue('25.00');
    expect(within(dialog).getByLabelText('How often')).toHaveValue('weekly');
    expect(within(dialog).getByLabelText('When I cancel it')).toBeChecked();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByLabelText('After a number of runs'));
    await user.type(within(dialog).getByLabelText('Number of runs'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests)).toEqual([
      { method: 'PATCH', path: weeklyPath, body: { amount: '50', max_runs: 12 } },
    ]);
    expect(await screen.findByText('Saved: Buy $50.00 of BTC every week.')).toHaveAttribute(
      'role',
      'status',
    );
    const changed = await screen.findByRole('listitem', { name: 'Buy $50.00 of BTC every week' });
    expect(textOf(changed)).toContain('From November 30, 2026, for 12 runs');
  });

  it('checks a change before sending it, and sends nothing when nothing changed', async () => {
    const requests = serve([weekly]);
    const user = await open();
    const edit = await screen.findByRole('button', { name: `Edit: ${weeklyWords}` });
    await user.click(edit);
    let dialog = screen.getByRole('dialog', { name: 'Change the recurring order' });
    await user.clear(within(dialog).getByLabelText('CAD to spend each time'));
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(within(dialog).getByLabelText('CAD to spend each time')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount, like 150 or 0.0015.'),
    );
    await user.click(nth(within(dialog).getAllByRole('button', { name: 'Cancel' }), 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(edit);
    dialog = screen.getByRole('dialog', { name: 'Change the recurring order' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests)).toEqual([]);
  });

  it('cancels it after asking, and says so', async () => {
    const requests = serve([weekly]);
    const user = await open();
    const cancel = await screen.findByRole('button', {
      name: `Cancel the recurring order: ${weeklyWords}`,
    });

    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Cancel this recurring order?' });
    expect(dialog).toHaveTextContent(
      `${weeklyWords}. No more runs will happen; what it already bought or sold stays yours.`,
    );
    await user.click(nth(within(dialog).getAllByRole('button', { name: 'Keep it' }), 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests)).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Cancel this recurring order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the recurring order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests)).toEqual([{ method: 'DELETE', path: weeklyPath }]);
    expect(await screen.findByText(`Recurring order cancelled: ${weeklyWords}.`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { name: 'Your recurring orders' })).toHaveFocus();
    await waitFor(() => expect(buttonsOf(row(weeklyWords))).toEqual(['History']));
    expect(textOf(row(weeklyWords))).toContain('Cancelled');
  });

  it('shows its runs: why one was skipped, in words, and the trade of one made', async () => {
    const made = recurringRun();
    serve([weekly], {
      [`GET ${weeklyPath}/runs`]: () =>
        listAnswer([
          recurringRun({
            guid: 'd2d2d2d2d2d2d2d2d2d2d2d2d2d2d2d2',
            sequence: 2,
            day: '2026-12-07',
            state: 'skipped',
            skip_reason: 'insufficient_funds',
            trade_guid: null,
          }),
          made,
        ]),
      [`GET /api/trades/${made.trade_guid}`]: () => ({
        body: trade({ guid: made.trade_guid, state: 'completed' }),
      }),
    });
    const user = await open();
    const history = await screen.findByRole('button', { name: `History of ${weeklyWords}` });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');

    const runs = await screen.findByRole('list', {
      name: `Runs of ${weeklyWords}, newest first`,
    });
    expect(within(runs).getAllByRole('listitem').map(textOf)).toEqual([
      'December 7, 2026Skipped: not enough CAD available',
      'November 30, 2026DoneTrade',
    ]);
    await user.click(
      within(runs).getByRole('button', { name: 'Details of the trade of November 30, 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    expect(dialog).toHaveTextContent('b1b2c3d4e5f60718293a4b5c6d7e8f90');

    await user.click(nth(within(dialog).getAllByRole('button'), 0));
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /^Runs of / })).not.toBeInTheDocument();
  });
});
