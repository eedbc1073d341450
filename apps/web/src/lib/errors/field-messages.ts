import type { TFunction } from 'i18next';
import { bankingFieldMessages } from './banking-field-messages';
import { kycFieldMessages } from './kyc-field-messages';
import { limitOrderFieldMessages } from './limit-order-field-messages';
import { priceAlertFieldMessages } from './price-alert-field-messages';
import { recurringOrderFieldMessages } from './recurring-order-field-messages';

/**
 * The validation messages of the shared contracts (packages/contracts) are English; the server
 * sends the same words in its field errors, and a few of its own. Each one the app knows is shown in the reader's
 * language; any other message is shown as sent.
 */
const contractMessages = {
  'E-mail address is required': 'validation.emailRequired',
  'E-mail address is too long': 'validation.emailTooLong',
  'Enter a valid e-mail address': 'validation.emailInvalid',
  'Password is required': 'validation.passwordRequired',
  'Password is too long': 'validation.passwordTooLong',
  'Use at least 12 characters': 'validation.passwordTooShort',
  'Use at most 128 characters': 'validation.passwordTooLong',
  'Display name is required': 'validation.displayNameRequired',
  'Use at most 60 characters': 'validation.displayNameTooLong',
  "Use letters, numbers, spaces and . , ' -": 'validation.displayNameCharacters',
  'Code is required': 'validation.codeRequired',
  'Enter the 6-digit code': 'validation.codeInvalid',
  'Enter a recovery code like abcde-12345': 'validation.recoveryCodeInvalid',
  'Enter the 6-digit code or a recovery code': 'validation.mfaCodeInvalid',
  'The link is incomplete': 'validation.linkInvalid',
  'The link is invalid or incomplete': 'validation.linkInvalid',
  'Please complete the verification': 'validation.botCheckRequired',
  'The verification is invalid': 'validation.botCheckInvalid',
  'You must accept the terms to continue': 'validation.termsRequired',
  // The server's own field rules (apps/server/src/modules/identity).
  'The verification failed or was already used': 'validation.botCheckFailed',
  'This link is invalid or has expired': 'validation.linkExpired',
  'The password is incorrect': 'validation.passwordIncorrect',
  'The code is incorrect or has expired': 'validation.codeWrong',
  'The code is incorrect or has expired. Request a new code.': 'validation.codeWrongRequestNew',
  'Too many wrong codes. Request a new code.': 'validation.codeTooManyAttempts',
  'Enter the 6-digit code from the e-mail or your authenticator app': 'validation.otpFormat',
  // A passkey's name (passkeys.ts).
  'Give the passkey a name': 'passkeys.validation.nameRequired',
  'At most 60 characters': 'passkeys.validation.nameTooLong',
  // The reasons staff give in the compliance review (admin-compliance.ts).
  'Give a reason': 'compliance.validation.reasonRequired',
  'Give a reason of at least 3 characters': 'compliance.validation.reasonTooShort',
  'Choose approve or reject': 'compliance.validation.decisionRequired',
  // What staff did about a failed transfer they mark handled (admin-transfers.ts).
  'Say how the failure was handled': 'workQueues.transfers.validation.noteRequired',
  'The note is at most 1,000 characters': 'workQueues.transfers.validation.noteTooLong',
  // The notification settings (notification-settings.ts).
  'Choose on or off': 'notificationSettings.validation.onOrOff',
  'This e-mail is always sent': 'notificationSettings.validation.alwaysSent',
  ...kycFieldMessages,
  ...bankingFieldMessages,
  ...priceAlertFieldMessages,
  ...limitOrderFieldMessages,
  ...recurringOrderFieldMessages,
} as const;

type ContractMessage = keyof typeof contractMessages;

const isContractMessage = (message: string): message is ContractMessage =>
  Object.hasOwn(contractMessages, message);

/** Whether the app has its own words for this message. */
export const isKnownFieldMessage = (message: string): boolean => isContractMessage(message);

/** A field error in the reader's language when the app knows it, else as sent. */
export const translateFieldMessage = (message: string, t: TFunction): string =>
  isContractMessage(message) ? t(contractMessages[message]) : message;
