import { TextField, type TextFieldProps } from './TextField';

/**
 * A numeric one-time code, from an authenticator app or an e-mail: the number pad, and the code
 * phones offer to fill in from the message that brought it.
 */
export function OneTimeCodeField({
  digits = 6,
  ...field
}: Pick<TextFieldProps, 'label' | 'value' | 'onValueChange' | 'error'> & {
  /** How long the code is; no more can be typed. */
  digits?: number;
}) {
  return (
    <TextField
      {...field}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={digits}
      required
    />
  );
}
