import { TextField, type TextFieldProps } from './TextField';

/**
 * An e-mail address input with what addresses want: the e-mail keyboard, and no spell check or
 * automatic capital to change what the user typed.
 */
export function EmailField({
  autoComplete,
  ...field
}: Pick<TextFieldProps, 'label' | 'value' | 'onValueChange' | 'error'> & {
  /**
   * `username` where the address signs in (password managers save it with the password),
   * `email` where the user only gives it; `username webauthn` where the browser may also offer
   * the customer's passkeys among its suggestions.
   */
  autoComplete: 'username' | 'username webauthn' | 'email';
}) {
  return (
    <TextField
      {...field}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      required
    />
  );
}
