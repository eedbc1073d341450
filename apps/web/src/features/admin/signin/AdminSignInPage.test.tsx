import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('/admin/signin', () => {
  it('after a failed attempt, says why, keeps the e-mail and password and empties the code', async () => {
    const user = userEvent.setup();
    renderApp('/admin/signin');
    await screen.findByRole('heading', { level: 1, name: 'Admin sign in' });
    const email = screen.getByLabelText('E-mail address');
    const code = screen.getByLabelText('Authentication code');
    expect(email).toHaveAttribute('autocomplete', 'username webauthn');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(email, 'staff@example.ca');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Maple Exchange. Check your connection and try again.',
    );
    expect(code).toHaveValue('');
    expect(email).toHaveValue('staff@example.ca');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse battery staple');
  });
});
