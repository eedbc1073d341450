import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { enCA } from '../../lib/i18n/en-CA';
import { storeTestCustomerSession } from '../../test/customer-session';
import type { FakeRequest } from '../../test/fake-server';
import { answeredSteps, kycApplication, verificationGuid } from '../../test/kyc-fixtures';
import { serveKyc } from '../../test/kyc-server';
import { renderApp } from '../../test/render-app';

/** Opens the flow at `step`, the steps before it answered as the fixtures have them. */
async function openAt(
  step: 'identity' | 'address' | 'document' | 'declarations' | 'questionnaire',
  steps = kycApplication().steps,
  title?: string,
) {
  const served = serveKyc({ application: kycApplication({ steps, missing: [step] }) });
  storeTestCustomerSession();
  renderApp('/identity-verification');
  if (title) await screen.findByRole('heading', { level: 2, name: title });
  // Files of any type reach the app's own check, as on a phone that ignores `accept`.
  return { ...served, user: userEvent.setup({ applyAccept: false }) };
}

const save = (user: ReturnType<typeof userEvent.setup>, name = 'Save and continue') =>
  user.click(screen.getByRole('button', { name }));

const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

/** Every sentence of the English catalogue's validation words. */
const englishMessages = Object.values(enCA.kycValidation);

describe('identity verification steps', () => {
  it('validates in French with French words only, and focuses the error summary', async () => {
    await i18n.changeLanguage('fr-CA');
    const { requests, user } = await openAt('identity', undefined, 'Nom et date de naissance');
    await save(user, 'Enregistrer et continuer');

    const summary = await screen.findByRole('alert', { name: 'Il y a un problème' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Prénom : Entrez votre prénom.');
    expect(summary).toHaveTextContent('Entrez votre nom de famille.');
    expect(summary).toHaveTextContent('Entrez une date valide.');
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Entrez votre prénom.');
    for (const english of englishMessages) expect(document.body).not.toHaveTextContent(english);
    expect(puts(requests)).toEqual([]);
  });

  it('checks the age of majority of the province chosen, in its own words', async () => {
    const { requests, user } = await openAt(
      'address',
      {
        ...kycApplication().steps,
        // 18 and a half: of age in Ontario, not in British Columbia (19).
        identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: eighteenAndAHalf() },
      },
      'Address and phone',
    );
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Vancouver');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'British Columbia');
    await user.type(screen.getByLabelText('Postal code'), 'K1A 0A9');
    await user.type(screen.getByLabelText('Phone number'), '604 555 0123');
    await save(user);

    expect(screen.getByLabelText('Province or territory')).toHaveAccessibleDescription(
      'In British Columbia, you must be at least 19 years old to open an account.',
    );
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      /This postal code is not in the province or territory you chose\./,
    );
    expect(puts(requests)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Province or territory'), 'Ontario');
    await save(user);
    await screen.findByRole('heading', { level: 2, name: 'Employment' });
    expect(puts(requests)).toHaveLength(1);
  });

  it('refuses a too-big or wrong-type image before sending it, and sends a good one', async () => {
    const { requests, user } = await openAt('document', undefined, 'Photo ID');
    const front = screen.getByLabelText('Front of the ID');
    expect(front).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');

    await user.upload(front, fileOf('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(front).toHaveAccessibleDescription(/larger than 10 MB/);
    await user.upload(front, fileOf('notes.txt', 'text/plain', 10));
    expect(front).toHaveAccessibleDescription(/Choose a JPEG, PNG or PDF file\./);
    const selfie = screen.getByLabelText('A selfie');
    expect(selfie).toHaveAttribute('capture', 'user');
    expect(selfie).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(selfie, fileOf('me.pdf', 'application/pdf', 10));
    expect(selfie).toHaveAccessibleDescription(/Choose a JPEG or PNG image\./);
    expect(puts(requests)).toEqual([]);

    await user.upload(front, fileOf('licence.jpg', 'image/jpeg', 2048));
    expect(await screen.findByText('licence.jpg is uploaded.')).toHaveAttribute('role', 'status');
    const sent = puts(requests);
    expect(sent.map((r) => r.path)).toEqual([`/customers/kyc/${verificationGuid}/files/id_front`]);
    expect(sent[0]?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await screen.findByText(/Uploaded JPEG, 2 kB/)).toBeInTheDocument();
  });

  it('is not sent while an image is still on its way', async () => {
    let arrive: () => void = () => undefined;
    const selfieArrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const served = serveKyc({
      application: kycApplication({ missing: ['document'], files: [] }),
      routes: {
        // The selfie's upload ends when the test says so; the others at once.
        [`PUT /customers/kyc/${verificationGuid}/files/selfie`]: async () => {
          await selfieArrived;
          return { body: { data: kycApplication({ missing: ['document'] }) } };
        },
      },
    });
    storeTestCustomerSession();
    renderApp('/identity-verification');
    await screen.findByRole('heading', { level: 2, name: 'Photo ID' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('A selfie'), fileOf('me.jpg', 'image/jpeg', 2048));
    const sending = await screen.findByRole('button', { name: 'Sending the images…' });
    expect(sending).toBeDisabled();
    arrive();
    expect(await screen.findByText('me.jpg is uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
    expect(puts(served.requests).map((r) => r.path.split('/').pop())).toEqual(['selfie']);
  });

  it('asks a passport for its photo page only, and every image before moving on', async () => {
    const { requests, user } = await openAt('document', undefined, 'Photo ID');
    await user.selectOptions(
      screen.getByLabelText('Type of photo ID'),
      'Canadian or foreign passport',
    );
    expect(screen.getByLabelText('Photo page of the passport')).toBeInTheDocument();
    expect(screen.queryByLabelText('Back of the ID')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Issuing province or territory')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('ID number'), 'ab 123456');
    await user.type(screen.getByLabelText('Expiry date'), '2000-01-01');
    await save(user);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Expiry date: This ID has expired.');
    expect(summary).toHaveTextContent('Photo page of the passport: Upload this image.');
    expect(summary).toHaveTextContent('A selfie: Upload this image.');
    expect(puts(requests)).toEqual([]);
  });

  it('asks who the third party is, and for the risk statement to be acknowledged', async () => {
    const { requests, user } = await openAt(
      'declarations',
      { ...answeredSteps, declarations: null },
      'Declarations',
    );
    const thirdParty = screen.getByRole('group', { name: /acting for a third party/ });
    expect(within(thirdParty).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Risk statement' })).toHaveTextContent(
      /could lose all the money you put in/,
    );
    for (const group of screen.getAllByRole('group')) {
      await user.click(
        within(group).getByRole('radio', { name: group === thirdParty ? 'Yes' : 'No' }),
      );
    }
    const acknowledged = screen.getByRole('checkbox', { name: /I have read the risk statement/ });
    await user.click(acknowledged);
    await save(user);
    expect(
      screen.getByLabelText('Who is the third party, and how are you related?'),
    ).toHaveAccessibleDescription(/Tell us who the third party is\./);
    expect(puts(requests)).toEqual([]);

    await user.type(screen.getByLabelText(/Who is the third party/), 'My sister, Lily Lovelace');
    await user.click(acknowledged);
    await save(user);
    expect(acknowledged).toHaveAccessibleDescription(/tick the box to continue/);

    await user.click(acknowledged);
    await save(user);
    await screen.findByRole('heading', { level: 2, name: 'Questionnaire' });
    expect(puts(requests)[0]?.body).toMatchObject({
      acting_for_third_party: true,
      third_party_details: 'My sister, Lily Lovelace',
      risk_statement_acknowledged: true,
    });
  });

  it('needs every question of the questionnaire answered', async () => {
    const { requests, user } = await openAt(
      'questionnaire',
      { ...answeredSteps, questionnaire: null },
      'Questionnaire',
    );
    await user.click(screen.getByRole('radio', { name: '$75,000 to $200,000' }));
    await save(user);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(5);
    expect(summary).toHaveTextContent(
      'Your net assets (everything you own, less everything you owe): Choose an answer.',
    );
    expect(puts(requests)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Up to $1,000,000' }));
    await user.click(screen.getByRole('radio', { name: 'Under $400,000' }));
    await user.click(screen.getByRole('radio', { name: 'None' }));
    for (const group of screen.getAllByRole('group', { name: /\?$/ })) {
      await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    }
    await save(user);
    await screen.findByRole('heading', { level: 2, name: 'Review and submit' });
    expect(puts(requests)[0]?.body).toEqual({
      net_income: '75k_to_200k',
      financial_assets: 'under_1m',
      net_assets: 'under_400k',
      crypto_experience: 'none',
      understands_volatility: true,
      can_afford_loss: true,
    });
  });
});

function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A birth date 18 and a half years before today. */
function eighteenAndAHalf(): string {
  const date = new Date();
  date.setMonth(date.getMonth() - 222);
  return date.toISOString().slice(0, 10);
}
