import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);

describe('two-step verification set up on the way to a withdrawal', () => {
  it('takes focus, then takes the customer back to the page that sent them', async () => {
    const user = userEvent.setup();
    let enrolled = false;
    fakeServer({
      'GET /identity/mfa': () => ({
        body: { data: { totp_enrolled: enrolled, recovery_codes_left: enrolled ? 10 : 0 } },
      }),
      'POST /identity/mfa/totp/enrolment': () => ({
        body: {
          data: {
            secret_key: 'JBSWY3DPEHPK3PXP',
            hashing_algorithm: 'SHA1',
            code_length: 6,
            period_seconds: 30,
            completion_deadline: new Date(Date.now() + 600_000).toISOString(),
            session_info: 'enrolment-1',
            otpauth_uri: 'otpauth://totp/Maple%20Exchange:ada%40example.ca?secret=JBSWY3DPEHPK3PXP',
          },
        },
      }),
      'POST /identity/mfa/totp/enrolment/complete': () => {
        enrolled = true;
        return { body: { data: { recovery_codes: recoveryCodes } } };
      },
    });
    storeTestCustomerSession();
    const { router } = renderApp('/settings?next=%2Fwithdrawals');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Two-step verification' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      await screen.findByText('Once it is set up, you go back to the page you came from.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'I have saved my recovery codes somewhere safe.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals'));
  });
});
