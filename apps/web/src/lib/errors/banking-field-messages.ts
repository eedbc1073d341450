/**
 * The linked bank accounts' validation messages (packages/contracts bank-institutions.ts and
 * bank-linking.ts, the sandbox bank's refusals), each with the key of its words
 * (`bankValidation.*`).
 */
export const bankingFieldMessages = {
  'Enter the 3-digit institution number': 'bankValidation.institutionDigits',
  'This institution number is not one we know': 'bankValidation.institutionUnknown',
  'Enter the 5-digit transit number': 'bankValidation.transitDigits',
  'Enter the account number: 7 to 12 digits': 'bankValidation.accountDigits',
  'Enter the deposit in cents, from 1 to 99': 'bankValidation.depositCents',
  'Give the account a nickname': 'bankValidation.nameRequired',
  'Enter the username': 'bankValidation.usernameRequired',
  'Enter the password': 'bankValidation.passwordRequired',
  'The username or password is incorrect': 'bankValidation.credentialsWrong',
  'Choose the bank this account is held at': 'bankValidation.wrongBank',
} as const;
