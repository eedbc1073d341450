/**
 * English (Canada) words of the back office's "Your account" page: the staff member's own
 * passkeys (ADR 56); part of the catalogue in en-CA.ts. The passkeys' shared words (dates,
 * rename, remove) are those of `passkeys.settings`.
 */
export const adminAccountEnCA = {
  adminAccount: {
    intro: 'Your own back-office account, and the passkeys you can sign in with.',
    profile: {
      title: 'Signed in as',
      name: 'Name',
      email: 'E-mail',
      role: 'Role',
      loadFailed: 'Your account could not be loaded.',
    },
    passkeys: {
      title: 'Passkeys',
      description:
        "Sign in to the back office with your fingerprint, your face or your device's PIN instead of your password and authenticator code.",
      empty:
        'You have no passkeys yet. A passkey signs you in with your fingerprint, your face or your device’s PIN alone, and it only works on Maple Exchange, so a fake site cannot use it.',
      unsupported:
        'This browser cannot create passkeys. To add one, open this page in an up-to-date browser such as Chrome, Edge, Firefox or Safari.',
      addIntro:
        'Name the passkey, then confirm it is you with your password and the code from your authenticator app. Your browser then asks you to create the passkey.',
      code: 'Code from your authenticator app',
    },
  },
};
