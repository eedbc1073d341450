import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  imageFileGuid,
  pdfFileGuid,
  reviewDetail,
  reviewGuid,
  staffProfile,
  storeAdminSession,
} from '../../../test/review-fixtures';

const base = `/admin/api/identity-verifications/${reviewGuid}`;
const revealed = '046454286';

function serve(role: 'support' | 'compliance' | 'admin', routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /admin/api/me': () => ({ body: { data: staffProfile(role) } }),
    [`GET ${base}`]: () => ({ body: { data: reviewDetail() } }),
    [`GET ${base}/files/${imageFileGuid}`]: () => ({ body: 'PNG bytes' }),
    [`GET ${base}/files/${pdfFileGuid}`]: () => ({ body: 'PDF bytes' }),
    ...routes,
  });
}

async function open(title = 'Verification review') {
  storeAdminSession();
  const view = renderApp(`/admin/compliance/${reviewGuid}`);
  await screen.findByRole('heading', { level: 1, name: title });
  await screen.findByRole('region', {
    name: title === 'Verification review' ? 'Summary' : 'Sommaire',
  });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

// jsdom has no object URLs: hand out fake ones and record which were revoked.
const revoked: string[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  let made = 0;
  revoked.length = 0;
  URL.createObjectURL = () => `blob:http://localhost/file-${++made}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('/admin/compliance/:guid', () => {
  it('says what a recovery asks of the reviewer, and links the identity to compare with', async () => {
    const verified = 'abcdefabcdefabcdefabcdefabcdefab';
    serve('compliance', {
      [`GET ${base}`]: () => ({
        body: {
          data: reviewDetail({
            method: 'document_submission',
            purpose: 'account_recovery',
            compared_with: verified,
          }),
        },
      }),
    });
    await open();
    expect(region('Summary')).toHaveTextContent('Account recovery');
    expect(region('Summary')).toHaveTextContent(/two people must approve/);
    expect(screen.getByRole('link', { name: 'Open the verified identity' })).toHaveAttribute(
      'href',
      `/admin/compliance/${verified}`,
    );
  });

  it('shows the answers grouped, each check, and the SIN masked', async () => {
    serve('compliance');
    await open();
    expect(region('Identity')).toHaveTextContent('Ada Lovelace');
    expect(region('Address')).toHaveTextContent('M5H 2N2');
    expect(region('Employment')).toHaveTextContent('Analytical Engines Ltd');
    expect(region('Photo ID')).toHaveTextContent("Driver's licence");
    expect(region('Declarations')).toHaveTextContent('Politically exposed personYes');
    expect(region('Questionnaire')).toHaveTextContent('Investor categoryEligible');
    expect(screen.queryByRole('region', { name: 'Enhanced due diligence' })).toBeNull();
    const checks = within(region('Compliance checks')).getByRole('table');
    expect(within(checks).getByRole('row', { name: /Sanctions and watchlists/ })).toHaveTextContent(
      'FailedMatch on a sanctions or watchlist',
    );
    expect(region('Compliance checks')).toHaveTextContent('ZORVAN, Petrak (SDGT)');
    expect(region('Social Insurance Number')).toHaveTextContent('*** *** 046');
    expect(document.body).not.toHaveTextContent(revealed);
  });

  it('reveals the SIN only with a reason, for this view only, never into the store', async () => {
    const requests = serve('compliance', {
      [`POST ${base}/sin`]: () => ({ body: { data: { sin: revealed } } }),
    });
    const { store } = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reveal the SIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Reveal the SIN' });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Why do you need to see it?' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason of at least 3 characters.'),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox'), 'Tax slip mismatch');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region('Social Insurance Number')).toHaveTextContent(revealed);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Tax slip mismatch',
    });
    expect(JSON.stringify(store.getState())).not.toContain(revealed);

    await user.click(screen.getByRole('button', { name: 'Hide the SIN' }));
    expect(region('Social Insurance Number')).toHaveTextContent('*** *** 046');
  });

  it('gives support staff no reveal and no decision controls', async () => {
    serve('support');
    await open();
    expect(
      await screen.findByText('Your role can read this verification but not decide on it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reveal the SIN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects only with a reason, after a confirmation, then shows the decision', async () => {
    const decided = reviewDetail({
      state: 'completed',
      outcome: 'failed',
      decision: {
        decision: 'reject',
        reason: 'Sanctions list match confirmed',
        staff_email: 'compliance@maple.example',
        decided_at: '2026-11-22T12:30:00.000Z',
      },
    });
    const requests = serve('compliance', {
      [`POST ${base}/decision`]: () => ({ body: { data: decided } }),
    });
    await open();
    const user = userEvent.setup();
    const panel = region('Decision');
    await user.click(await within(panel).findByRole('button', { name: 'Reject' }));
    expect(within(panel).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason of at least 3 characters.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(
      within(panel).getByRole('textbox', { name: 'Reason' }),
      'Sanctions list match confirmed',
    );
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this verification?' });
    expect(dialog).toHaveTextContent('Sanctions list match confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('The decision is recorded.');
    // The decided review replaces the form when the store has taken the answer, a render later.
    await waitFor(() => expect(panel).toHaveTextContent('DecisionRejected'));
    expect(panel).toHaveTextContent('compliance@maple.example');
    expect(within(panel).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      decision: 'reject',
      reason: 'Sanctions list match confirmed',
    });
  });

  it('shows a colleague’s decision when the verification was decided meanwhile (409)', async () => {
    let decided = false;
    serve('admin', {
      [`GET ${base}`]: () => ({
        body: {
          data: decided
            ? reviewDetail({
                state: 'completed',
                outcome: 'passed',
                decision: {
                  decision: 'approve',
                  reason: 'Name matches the ID',
                  staff_email: 'colleague@maple.example',
                  decided_at: '2026-11-22T12:00:00.000Z',
                },
              })
            : reviewDetail(),
        },
      }),
      [`POST ${base}/decision`]: () => {
        decided = true;
        return { status: 409, body: { message: 'Already decided', code: 'conflict' } };
      },
    });
    await open();
    const user = userEvent.setup();
    const panel = region('Decision');
    await user.type(await within(panel).findByRole('textbox', { name: 'Reason' }), 'Looks fine');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText(/Someone already decided/)).toBeVisible();
    expect(await within(panel).findByText('colleague@maple.example')).toBeVisible();
    expect(panel).toHaveTextContent('DecisionApproved');
  });

  it('takes two people to approve a politically exposed application, and refuses the first approver', async () => {
    const firstApproval = {
      reason: 'Domestic PEP, funds documented',
      staff_email: 'admin@maple.example',
      approved_at: '2026-11-22T12:00:00.000Z',
    };
    let approvedOnce = false;
    serve('admin', {
      [`GET ${base}`]: () => ({
        body: {
          data: reviewDetail({
            needs_second_approval: true,
            first_approval: approvedOnce ? firstApproval : null,
          }),
        },
      }),
      [`POST ${base}/decision`]: () => {
        if (approvedOnce) {
          return {
            status: 403,
            body: { message: 'You made this request', code: 'maker_checker', request_id: 'r' },
          };
        }
        approvedOnce = true;
        return {
          body: {
            data: reviewDetail({ needs_second_approval: true, first_approval: firstApproval }),
          },
        };
      },
    });
    await open();
    const user = userEvent.setup();
    const panel = region('Decision');
    expect(
      await within(panel).findByText(/Approving this application takes two people/),
    ).toBeVisible();
    await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Funds documented');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(panel).findByText('Your approval is recorded. A colleague must approve it too.'),
    ).toBeVisible();
    expect(await within(panel).findByText(/Approved first by admin@maple.example/)).toBeVisible();

    await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Approving again');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(panel).findByText(/a colleague independent of them must approve it/),
    ).toBeVisible();
  });

  it('shows the image from an object URL, offers the PDF, and revokes both on leaving', async () => {
    const requests = serve('compliance');
    const { router } = await open();
    const image = await screen.findByRole('img', { name: 'Front of the photo ID' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const pdf = await screen.findByRole('link', { name: 'Download the PDF: Proof of address' });
    expect(pdf.getAttribute('href')).toMatch(/^blob:/);
    const fileRequest = requests.find((r) => r.path.endsWith(imageFileGuid));
    expect(fileRequest?.headers.get('Authorization')).toMatch(/^Bearer /);

    fakeServer({
      'GET /admin/api/identity-verifications': () => ({
        body: { data: { total: 0, page: 0, per_page: 20, objects: [] } },
      }),
    });
    await router.navigate('/admin/compliance');
    await screen.findByRole('heading', { level: 1, name: 'Compliance review' });
    expect(revoked.sort()).toEqual([image.getAttribute('src'), pdf.getAttribute('href')].sort());
  });

  it('reads in French, the reason’s error included', async () => {
    await i18n.changeLanguage('fr-CA');
    serve('compliance');
    await open('Examen d’une vérification');
    expect(region('Pièce d’identité avec photo')).toHaveTextContent('Permis de conduire');
    expect(region('Contrôles de conformité')).toHaveTextContent(
      'Correspondance dans une liste de sanctions ou de surveillance',
    );
    const panel = region('Décision');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Refuser' }));
    expect(within(panel).getByRole('textbox', { name: 'Motif' })).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez un motif d’au moins 3 caractères.'),
    );
  });

  it('says so when there is no such verification', async () => {
    serve('compliance', {
      [`GET ${base}`]: () => ({ status: 404, body: { message: 'Not found', code: 'not_found' } }),
    });
    storeAdminSession();
    renderApp(`/admin/compliance/${reviewGuid}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no verification with this reference.',
    );
  });
});
