import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { identityVerification, kycApplication, verificationGuid } from '../../test/kyc-fixtures';
import { serveKyc } from '../../test/kyc-server';
import { renderApp } from '../../test/render-app';

const passed = kycApplication({
  identity_verification_guid: 'abcdefabcdefabcdefabcdefabcdefab',
  state: 'completed',
  outcome: 'passed',
  missing: [],
});
const verified = {
  customer_state: 'verified',
  investor_category: 'retail',
  verification: passed,
} as const;
const eddApplication = kycApplication({
  method: 'enhanced_due_diligence',
  missing: ['edd', 'supporting_document'],
});

async function openEdd() {
  storeTestCustomerSession();
  renderApp('/identity-verification?flow=edd');
  await screen.findByRole('heading', { level: 1, name: 'Identity verification' });
}

describe('/identity-verification?flow=edd', () => {
  it('lets a verified customer start enhanced due diligence', async () => {
    const { requests } = serveKyc({
      status: { ...verified, edd: null },
      routes: {
        'POST /api/identity_verifications': () => ({
          status: 201,
          body: identityVerification('enhanced_due_diligence'),
        }),
      },
    });
    await openEdd();
    await screen.findByRole('heading', { level: 2, name: 'Higher limits: enhanced due diligence' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the application' }));
    await screen.findByRole('heading', { level: 2, name: 'Higher limits: enhanced due diligence' });
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'kyc',
      method: 'enhanced_due_diligence',
    });
  });

  it('asks for the source of funds and wealth, the volume and a document, then says under review', async () => {
    const { requests } = serveKyc({
      application: eddApplication,
      status: {
        ...verified,
        edd: { identity_verification_guid: verificationGuid, state: 'waiting', outcome: null },
      },
      routes: {
        [`POST /customers/kyc/${verificationGuid}/submit`]: () => ({
          body: { data: { ...eddApplication, state: 'reviewing', missing: [] } },
        }),
      },
    });
    await openEdd();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(
      'Source of the funds you will use: Choose the source of your funds.',
    );
    expect(summary).toHaveTextContent('Upload at least one supporting document.');

    await user.selectOptions(
      screen.getByLabelText('Source of the funds you will use'),
      'Employment income',
    );
    await user.type(
      screen.getByLabelText('Tell us more about the source of these funds'),
      'Salary as an engineer',
    );
    await user.selectOptions(screen.getByLabelText('Source of your overall wealth'), 'Savings');
    await user.type(
      screen.getByLabelText('Tell us more about the source of your wealth'),
      'Twenty years of savings',
    );
    await user.click(screen.getByRole('radio', { name: '$10,000 to $50,000' }));
    await user.upload(
      screen.getByLabelText('Supporting document'),
      new File([new Uint8Array(100)], 'pay-stub.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('pay-stub.pdf is uploaded.');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Under review' })).toHaveFocus();
    expect(requests.find((r) => r.path.endsWith('/steps/edd'))?.body).toEqual({
      source_of_funds: 'employment_income',
      source_of_funds_details: 'Salary as an engineer',
      source_of_wealth: 'savings',
      source_of_wealth_details: 'Twenty years of savings',
      expected_monthly_volume: '10k_to_50k',
    });
    expect(requests.filter((r) => r.path.endsWith('/submit'))).toHaveLength(1);
  });

  it('shows an application under review', async () => {
    serveKyc({
      status: {
        ...verified,
        edd: { identity_verification_guid: verificationGuid, state: 'reviewing', outcome: null },
      },
    });
    await openEdd();
    await screen.findByRole('heading', { level: 2, name: 'Under review' });
  });

  it('is for verified customers only', async () => {
    serveKyc();
    await openEdd();
    await screen.findByText('Verify your identity first; then you can apply for higher limits.');
    expect(screen.getByRole('link', { name: 'Back to identity verification' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });
});
