import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OneTimeCodeField } from './OneTimeCodeField';

function Field({ digits, error }: { digits?: number; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <OneTimeCodeField
      label="Authentication code"
      value={value}
      onValueChange={setValue}
      error={error}
      {...(digits === undefined ? {} : { digits })}
    />
  );
}

describe('OneTimeCodeField', () => {
  it('offers the number pad and the code from the message, and takes six digits', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toBeRequired();

    await user.type(input, '12345678');
    expect(input).toHaveValue('123456');
  });

  it('takes as many digits as the code has', async () => {
    const user = userEvent.setup();
    render(<Field digits={8} />);
    const input = screen.getByLabelText('Authentication code');
    await user.type(input, '1234567890');
    expect(input).toHaveValue('12345678');
  });

  it("reads its error with it, in the reader's language", () => {
    render(<Field error="Enter the 6-digit code" />);
    const input = screen.getByLabelText('Authentication code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the 6-digit code.');
  });
});
