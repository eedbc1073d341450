import type { PersonalToken } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const sheet: PersonalToken = {
  guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf',
  name: 'Budget sheet',
  scopes: ['balances'],
  created_at: '2026-10-02T14:00:00.000Z',
  expires_at: '2026-12-31T14:00:00.000Z',
  last_used_at: null,
};
const secret = `mxr_${'s'.repeat(43)}`;

function serverWith(tokens: PersonalToken[], routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /customers/personal-tokens': () => ({ body: { data: { tokens } } }),
    ...routes,
  });
}

async function openSection() {
  storeTestCustomerSession();
  renderApp('/settings');
  return screen.findByRole('region', { name: 'API tokens' });
}

describe('API tokens on /settings', () => {
  it('lists the tokens with what they read and their dates, "never" before a first use', async () => {
    serverWith([
      sheet,
      { ...sheet, guid: 'b'.repeat(32), name: 'Taxes', last_used_at: '2026-11-20T09:05:00.000Z' },
    ]);
    const section = await openSection();
    const items = within(
      await within(section).findByRole('list', { name: 'Your tokens' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Budget sheet');
    expect(items[0]).toHaveTextContent('Balances');
    expect(items[0]).toHaveTextContent(/Created Oct 2, 2026/);
    expect(items[0]).toHaveTextContent(/Expires Dec 31, 2026/);
    expect(items[0]).toHaveTextContent('Never used');
    expect(items[1]).toHaveTextContent(/Last used Nov 20, 2026/);
  });

  it('says when there are none', async () => {
    serverWith([]);
    const section = await openSection();
    expect(await within(section).findByText('You have no API tokens.')).toBeVisible();
  });

  it('says when the list could not be loaded', async () => {
    fakeServer({});
    const section = await openSection();
    expect(await within(section).findByText('Your API tokens could not be loaded.')).toBeVisible();
  });

  it('creates a token after a confirmation code, and shows its secret once with a warning', async () => {
    const user = userEvent.setup();
    const received = serverWith([], {
      'POST /customers/create-otp': () => ({
        body: { data: { expires_at: '2026-11-30T12:10:00.000Z', channel: 'email' } },
      }),
      'POST /customers/verify_otp': () => ({
        body: {
          data: {
            verified: true,
            confirmation_token: 'conf-1',
            expires_at: '2026-11-30T12:10:00.000Z',
          },
        },
      }),
      'POST /customers/personal-tokens': () => ({
        status: 201,
        body: { data: { ...sheet, name: 'Script', scopes: ['balances', 'transactions'], secret } },
      }),
    });
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Create a token' }));
    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(within(section).getByText('Give the token a name.')).toBeVisible();
    expect(
      received.some((r) => r.method === 'POST' && r.path === '/customers/personal-tokens'),
    ).toBe(false);

    await user.type(within(section).getByLabelText(/^Name/), 'Script');
    await user.click(within(section).getByLabelText('Trades, transfers and the ledger export'));
    await user.click(within(section).getByLabelText('30 days'));
    await user.click(within(section).getByRole('button', { name: 'E-mail me a code' }));
    await user.type(within(section).getByLabelText(/Confirmation code/), '123456');
    await user.click(within(section).getByRole('button', { name: 'Create token' }));

    expect(await within(section).findByRole('heading', { name: 'Your new token' })).toHaveFocus();
    expect(within(section).getByText(/this is the only time it is shown/)).toBeVisible();
    expect(within(section).getByLabelText('Token for Script')).toHaveValue(secret);
    const made = received.find(
      (r) => r.method === 'POST' && r.path === '/customers/personal-tokens',
    );
    expect(made?.body).toEqual({
      name: 'Script',
      scopes: ['balances', 'transactions'],
      expires_in_days: 30,
      confirmation_token: 'conf-1',
    });
    await user.click(within(section).getByRole('button', { name: 'I have copied it' }));
    expect(within(section).queryByLabelText('Token for Script')).toBeNull();
  });

  it('revokes a token only once the customer confirms', async () => {
    const user = userEvent.setup();
    const received = serverWith([sheet], {
      [`DELETE /customers/personal-tokens/${sheet.guid}`]: () => ({ status: 204 }),
    });
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Revoke Budget sheet' }));
    expect(within(section).getByText(/Anything using it stops working at once/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Keep it' }));
    expect(received.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Revoke Budget sheet' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, revoke it' }));
    expect(await within(section).findByText('“Budget sheet” was revoked.')).toBeVisible();
    expect(received.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
