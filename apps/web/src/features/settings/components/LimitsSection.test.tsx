import type { CustomerLimits } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { storeTestCustomerSession } from '../../../test/customer-session';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const standing = (
  name: CustomerLimits['limits'][number]['name'],
  kind: CustomerLimits['limits'][number]['kind'],
  window: CustomerLimits['limits'][number]['window'],
  limit: string | null,
) => ({
  name,
  kind,
  window,
  limit,
  used: '0',
  remaining: limit,
  resets_at: null,
  edd_raised: false,
});

const limits = (investment: Partial<CustomerLimits['investment']> = {}): CustomerLimits => ({
  limits: [
    { ...standing('funding_24h', 'funding', '24h', '5000000'), edd_raised: true },
    standing('funding_7d', 'funding', '7d', '25000000'),
    standing('crypto_withdrawal_24h', 'crypto_withdrawal', '24h', '5000000'),
  ],
  investment: {
    ...standing('investment_12m', 'investment', '12m', '3000000'),
    name: 'investment_12m',
    used: '2500050',
    remaining: '499950',
    resets_at: '2027-11-22T15:30:00.000Z',
    category: 'retail',
    province_exempt: false,
    assets: ['XRP'],
    ...investment,
  },
});

async function openSettings(limitsRoute: FakeRoute, title = 'Settings') {
  storeTestCustomerSession();
  const requests = fakeServer({
    'GET /identity/mfa': () => ({
      body: { data: { totp_enrolled: false, recovery_codes_left: 0 } },
    }),
    'GET /customers/limits': limitsRoute,
  });
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return requests;
}

const rowsOf = async (caption: string) => {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
};

describe('the limits in /settings', () => {
  it('shows each limit: maximum, used, left and when it is whole again', async () => {
    const requests = await openSettings(() => ({ body: { data: limits() } }));
    const rows = await rowsOf('Your limits, in Canadian dollars');
    expect(rows).toEqual([
      [
        'CAD deposits and withdrawals, last 24 hoursRaised by enhanced due diligence',
        '$50,000.00',
        '$0.00',
        '$50,000.00',
        'Nothing used',
      ],
      [
        'CAD deposits and withdrawals, last 7 days',
        '$250,000.00',
        '$0.00',
        '$250,000.00',
        'Nothing used',
      ],
      [
        'Crypto withdrawals (value in CAD), last 24 hours',
        '$50,000.00',
        '$0.00',
        '$50,000.00',
        'Nothing used',
      ],
      [
        'Net purchases of XRP, last 12 months',
        '$30,000.00',
        '$25,000.50',
        '$4,999.50',
        expect.stringMatching(/^Nov 22, 2027, \d{1,2}:30\s[ap]\.m\.$/),
      ],
    ]);
    expect(screen.getByText(/Your investor category: retail\./)).toBeInTheDocument();
    expect(screen.queryByText('You have not used any of your limits yet.')).not.toBeInTheDocument();
    const asked = requests.find((request) => request.path === '/customers/limits');
    expect(asked?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('says there is no investment limit in an exempt province, in French', async () => {
    await i18n.changeLanguage('fr-CA');
    await openSettings(
      () => ({
        body: {
          data: limits({
            limit: null,
            remaining: null,
            used: '0',
            resets_at: null,
            province_exempt: true,
          }),
        },
      }),
      'Paramètres',
    );
    const rows = await rowsOf('Vos limites, en dollars canadiens');
    expect(rows[3]).toEqual([
      'Achats nets de XRP, 12 derniers mois',
      'Aucune limite',
      '0,00\u00a0$',
      '—',
      'Rien d’utilisé',
    ]);
    expect(
      screen.getByText('Vous n’avez encore utilisé aucune de vos limites.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/La limite de placement ne s’applique pas dans votre province\./),
    ).toBeInTheDocument();
  });

  it('offers to try again when the limits cannot be loaded, then shows them', async () => {
    let attempts = 0;
    await openSettings(() => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 503,
            body: { message: 'Try again soon', code: 'service_unavailable', request_id: 'r' },
          }
        : { body: { data: limits() } };
    });
    const region = await screen.findByRole('region', { name: 'Limits' });
    expect(await within(region).findByText('Your limits could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await rowsOf('Your limits, in Canadian dollars')).toHaveLength(4);
  });
});
