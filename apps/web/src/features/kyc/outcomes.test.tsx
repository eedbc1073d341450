import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { answeredSteps, idFiles, kycApplication, verificationGuid } from '../../test/kyc-fixtures';
import { serveKyc } from '../../test/kyc-server';
import { renderApp } from '../../test/render-app';

async function openPage() {
  storeTestCustomerSession();
  renderApp('/identity-verification');
  await screen.findByRole('heading', { level: 1, name: 'Identity verification' });
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('/identity-verification outcomes', () => {
  it('says "You\'re verified" with the way to the exchange when the rules pass it', async () => {
    serveKyc({
      application: kycApplication({ steps: answeredSteps, files: idFiles, missing: [] }),
      routes: {
        [`POST /customers/kyc/${verificationGuid}/submit`]: () => ({
          body: {
            data: kycApplication({
              steps: answeredSteps,
              files: idFiles,
              missing: [],
              state: 'completed',
              outcome: 'passed',
            }),
          },
        }),
      },
    });
    await openPage();
    await stepHeading('Review and submit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit for verification' }));
    await stepHeading("You're verified");
    expect(screen.getByRole('link', { name: 'Go to the exchange' })).toHaveAttribute(
      'href',
      '/exchange',
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a failed verification with its reasons and the way to support', async () => {
    serveKyc({
      application: kycApplication({
        state: 'completed',
        outcome: 'failed',
        missing: [],
        reasons: [{ code: 'id_expiration_check_failure', message: 'The ID has expired' }],
      }),
      status: { customer_state: 'rejected' },
    });
    await openPage();
    await stepHeading('We could not verify your identity');
    expect(screen.getByText('Your photo ID has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('offers to start again when the verification expired', async () => {
    serveKyc({ application: kycApplication({ state: 'expired' }) });
    await openPage();
    await stepHeading('Your verification has expired');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeEnabled();
  });

  it('tells a verified customer so, with the offer of higher limits', async () => {
    serveKyc({
      application: kycApplication({ state: 'completed', outcome: 'passed', missing: [] }),
      status: { customer_state: 'verified', investor_category: 'retail' },
    });
    await openPage();
    await stepHeading("You're verified");
    expect(screen.getByRole('link', { name: 'Apply for higher limits' })).toHaveAttribute(
      'href',
      '/identity-verification?flow=edd',
    );
  });
});
