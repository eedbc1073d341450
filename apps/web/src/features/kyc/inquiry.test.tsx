import type { KycApplication } from '@maple/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { answeredSteps, kycApplication, verificationGuid } from '../../test/kyc-fixtures';
import { serveKyc } from '../../test/kyc-server';
import { renderApp } from '../../test/render-app';

/**
 * `/identity-verification?inquiry_id=…`: where an API client sends its customer with a
 * verification's `persona_inquiry_id`, as Cybrid's client would open Persona's flow (ADR 65).
 */
const inquiryId = `inq_${verificationGuid}`;
const inquiryRoute = `GET /customers/kyc/inquiries/${inquiryId}`;

/** The customer's newest verification, another than the inquiry's and under review. */
const newer = kycApplication({
  identity_verification_guid: 'beefbeefbeefbeefbeefbeefbeefbeef',
  state: 'reviewing',
  missing: [],
});

async function openInquiry() {
  storeTestCustomerSession();
  renderApp(`/identity-verification?inquiry_id=${inquiryId}`);
  await screen.findByRole('heading', { level: 1, name: 'Identity verification' });
}

/** The kyc endpoints, with the inquiry naming the application they keep. */
function serveInquiry(application: KycApplication, status = {}) {
  const served = serveKyc({
    application,
    status,
    routes: { [inquiryRoute]: () => ({ body: { data: served.current() } }) },
  });
  return served;
}

describe('/identity-verification?inquiry_id=…', () => {
  it('resumes the very verification the inquiry names, where it stopped', async () => {
    const { requests } = serveInquiry(
      kycApplication({
        state: 'pending',
        steps: { ...kycApplication().steps, identity: answeredSteps.identity },
        missing: ['employment'],
      }),
      { verification: newer },
    );
    await openInquiry();
    await screen.findByRole('heading', { level: 2, name: 'Employment' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Occupation'), 'Engineer');
    await user.type(screen.getByLabelText('Employer'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Social Insurance Number' });
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe(
      `/customers/kyc/${verificationGuid}/steps/employment`,
    );
  });

  it('refuses an inquiry that is not the customer’s, as not found', async () => {
    serveKyc({
      routes: {
        [inquiryRoute]: () => ({
          status: 404,
          body: { message: 'Identity verification not found', code: 'not_found', request_id: 'r1' },
        }),
      },
    });
    await openInquiry();
    expect(await screen.findByText('We could not load your verification.')).toBeInTheDocument();
    expect(screen.getByText('Identity verification not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows where the customer stands once the inquiry is closed', async () => {
    serveInquiry(kycApplication({ state: 'expired' }), { verification: newer });
    await openInquiry();
    await screen.findByRole('heading', { level: 2, name: 'Your verification is under review' });
  });

  it('opens enhanced due diligence when that is the inquiry’s', async () => {
    serveInquiry(
      kycApplication({ method: 'enhanced_due_diligence', missing: ['edd', 'supporting_document'] }),
      {
        customer_state: 'verified',
        investor_category: 'retail',
        verification: kycApplication({ state: 'completed', outcome: 'passed', missing: [] }),
      },
    );
    await openInquiry();
    await screen.findByRole('heading', { level: 2, name: 'Higher limits: enhanced due diligence' });
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });
});
