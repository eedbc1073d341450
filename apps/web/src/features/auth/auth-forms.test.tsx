import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { encodedTestGuid } from '../../test/customer-session';
import { fakeServer } from '../../test/fake-server';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';
import { fakeSessionRemote } from '../../test/session-remote';

/** The text of a control's error, found through its aria-describedby. */
function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.endsWith('-error'))
    .map((element) => element?.textContent)
    .join(' ');
}

describe('sign-up form', () => {
  it('checks every field before sending, ties each error to its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await user.type(screen.getByLabelText('E-mail address'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const name = screen.getByLabelText('Display name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(name)).toBe('Enter a display name.');
    expect(errorOf(screen.getByLabelText('E-mail address'))).toBe(
      'Enter a valid e-mail address, like name@example.ca.',
    );
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Use at least 12 characters.');
    expect(errorOf(screen.getByRole('checkbox', { name: /I accept/ }))).toBe(
      'Accept the terms to continue.',
    );
    expect(errorOf(screen.getByRole('checkbox', { name: "I'm not a robot" }))).toBe(
      "Tick “I'm not a robot” to continue.",
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@');

    await user.type(name, 'Ada');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('links the terms and the privacy policy', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1 });
    const { id } = screen.getByRole('checkbox', { name: /I accept/ });
    const label = document.querySelector<HTMLElement>(`label[for="${id}"]`);
    if (!label) throw new Error('The terms checkbox has no label');
    expect(
      within(label)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('says it all in French', async () => {
    await i18n.changeLanguage('fr-CA');
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(errorOf(screen.getByLabelText('Adresse courriel'))).toBe(
      'Entrez une adresse courriel valide, comme nom@exemple.ca.',
    );
    expect(errorOf(screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' }))).toBe(
      'Cochez « Je ne suis pas un robot » pour continuer.',
    );
  });
});

/** A server that signs anyone in without a second factor. */
function serverSigningIn() {
  fakeServer({
    'POST /identity/signin': () => ({
      body: { data: { status: 'signed_in', id_token: 'identity-token', expires_in: 300 } },
    }),
    'POST /customers/generate-customer-token': () => ({
      body: {
        data: {
          ut: tokenExpiringIn(600),
          at: tokenExpiringIn(600),
          guid: encodedTestGuid,
          display_name: 'Ada',
          email: 'ada@example.ca',
        },
      },
    }),
  });
}

/** Signs in through the form at `path`. */
async function signInAt(path: string) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText('E-mail address'), 'ada@example.ca');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('sign-in form', () => {
  it('asks for the e-mail and password, and links to reset and sign-up', async () => {
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Enter your password.');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1 });
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why an attempt failed, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.ca');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Maple Exchange. Check your connection and try again.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.ca');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse battery staple');
  });

  it('opens the page asked for once signed in, and tells the browser’s other tabs', async () => {
    serverSigningIn();
    const otherTab = new BroadcastChannel('maple-session');
    const heard: unknown[] = [];
    otherTab.onmessage = (message) => heard.push(message.data.event);
    const { router } = await signInAt('/signin?next=%2Forders%3Fpage%3D2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(heard).toEqual(['signed-in']));
    otherTab.close();
  });

  it('goes to the dashboard instead of a page off the site', async () => {
    serverSigningIn();
    const { router } = await signInAt('/signin?next=%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('confirms the e-mail address from the e-mailed link and keeps saying so', async () => {
    const received = fakeServer({
      'POST /identity/verify-email': () => ({ body: { data: null } }),
    });
    // The guard asks the server again once the token is out of the address; it answers late.
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    let calls = 0;
    const remote = fakeSessionRemote({
      joinSession: async () => {
        calls += 1;
        if (calls > 1) await late;
        return { status: 'signed_out', reason: null };
      },
    });
    const { router } = renderApp(`/signin?verify=${'a'.repeat(43)}`, remote);

    const confirmed = 'Your e-mail address is confirmed. You can sign in now.';
    expect(await screen.findByText(confirmed)).toBeVisible();
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.getByText(confirmed)).toBeVisible();
    answerLate();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(confirmed)).toBeVisible();
    expect(received.filter((request) => request.path === '/identity/verify-email')).toHaveLength(1);
  });

  it('says a malformed e-mailed link is unusable, and takes it out of the address', async () => {
    const { router } = renderApp('/signin?verify=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or incomplete.',
    );
    expect(router.state.location.search).toBe('');
  });
});

describe('/reset-password', () => {
  it('without a usable token, offers a new link instead of the form', async () => {
    renderApp('/reset-password?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or incomplete');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
