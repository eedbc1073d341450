import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { staffProfile, storeAdminSession } from '../../../test/review-fixtures';

const memberId = '7d0b5f7e-4b1a-4a57-9a39-0c5d1f0e2a11';
const member = (overrides: Record<string, unknown> = {}) => ({
  id: memberId,
  email: 'ada@maple.example',
  display_name: 'Ada Byron',
  role: 'support',
  language: 'en-CA',
  state: 'active',
  locked: false,
  created_at: '2026-11-20T10:00:00.000Z',
  role_grant: null,
  ...overrides,
});
const me = member({
  id: '11111111-2222-4333-8444-555555555555',
  email: 'admin@maple.example',
  display_name: 'Grace Hopper',
  role: 'admin',
});

function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /admin/api/me': () => ({ body: { data: staffProfile('admin') } }),
    'GET /admin/api/staff': () => ({ body: { data: { objects: [me, member()] } } }),
    ...routes,
  });
}

async function open() {
  storeAdminSession();
  renderApp('/admin/staff');
  await screen.findByRole('heading', { level: 1, name: 'Staff and roles' });
  return screen.findByRole('table', { name: 'Staff members' });
}

const rowOf = (table: HTMLElement, name: RegExp) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => name.test(candidate.textContent ?? ''));
  if (row === undefined) throw new Error(`no row ${name}`);
  return within(row);
};

afterEach(() => vi.unstubAllGlobals());

describe('/admin/staff', () => {
  it('invites a member of staff, checking the fields first', async () => {
    const requests = serve({
      'POST /admin/api/staff': () => ({
        status: 201,
        body: { data: member({ email: 'new@maple.example', state: 'invited' }) },
      }),
    });
    await open();
    const form = within(screen.getByRole('region', { name: 'Invite a member of staff' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(form.getByLabelText('E-mail address'), 'New@Maple.example');
    await user.type(form.getByLabelText('Name'), 'Katherine Johnson');
    await user.selectOptions(form.getByLabelText('Role'), 'compliance');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText(/Invitation sent to new@maple.example/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'new@maple.example',
      display_name: 'Katherine Johnson',
      role: 'compliance',
      language: 'en-CA',
    });
  });

  it('invites in French when the admin picks it, then offers English again', async () => {
    const requests = serve({
      'POST /admin/api/staff': () => ({
        status: 201,
        body: { data: member({ email: 'gabrielle@maple.example', language: 'fr-CA' }) },
      }),
    });
    await open();
    const form = within(screen.getByRole('region', { name: 'Invite a member of staff' }));
    const languages = within(form.getByRole('group', { name: 'Language of their e-mails' }));
    expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-mail address'), 'gabrielle@maple.example');
    await user.type(form.getByLabelText('Name'), 'Gabrielle Roy');
    await user.selectOptions(form.getByLabelText('Role'), 'support');
    await user.click(languages.getByRole('radio', { name: 'French' }));
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText(/Invitation sent to gabrielle@maple.example/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      email: 'gabrielle@maple.example',
      language: 'fr-CA',
    });
    expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('shows each member’s e-mail language and changes it after confirmation', async () => {
    const requests = serve({
      [`POST /admin/api/staff/${memberId}/language`]: () => ({
        body: { data: member({ language: 'fr-CA' }) },
      }),
    });
    const table = await open();
    expect(within(table).getByRole('columnheader', { name: 'E-mail language' })).toBeVisible();
    const row = rowOf(table, /Ada Byron/);
    expect(row.getByRole('cell', { name: 'English' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Change language' })).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(row.getByLabelText('Language of the e-mails of Ada Byron'), 'fr-CA');
    await user.click(row.getByRole('button', { name: 'Change language' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the language of the e-mails of Ada Byron',
    });
    expect(dialog).toHaveTextContent('will be in French. Their sessions go on.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ada Byron now gets e-mails in French.')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/language'))?.body).toEqual({
      language: 'fr-CA',
    });
  });

  it('labels the invitation language and the list in French', async () => {
    serve();
    await i18n.changeLanguage('fr-CA');
    try {
      storeAdminSession();
      renderApp('/admin/staff');
      const table = await screen.findByRole('table', { name: 'Membres du personnel' });
      const form = within(screen.getByRole('region', { name: 'Inviter un membre du personnel' }));
      const languages = within(form.getByRole('group', { name: 'Langue de ses courriels' }));
      expect(languages.getByRole('radio', { name: 'Anglais' })).toBeChecked();
      expect(languages.getByRole('radio', { name: 'Français' })).not.toBeChecked();
      expect(
        within(table).getByRole('columnheader', { name: 'Langue des courriels' }),
      ).toBeVisible();
      const row = rowOf(table, /Ada Byron/);
      expect(row.getByRole('button', { name: 'Changer la langue' })).toBeInTheDocument();
      expect(row.getByLabelText('Langue des courriels de Ada Byron')).toHaveValue('en-CA');
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });

  it('changes a role after confirmation', async () => {
    const requests = serve({
      [`POST /admin/api/staff/${memberId}/role`]: () => ({
        body: { data: member({ role: 'compliance' }) },
      }),
    });
    const table = await open();
    const row = rowOf(table, /Ada Byron/);
    const user = userEvent.setup();
    await user.selectOptions(row.getByLabelText('Role of Ada Byron'), 'compliance');
    await user.click(row.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ada Byron' });
    expect(dialog).toHaveTextContent('Their sessions end now');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ada Byron is now Compliance.')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/role'))?.body).toEqual({ role: 'compliance' });
  });

  it('shows a role waiting for a second admin, who approves it; the admin who asked may not', async () => {
    const grant = (email: string) => ({
      role: 'admin',
      requested_by_email: email,
      requested_at: '2026-11-21T10:00:00.000Z',
    });
    const requests = serve({
      'GET /admin/api/staff': () => ({
        body: {
          data: {
            objects: [
              me,
              member({ role_grant: grant('other-admin@maple.example') }),
              member({
                id: '22222222-2222-4333-8444-555555555555',
                email: 'kj@maple.example',
                display_name: 'Katherine Johnson',
                role_grant: grant('admin@maple.example'),
              }),
            ],
          },
        },
      }),
      [`POST /admin/api/staff/${memberId}/approve-role`]: () => ({
        body: { data: member({ role: 'admin' }) },
      }),
    });
    const table = await open();
    const asked = rowOf(table, /Katherine Johnson/);
    expect(asked.getByText(/Asked: Administrator, by admin@maple.example/)).toBeInTheDocument();
    expect(asked.getByRole('button', { name: 'Approve role' })).toBeDisabled();
    expect(asked.getByRole('button', { name: 'Approve role' })).toHaveAccessibleDescription(
      'You asked for this role: a different administrator must approve it.',
    );
    expect(asked.getByRole('button', { name: 'Reject role' })).toBeEnabled();

    const row = rowOf(table, /Ada Byron/);
    expect(row.getByRole('button', { name: 'Change role' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Approve role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the role of Ada Byron' });
    expect(dialog).toHaveTextContent('as other-admin@maple.example asked');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ada Byron is now Administrator.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/approve-role'))).toHaveLength(1);
  });

  it('says a role that can approve was only asked for', async () => {
    serve({
      [`POST /admin/api/staff/${memberId}/role`]: () => ({
        body: {
          data: member({
            role_grant: {
              role: 'compliance',
              requested_by_email: 'admin@maple.example',
              requested_at: '2026-11-21T10:00:00.000Z',
            },
          }),
        },
      }),
    });
    const table = await open();
    const row = rowOf(table, /Ada Byron/);
    const user = userEvent.setup();
    await user.selectOptions(row.getByLabelText('Role of Ada Byron'), 'compliance');
    await user.click(row.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ada Byron' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'The role Compliance was asked for Ada Byron: a second administrator must approve it.',
      ),
    ).toBeInTheDocument();
  });

  it('deactivates only after confirmation, and shows a refusal in the dialog', async () => {
    const requests = serve({
      [`POST /admin/api/staff/${memberId}/deactivate`]: () => ({
        status: 409,
        body: { message: 'This staff member is deactivated', code: 'conflict', request_id: 'r' },
      }),
    });
    const table = await open();
    const user = userEvent.setup();
    await user.click(rowOf(table, /Ada Byron/).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Byron' });
    const [cancel] = within(dialog).getAllByRole('button', { name: 'Cancel' });
    if (cancel === undefined) throw new Error('no cancel button');
    await user.click(cancel);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(rowOf(table, /Ada Byron/).getByRole('button', { name: 'Deactivate' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Ada Byron' });
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'This staff member is deactivated',
    );
  });

  it('offers only the e-mail language on one’s own account, saying why, and nothing on a deactivated one', async () => {
    serve({
      'GET /admin/api/staff': () => ({
        body: { data: { objects: [me, member({ state: 'deactivated' })] } },
      }),
    });
    const table = await open();
    const mine = rowOf(table, /Grace Hopper/);
    for (const name of ['Change role', 'Reset authenticator', 'Deactivate']) {
      expect(mine.getByRole('button', { name })).toBeDisabled();
    }
    expect(mine.getByRole('button', { name: 'Deactivate' })).toHaveAccessibleDescription(
      'This is your account: another administrator must change its role, reset it or deactivate it.',
    );
    expect(mine.getByLabelText('Language of the e-mails of Grace Hopper')).toBeEnabled();
    expect(rowOf(table, /Ada Byron/).queryByRole('button')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    serve({
      'GET /admin/api/staff': () => ({
        status: 403,
        body: {
          message: 'Your staff role does not allow this',
          code: 'forbidden',
          request_id: 'r',
        },
      }),
    });
    storeAdminSession();
    renderApp('/admin/staff');
    expect(await screen.findByText('The staff list could not be loaded.')).toBeInTheDocument();
  });
});
