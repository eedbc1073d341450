import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { refusal } from '../../test/price-alert-fixtures';
import { listAnswer, recurringOrder } from '../../test/recurring-order-fixtures';
import {
  buttonsOf,
  calls,
  everyState,
  form,
  named,
  open,
  ordersPath,
  row,
  serve,
  setUp,
  textOf,
  weekly,
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

describe('/orders?tab=recurring: the list', () => {
  it('says each schedule in words, where it stands, its next run, its runs and its limit', async () => {
    serve(everyState);
    await open();
    expect(screen.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true');

    const active = await screen.findByRole('listitem', { name: weeklyWords });
    expect(textOf(active)).toBe(
      [
        `${weeklyWords}Active`,
        'Next run: Dec 7, between 8:00 a.m. and 8:00 p.m. (Toronto time)',
        'From November 30, 2026 until you cancel it',
        'Paid from your CAD balance',
        'Runs made: 1 · skipped: 0',
        'PauseEditCancelHistory',
      ].join(''),
    );
    const paused = row('Sell 0.5 ETH every month');
    expect(textOf(paused)).toContain('Paused');
    expect(textOf(paused)).toContain('From November 30, 2026, for 12 runs');
    expect(textOf(paused)).toContain('Runs made: 3 · skipped: 1');
    expect(textOf(paused)).toContain('Only when the price is at or above $4,500.00');
    expect(textOf(paused)).not.toContain('Next run');
    // A sale gives the asset: nothing is paid.
    expect(textOf(paused)).not.toContain('Paid');
    expect(buttonsOf(paused)).toEqual(['Resume', 'Edit', 'Cancel', 'History']);

    // Ended ones say how, and only show their runs.
    const cancelled = row('Buy $25.00 of BTC on the 1st and 15th');
    expect(textOf(cancelled)).toContain('Cancelled');
    expect(textOf(cancelled)).toContain('From November 30, 2026 to June 30, 2027');
    expect(textOf(cancelled)).toContain(
      'Paid by a deposit from your bank account, started a few business days ahead',
    );
    expect(buttonsOf(cancelled)).toEqual(['History']);
    const completed = row('Buy $10.00 of XRP on the last day of the month');
    expect(textOf(completed)).toContain('Completed');
    expect(buttonsOf(completed)).toEqual(['History']);
  });

  it('says when there is no recurring order yet', async () => {
    serve();
    await open();
    expect(await screen.findByText(/^No recurring orders yet\./)).toHaveAttribute('role', 'status');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let reads = 0;
    serve([], {
      [`GET ${ordersPath}`]: () => {
        reads += 1;
        return reads === 1 ? refusal(500, 'internal', 'Something broke') : listAnswer([weekly]);
      },
    });
    const user = await open();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Your recurring orders could not be loaded.');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: weeklyWords })).toBeVisible();
  });

  it('says it all in French', async () => {
    await i18n.changeLanguage('fr-CA');
    serve(everyState);
    await open('Ordres');
    expect(screen.getByRole('tab', { name: 'Récurrents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const active = await screen.findByRole('listitem', {
      name: named('Achat de 25,00 $ de BTC chaque semaine'),
    });
    expect(textOf(active)).toContain('Actif');
    expect(textOf(active)).toContain(
      'Prochaine exécution : 7 déc., entre 8 h 00 et 20 h 00 (heure de Toronto)',
    );
    expect(textOf(active)).toContain(
      'À partir du 30 novembre 2026, jusqu’à ce que vous l’annuliez',
    );
    expect(textOf(row('Vente de 0,5 ETH chaque mois'))).toContain(
      'Seulement quand le prix est égal ou supérieur à 4 500,00 $',
    );
    expect(within(form()).getByLabelText('CAD à dépenser chaque fois')).toBeVisible();
    expect(within(form()).getByLabelText('Fréquence')).toHaveAccessibleDescription(
      'Le même jour de la semaine que la date de début.',
    );
    expect(within(form()).getByRole('button', { name: 'Créer l’ordre récurrent' })).toBeVisible();
  });
});

describe('/orders?tab=recurring: setting one up', () => {
  it('sends a weekly buy from Toronto’s today, with a key of its own, and lists it', async () => {
    const requests = serve();
    const user = await open();
    const start = within(form()).getByLabelText('Start date');
    expect(start).toHaveValue('2026-11-22');
    expect(within(form()).getByLabelText('How often')).toHaveValue('weekly');
    const amount = within(form()).getByLabelText('CAD to spend each time');
    await user.type(amount, '25');
    await setUp(user);

    expect(await within(form()).findByRole('status')).toHaveTextContent(
      `Recurring order set up: ${weeklyWords}.`,
    );
    expect(calls(requests)).toEqual([
      {
        method: 'POST',
        path: ordersPath,
        body: {
          side: 'buy',
          asset: 'BTC',
          amount: '25',
          frequency: 'weekly',
          start_date: '2026-11-22',
        },
      },
    ]);
    const [sent] = requests.filter((r) => r.method === 'POST');
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(amount).toHaveValue('');
    expect(
      await screen.findByRole('listitem', { name: 'Buy $25.00 of BTC every week' }),
    ).toBeVisible();
  });

  it('sends a monthly sale that stops after a number of runs, above a price', async () => {
    const requests = serve();
    const user = await open();
    await user.click(within(form()).getByLabelText('Sell'));
    await user.selectOptions(within(form()).getByLabelText('Asset'), 'Ether (ETH)');
    await user.type(within(form()).getByLabelText('ETH to sell each time'), '0.5');
    const frequency = within(form()).getByLabelText('How often');
    await user.selectOptions(frequency, 'Every month');
    expect(frequency).toHaveAccessibleDescription(
      'On the start date’s day; the last day of shorter months.',
    );
    const start = within(form()).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-12-31');
    await user.click(within(form()).getByLabelText('After a number of runs'));
    await user.type(within(form()).getByLabelText('Number of runs'), '12');
    await user.type(
      within(form()).getByLabelText('Sell only when the price is at or above (optional)'),
      '4,500.25',
    );
    await setUp(user);

    await waitFor(() => expect(calls(requests)).toHaveLength(1));
    expect(calls(requests)[0]?.body).toEqual({
      side: 'sell',
      asset: 'ETH',
      amount: '0.5',
      frequency: 'monthly',
      start_date: '2026-12-31',
      max_runs: 12,
      limit_price: '4500.25',
    });
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Recurring order set up: Sell 0.5 ETH every month.',
    );
  });

  it('sends nothing without an amount, or with a last day before the start', async () => {
    const requests = serve();
    const user = await open();
    const start = within(form()).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-12-01');
    await user.click(within(form()).getByLabelText('On a date'));
    const last = within(form()).getByLabelText('End date');
    await user.type(last, '2026-11-30');
    await setUp(user);

    const amount = within(form()).getByLabelText('CAD to spend each time');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount, like 150 or 0.0015.'),
    );
    expect(amount).toHaveFocus();
    expect(last).toHaveAccessibleDescription(
      expect.stringContaining('Choose an end date on or after the start date.'),
    );
    expect(calls(requests)).toEqual([]);

    await user.type(amount, '25');
    await setUp(user);
    expect(last).toHaveFocus();
    expect(calls(requests)).toEqual([]);

    await user.clear(last);
    await user.type(last, '2027-03-01');
    await setUp(user);
    await waitFor(() => expect(calls(requests)).toHaveLength(1));
    expect(calls(requests)[0]?.body).toMatchObject({
      start_date: '2026-12-01',
      end_date: '2027-03-01',
    });
  });

  it('shows the server’s refusal of a field at that field, in the reader’s words', async () => {
    serve([], {
      [`POST ${ordersPath}`]: () =>
        refusal(400, 'invalid_parameter', 'Enter an amount of CAD with at most its decimals', [
          { path: 'body.amount', message: 'Enter an amount of CAD with at most its decimals' },
        ]),
    });
    const user = await open();
    const amount = within(form()).getByLabelText('CAD to spend each time');
    await user.type(amount, '25.001');
    await setUp(user);

    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount of CAD with at most 2 decimals.'),
    );
    expect(amount).toHaveFocus();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when as many schedules run as allowed', async () => {
    const full = Array.from({ length: 20 }, (_, index) =>
      recurringOrder({ guid: index.toString(16).padStart(32, '0') }),
    );
    serve(full, {
      [`POST ${ordersPath}`]: () => refusal(409, 'conflict', 'You have 20 recurring orders'),
    });
    const user = await open();
    expect(
      await within(form()).findByText(/^You have 20 recurring orders active or paused/),
    ).toBeVisible();
    await user.type(within(form()).getByLabelText('CAD to spend each time'), '25');
    await setUp(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'You have 20 recurring orders active or paused, the most you can have. Cancel one to set up another.',
    );
  });
});
