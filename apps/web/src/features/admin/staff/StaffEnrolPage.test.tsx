import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const token = 'T'.repeat(43);
const sessionInfo = '3b2d6a4e-1c5f-4d8e-9a7b-2f1e0d3c4b5a';
const enrolment = {
  secret_key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  hashing_algorithm: 'SHA1',
  code_length: 6,
  period_seconds: 30,
  completion_deadline: '2099-01-01T00:00:00.000Z',
  session_info: sessionInfo,
  otpauth_uri: 'otpauth://totp/Maple%20Exchange:ada%40maple.example?secret=JBSWY3DPEHPK3PXP',
  email: 'ada@maple.example',
  display_name: 'Ada Byron',
};

afterEach(() => vi.unstubAllGlobals());

describe('/admin/enrol', () => {
  it('sets a password and an authenticator from the e-mailed link', async () => {
    const requests = fakeServer({
      'POST /admin/api/enrolment/start': () => ({ body: { data: enrolment } }),
      'POST /admin/api/enrolment/finish': () => ({ body: { data: { message: 'ok' } } }),
    });
    renderApp(`/admin/enrol?token=${token}`);
    expect(await screen.findByText('For Ada Byron (ada@maple.example)')).toBeInTheDocument();
    expect(screen.getByText(enrolment.secret_key)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'copper-meadow-violin-58');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByText('Your sign-in is set up.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to the back office' })).toHaveAttribute(
      'href',
      '/admin/signin',
    );
    expect(requests.filter((r) => r.path === '/admin/api/enrolment/start')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/admin/api/enrolment/finish')?.body).toEqual({
      token,
      session_info: sessionInfo,
      password: 'copper-meadow-violin-58',
      code: '123456',
    });
  });

  it('says when the link is used or expired', async () => {
    fakeServer({
      'POST /admin/api/enrolment/start': () => ({
        status: 400,
        body: { message: 'This link is invalid', code: 'invalid_parameter', request_id: 'r' },
      }),
    });
    renderApp(`/admin/enrol?token=${token}`);
    expect(await screen.findByText(/This link is invalid, used or expired/)).toBeInTheDocument();
  });
});
