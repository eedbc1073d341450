/**
 * English (Canada) words of passkeys: signing in with one, listing, adding, renaming and removing
 * them in /settings, and confirming a change with one; part of the catalogue in en-CA.ts.
 */
export const passkeysEnCA = {
  passkeys: {
    validation: {
      nameRequired: 'Give the passkey a name.',
      nameTooLong: 'Use at most 60 characters.',
    },
    signIn: {
      or: 'or',
      button: 'Sign in with a passkey',
      busy: 'Waiting for your passkey…',
      cancelled:
        'Passkey sign-in was cancelled or timed out. Try again, or sign in with your password.',
      unknown:
        'This passkey is not registered with Maple Exchange. Sign in with your password, then add it in Settings.',
      expired: 'Your passkey sign-in took too long. Try again.',
      failed: 'Your passkey could not be used. Try again, or sign in with your password.',
    },
    settings: {
      title: 'Passkeys',
      description:
        "Sign in with your fingerprint, your face or your device's PIN instead of your password.",
      empty:
        "You have no passkeys yet. A passkey lets you sign in with your fingerprint, your face or your device's PIN: there is no password to type, and it only works on Maple Exchange, so a fake site cannot use it.",
      unsupported:
        'This browser cannot create passkeys. To add one, open Settings in an up-to-date browser such as Chrome, Edge, Firefox or Safari.',
      loadFailed: 'Your passkeys could not be loaded.',
      listLabel: 'Your passkeys',
      addedLabel: 'Added:',
      lastUsedLabel: 'Last used:',
      neverUsed: 'Never used',
      synced: 'Synced',
      syncedHint: 'Synced: available on your other devices through your password manager.',
      add: 'Add a passkey',
      addIntro:
        'Name the passkey and enter your password to confirm it is you. Your browser then asks you to create the passkey.',
      addIntroPasskey:
        'Name the passkey, then confirm it is you with one of your passkeys. Your browser then asks you to create the new one.',
      nameLabel: 'Passkey name',
      nameHint: 'To tell your passkeys apart, like “Work laptop”. Up to 60 characters.',
      defaultName: 'Passkey {{number}}',
      create: 'Create passkey',
      creating: 'Creating…',
      added: 'The passkey “{{name}}” is added. You can sign in with it now.',
      cancelled: 'The passkey was not created: the request was cancelled or timed out. Try again.',
      alreadyOnDevice: 'This device already holds a passkey for your account.',
      conflict: 'This passkey is already registered with your account.',
      expired: 'The passkey setup took too long or could not be verified. Start again.',
      failed: 'The passkey was not created. Try again, or use another device.',
      notApproved: 'Your passkey did not confirm it is you. Try again.',
      rename: 'Rename',
      renameLabel: 'Rename {{name}}',
      save: 'Save',
      saving: 'Saving…',
      renamed: 'The passkey is now called “{{name}}”.',
      remove: 'Remove',
      removeLabel: 'Remove {{name}}',
      removeIntro:
        'Remove “{{name}}”? You will no longer be able to sign in with it. Enter your password to confirm.',
      removeIntroPasskey:
        'Remove “{{name}}”? You will no longer be able to sign in with it. Confirm with one of your passkeys.',
      removeBlocked:
        'Your account has no password, so it keeps two passkeys, or one and recovery codes. To remove a passkey, add another or set a password first.',
      removeSubmit: 'Remove passkey',
      removing: 'Removing…',
      removed: 'The passkey “{{name}}” is removed.',
      gone: 'This passkey is no longer on your account.',
    },
    /** A passkey confirming a security change in /settings (an account without a password). */
    approval: {
      cancelled: 'The passkey prompt was closed or timed out. Try again when you are ready.',
      failed: 'Your passkey could not be used. Try again, or use another device.',
      refused: 'Your passkey did not confirm this change. Try again.',
      expired: 'The confirmation took too long. Try again.',
    },
  },
};
