import type { KycStatus } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer } from '../../test/fake-server';
import {
  answeredSteps,
  idFiles,
  kycApplication,
  kycStatus,
  verificationGuid,
} from '../../test/kyc-fixtures';
import { renderApp } from '../../test/render-app';

async function openIdentity(status: KycStatus, name = 'Identity') {
  fakeServer({ 'GET /customers/kyc': () => ({ body: { data: status } }) });
  storeTestCustomerSession();
  renderApp('/settings');
  const section = await screen.findByRole('region', { name });
  await within(section).findByText(/Status|Statut/);
  return section;
}

const verified = kycStatus({
  customer_state: 'verified',
  investor_category: 'eligible',
  verification: kycApplication({
    steps: answeredSteps,
    files: idFiles,
    missing: [],
    state: 'completed',
    outcome: 'passed',
    decided_at: '2026-11-21T15:30:00.000Z',
  }),
});

describe('the identity section of /settings', () => {
  it('offers to start verifying when nothing is verified yet', async () => {
    const section = await openIdentity(kycStatus());
    expect(section).toHaveTextContent('Status:Not verified');
    expect(within(section).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });

  it('offers to continue a verification under way', async () => {
    const section = await openIdentity(kycStatus({ verification: kycApplication() }));
    expect(section).toHaveTextContent('Not verified: in progress');
    expect(
      within(section).getByRole('link', { name: 'Continue verification' }),
    ).toBeInTheDocument();
  });

  it('says a verification is under review, or was rejected, with nothing to click', async () => {
    const reviewing = await openIdentity(
      kycStatus({ verification: kycApplication({ state: 'reviewing' }) }),
    );
    expect(reviewing).toHaveTextContent("Under reviewWe're reviewing your verification.");
    expect(within(reviewing).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a rejection and whom to ask', async () => {
    const section = await openIdentity(
      kycStatus({
        customer_state: 'rejected',
        verification: kycApplication({ state: 'completed', outcome: 'failed' }),
      }),
    );
    expect(section).toHaveTextContent('Rejected');
    expect(section).toHaveTextContent('Your verification was not approved.');
  });

  it('lists what was verified, the SIN only as on file, and offers higher limits', async () => {
    const section = await openIdentity(verified);
    expect(section).toHaveTextContent('Status:Verified');
    const details = within(section).getAllByRole('definition')[0]?.closest('dl');
    expect(details).toHaveTextContent('Legal nameAda Lovelace');
    expect(details).toHaveTextContent('Social Insurance NumberOn file');
    expect(details).toHaveTextContent("Photo IDDriver's licence, expires May 1, 2031");
    expect(details).toHaveTextContent('Investor categoryEligible investor');
    expect(details).toHaveTextContent(/Verified onNov 21, 2026/);
    expect(section).not.toHaveTextContent('544');
    expect(section).toHaveTextContent('Higher limits:Not applied');
    expect(within(section).getByRole('link', { name: 'Apply for higher limits' })).toHaveAttribute(
      'href',
      '/identity-verification?flow=edd',
    );
  });

  it('shows higher limits under review, in French too', async () => {
    localStorage.setItem('language', 'fr-CA');
    await i18n.changeLanguage('fr-CA');
    const section = await openIdentity(
      {
        ...verified,
        edd: { identity_verification_guid: verificationGuid, state: 'reviewing', outcome: null },
      },
      'Identité',
    );
    expect(section).toHaveTextContent('Statut :Vérifiée');
    expect(section).toHaveTextContent('Investisseur admissible');
    expect(section).toHaveTextContent("Limites plus élevées :En cours d'examen");
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});
