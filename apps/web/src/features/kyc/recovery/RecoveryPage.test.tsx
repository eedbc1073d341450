import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { kycApplication, verificationGuid } from '../../../test/kyc-fixtures';
import { serveKyc } from '../../../test/kyc-server';
import { renderApp } from '../../../test/render-app';

const mfaToken = 'mfa.token.of-the-sign-in';
const recoveryToken = 'recovery.token.of-the-recovery';

/**
 * The recovery's endpoints over one application that asks for the photo ID step and its images
 * (ADR 59), reached from the sign-in's second step.
 */
function serveRecovery() {
  const served = serveKyc({
    application: kycApplication({
      state: 'waiting',
      steps: { ...kycApplication().steps, document: null },
      files: [],
      missing: ['document', 'id_front', 'id_back', 'selfie'],
    }),
    routes: {
      'POST /identity/signin': () => ({
        body: { data: { status: 'mfa_required', mfa_token: mfaToken, expires_in: 300 } },
      }),
      'POST /customers/recovery': () => ({
        status: 201,
        body: {
          data: {
            recovery_token: recoveryToken,
            expires_in: 3600,
            identity_verification_guid: verificationGuid,
          },
        },
      }),
      [`POST /customers/kyc/${verificationGuid}/submit`]: () => ({
        body: { data: { ...served.current(), state: 'reviewing' } },
      }),
    },
  });
  return served;
}

async function signInWithoutSecondFactor(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/signin');
  await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.ca');
  await user.type(screen.getByLabelText('Password'), 'quartz-lantern-pivot-92');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await user.click(
    await screen.findByRole('link', { name: 'Lost your passkeys and authenticator?' }),
  );
}

const image = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

describe('account recovery', () => {
  it('sends the photo ID and a selfie with the recovery’s token, then says it is reviewed', async () => {
    const { requests } = serveRecovery();
    const user = userEvent.setup();
    await signInWithoutSecondFactor(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recover your account' }),
    ).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Type of photo ID'), "Driver's licence");
    await user.type(screen.getByLabelText('ID number'), 'L1234-56789-01234');
    await user.type(screen.getByLabelText('Expiry date'), '2031-05-01');
    await user.selectOptions(screen.getByLabelText('Issuing province or territory'), 'Ontario');
    for (const [label, name] of [
      ['Front of the ID', 'front.jpg'],
      ['Back of the ID', 'back.jpg'],
      ['A selfie', 'me.jpg'],
    ] as const) {
      await user.upload(screen.getByLabelText(label), image(name));
      // As a person does, the form is sent once each image says it arrived: sent while one is
      // still on its way, the form finds it missing.
      expect(await screen.findByText(`${name} is uploaded.`)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(
      await screen.findByRole('heading', { name: 'We are reviewing your recovery' }),
    ).toBeInTheDocument();
    const started = requests.find((r) => r.path === '/customers/recovery');
    expect(started?.body).toEqual({ mfa_token: mfaToken });
    const answered = requests.filter((r) => r.path.startsWith('/customers/kyc/'));
    expect(answered.map((r) => `${r.method} ${r.path.split('/').slice(4).join('/')}`)).toEqual([
      'GET ',
      'PUT files/id_front',
      'PUT files/id_back',
      'PUT files/selfie',
      'PUT steps/document',
      'POST submit',
    ]);
    for (const request of answered) {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${recoveryToken}`);
    }
    // The MFA token never reaches an address.
    expect(requests.every((r) => !r.path.includes(mfaToken))).toBe(true);
  });

  it('opened without a sign-in, says where to start, in English and French', async () => {
    const { requests } = serveRecovery();
    renderApp('/recover');
    expect(await screen.findByText(/Start from the sign-in page/)).toBeInTheDocument();
    expect(requests).toEqual([]);
    await i18n.changeLanguage('fr-CA');
    expect(await screen.findByText(/Commencez à la page de connexion/)).toBeInTheDocument();
  });
});
