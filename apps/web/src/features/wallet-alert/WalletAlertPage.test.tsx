import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredCustomerSession } from '../../lib/session';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer, platformError } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const title = 'A wallet you did not add';

async function open(path: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

describe('/wallet-alert', () => {
  it('locks withdrawals only once confirmed, then explains and signs this browser out', async () => {
    storeTestCustomerSession();
    const requests = fakeServer({
      'POST /customers/wallet-alerts/not-me': () => ({
        body: { data: { message: 'Withdrawals are locked and every session was signed out' } },
      }),
    });
    await open('/wallet-alert?not_me=signed.token-1');
    expect(
      screen.getByText(/we lock all your withdrawals \(CAD and crypto\) and the adding of wallets/),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Lock my withdrawals' }));
    expect(
      await screen.findByText(
        /Your withdrawals and the adding of wallets and bank accounts are locked/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    const posts = requests.filter((r) => r.path === '/customers/wallet-alerts/not-me');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'signed.token-1' });
    // The link works without a session: whoever added the wallet may hold it.
    expect(posts[0]?.headers.get('Authorization')).toBeNull();
    expect(readStoredCustomerSession().email).toBeNull();
  });

  it('says the link is incomplete when the token is missing, and offers nothing to press', async () => {
    const requests = fakeServer({});
    await open('/wallet-alert');
    expect(
      screen.getByText('This link is incomplete. Open it again from the e-mail.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lock my withdrawals' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/customers'))).toBe(false);
  });

  it('says why when the call fails or the link has expired, keeping the session', async () => {
    storeTestCustomerSession();
    let answers = 0;
    fakeServer({
      'POST /customers/wallet-alerts/not-me': () => {
        answers += 1;
        return answers === 1
          ? undefined
          : platformError(403, 'forbidden', 'This link is not valid or has expired');
      },
    });
    await open('/wallet-alert?not_me=signed.token-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lock my withdrawals' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Maple Exchange');
    await user.click(screen.getByRole('button', { name: 'Lock my withdrawals' }));
    expect(await screen.findByText('This link is not valid or has expired')).toBeInTheDocument();
    expect(screen.queryByText(/Your crypto withdrawals are locked/)).not.toBeInTheDocument();
    expect(readStoredCustomerSession().email).toBe('ada@example.ca');
  });
});
