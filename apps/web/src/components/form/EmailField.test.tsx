import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailField } from './EmailField';

const noChange = () => {};

describe('EmailField', () => {
  it('asks for an address with the e-mail keyboard and autofill, leaving it as typed', () => {
    render(
      <EmailField label="E-mail address" autoComplete="email" value="" onValueChange={noChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toBeRequired();
  });

  it('is the account name where the address signs in, so password managers pair it', () => {
    render(
      <EmailField
        label="E-mail address"
        autoComplete="username"
        value=""
        onValueChange={noChange}
      />,
    );
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username');
  });

  it("reads its error with it, in the reader's language", () => {
    render(
      <EmailField
        label="E-mail address"
        autoComplete="email"
        value="ada@"
        onValueChange={noChange}
        error="Enter a valid e-mail address"
      />,
    );
    const input = screen.getByLabelText('E-mail address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.ca.',
    );
  });
});
