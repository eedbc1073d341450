import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site as en } from '../../content/en-CA/site';
import { site as fr } from '../../content/fr-CA/site';
import { fakeServer } from '../../test/fake-server';
import { ContactForm } from './ContactForm';

const strings = en.landing.contact;

describe('contact form', () => {
  it('sends nothing while the form is wrong, says what is wrong, and starts at the first field', async () => {
    const received = fakeServer({});
    const user = userEvent.setup();
    render(<ContactForm strings={strings} language="en-CA" />);

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(strings.invalid.name);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(strings.invalid.email);
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(strings.invalid.subject);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining(strings.invalid.messageShort),
    );
    expect(screen.getByText(strings.invalid.altcha)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(received.filter((request) => request.path.includes('contact'))).toEqual([]);
  });

  it('clears each message as its field becomes right', async () => {
    fakeServer({});
    const user = userEvent.setup();
    render(<ContactForm strings={strings} language="en-CA" />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(strings.invalid.name)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Élise Tremblay');
    await user.type(screen.getByLabelText('E-mail'), 'elise@example.ca');
    expect(screen.queryByText(strings.invalid.name)).not.toBeInTheDocument();
    expect(screen.queryByText(strings.invalid.email)).not.toBeInTheDocument();
    expect(screen.getByText(strings.invalid.subject)).toBeInTheDocument();
  });

  it('counts the characters left in the reader’s language', async () => {
    const user = userEvent.setup();
    render(<ContactForm strings={fr.landing.contact} language="fr-CA" />);
    await user.type(screen.getByLabelText(fr.landing.contact.message), 'Bonjour');
    expect(screen.getByText(/4\s993/)).toBeInTheDocument();
  });
});
