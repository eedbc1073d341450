import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import {
  answeredSteps,
  identityVerification,
  idFiles,
  kycApplication,
  verificationGuid,
} from '../../test/kyc-fixtures';
import { serveKyc } from '../../test/kyc-server';
import { renderApp } from '../../test/render-app';

async function openPage() {
  storeTestCustomerSession();
  renderApp('/identity-verification');
  await screen.findByRole('heading', { level: 1, name: 'Identity verification' });
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('/identity-verification', () => {
  it('explains what is needed, then starts a verification on the platform and opens step 1', async () => {
    let started = false;
    const { requests } = serveKyc({
      routes: {
        'GET /customers/kyc': () => ({
          body: {
            data: {
              customer_state: 'unverified',
              investor_category: null,
              verification: started ? kycApplication() : null,
              edd: null,
            },
          },
        }),
        'POST /api/identity_verifications': () => {
          started = true;
          return { status: 201, body: identityVerification('id_and_selfie') };
        },
      },
    });
    await openPage();
    await stepHeading('Verify your identity');
    expect(screen.getByText(/about 10 minutes/)).toBeInTheDocument();
    expect(screen.getByText('Your Social Insurance Number (SIN).')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start verification' }));
    await stepHeading('Name and date of birth');
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      type: 'kyc',
      method: 'id_and_selfie',
      customer_guid: testCustomerGuid,
    });
    expect(post?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('resumes at the first missing step with the saved answers kept', async () => {
    serveKyc({
      application: kycApplication({
        steps: { ...kycApplication().steps, identity: answeredSteps.identity },
        missing: ['address', 'employment', 'tax', 'document', 'id_front', 'selfie'],
      }),
    });
    await openPage();
    await stepHeading('Address and phone');
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Verification progress' });
    expect(within(progress).getByText('2. Address and phone')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    const heading = await stepHeading('Name and date of birth');
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-12-10');
  });

  it('saves a step with its answers normalised and moves on, focus on the next heading', async () => {
    const { requests } = serveKyc({
      application: kycApplication({
        steps: { ...kycApplication().steps, identity: answeredSteps.identity },
        missing: ['address'],
      }),
    });
    await openPage();
    await stepHeading('Address and phone');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Street address'), '1 Wellington St');
    await user.type(screen.getByLabelText('City'), 'Ottawa');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'Ontario');
    await user.type(screen.getByLabelText('Postal code'), 'k1a0a9');
    await user.type(screen.getByLabelText('Phone number'), '613 555 0123');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await stepHeading('Employment')).toHaveFocus();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/customers/kyc/${verificationGuid}/steps/address`);
    expect(put?.body).toEqual({
      address: {
        street: '1 Wellington St',
        city: 'Ottawa',
        subdivision: 'ON',
        postal_code: 'K1A 0A9',
        country_code: 'CA',
      },
      phone_number: '+16135550123',
    });
  });

  it("shows the server's refusal on the field it names", async () => {
    serveKyc({
      application: kycApplication({ missing: ['employment'] }),
      routes: {
        [`PUT /customers/kyc/${verificationGuid}/steps/employment`]: () => ({
          status: 400,
          body: {
            message: 'Invalid request: body.employer: Employer is required',
            code: 'invalid_parameter',
            request_id: 'r1',
            details: [{ path: 'body.employer', message: 'Employer is required' }],
          },
        }),
      },
    });
    await openPage();
    await stepHeading('Employment');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Occupation'), 'Engineer');
    await user.type(screen.getByLabelText('Employer'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Employer: Enter your employer.');
    expect(screen.getByLabelText('Employer')).toHaveAccessibleDescription(/Enter your employer\./);
    await user.click(within(summary).getByRole('button', { name: /Employer/ }));
    expect(screen.getByLabelText('Employer')).toHaveFocus();
  });

  it('asks for the SIN saying why, and shows only the masked number once saved', async () => {
    const { requests } = serveKyc({ application: kycApplication({ missing: ['tax'] }) });
    await openPage();
    await stepHeading('Social Insurance Number');
    expect(screen.getByText(/requires us to report crypto-asset transactions/)).toBeInTheDocument();
    expect(screen.getByText(/We store it encrypted/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Social Insurance Number' }),
      '130 692 545',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'This Social Insurance Number is not valid. Check the digits.',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Social Insurance Number' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Social Insurance Number' }),
      '130 692 544',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await stepHeading('Photo ID');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ sin: '130692544' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('SIN on file: *** *** 544')).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Social Insurance Number' }),
    ).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/130\s?692/);
  });

  it('lists the answers for review with the SIN masked, edits one, then submits: under review', async () => {
    const { requests } = serveKyc({
      application: kycApplication({ steps: answeredSteps, files: idFiles, missing: [] }),
      routes: {
        [`POST /customers/kyc/${verificationGuid}/submit`]: () => ({
          body: {
            data: kycApplication({
              steps: answeredSteps,
              files: idFiles,
              missing: [],
              state: 'reviewing',
              reasons: [
                { code: 'selfie_failure', message: 'The selfie does not match the ID photo' },
              ],
            }),
          },
        }),
      },
    });
    await openPage();
    await stepHeading('Review and submit');
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(screen.getByText('*** *** 544')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('December 10, 1990')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Employment' }));
    await stepHeading('Employment');
    expect(screen.getByLabelText('Occupation')).toHaveValue('Engineer');
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    await stepHeading('Review and submit');

    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await stepHeading('Your verification is under review')).toHaveFocus();
    expect(
      screen.getByText('Your selfie does not clearly match the photo on your ID.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/We'll e-mail you/)).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/submit'))).toHaveLength(1);
  });

  it('says when the verification cannot be loaded, and tries again', async () => {
    storeTestCustomerSession();
    renderApp('/identity-verification');
    expect(await screen.findByText('We could not load your verification.')).toBeInTheDocument();
    serveKyc({ status: { verification: null } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Verify your identity');
  });
});
