/**
 * English (Canada) words of personal read-only API tokens: the "API tokens" section of /settings
 * (docs/decisions/0070-personal-read-only-tokens.md); part of the catalogue in en-CA.ts.
 */
export const personalTokensEnCA = {
  personalTokens: {
    title: 'API tokens',
    description:
      'Let a script or spreadsheet of yours read your balances and history. A token can only read: it can never trade, withdraw or change anything.',
    loadFailed: 'Your API tokens could not be loaded.',
    listTitle: 'Your tokens',
    empty: 'You have no API tokens.',
    scope: {
      balances: 'Balances',
      transactions: 'Trades, transfers and the ledger export',
    },
    created: 'Created {{date}}',
    expires: 'Expires {{date}}',
    lastUsed: 'Last used {{date}}',
    neverUsed: 'Never used',
    revoke: 'Revoke',
    revokeLabel: 'Revoke {{name}}',
    revokeConfirm: 'Revoke “{{name}}”? Anything using it stops working at once.',
    revokeYes: 'Yes, revoke it',
    revokeNo: 'Keep it',
    revoking: 'Revoking…',
    revoked: '“{{name}}” was revoked.',
    create: {
      open: 'Create a token',
      legend: 'New API token',
      name: 'Name',
      nameHint: 'To recognise it later, e.g. “Budget spreadsheet”. At most 64 characters.',
      scopesLegend: 'What it may read',
      expiryLegend: 'It stops working after',
      days: '{{count}} days',
      confirmIntro:
        'Creating a token is a sensitive action: confirm it with a code from your authenticator app or from an e-mail.',
      sendCode: 'E-mail me a code',
      sendAgain: 'Send a new code',
      codeSent: 'We sent a code to {{email}}.',
      code: 'Confirmation code',
      submit: 'Create token',
      submitting: 'Creating…',
      cancel: 'Cancel',
      nameRequired: 'Give the token a name.',
      nameTooLong: 'At most 64 characters.',
      scopesRequired: 'Choose at least one thing it may read.',
      codeRequired: 'Enter the 6-digit code.',
    },
    secret: {
      title: 'Your new token',
      warning:
        'Copy it now and keep it somewhere safe: this is the only time it is shown. Anyone who has it can read your balances and history.',
      label: 'Token for {{name}}',
      copy: 'Copy',
      copied: 'Copied.',
      copyFailed: 'Could not copy. Select the token and copy it yourself.',
      done: 'I have copied it',
    },
  },
};
