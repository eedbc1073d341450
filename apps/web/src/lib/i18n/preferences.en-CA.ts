/** English (Canada) words of /settings-preferences; part of the catalogue in en-CA.ts. */
export const preferencesEnCA = {
  preferences: {
    appearance: {
      title: 'Appearance',
      description: 'Kept in this browser and applied at once.',
      theme: 'Theme',
      light: 'Light',
      dark: 'Dark',
    },
    server: {
      title: 'Language and e-mails',
      description: 'Kept with your account, on every device.',
    },
    language: {
      legend: 'Language',
      hint: 'The language of every e-mail we send you. Saving also switches this app to it.',
    },
    emails: {
      legend: 'E-mails we send you',
      alwaysOn: 'Security and account e-mails',
      alwaysOnHint:
        'Always sent, because they protect your account: sign-in and lockout alerts, password and two-step verification changes, identity verification results, confirmation codes and links.',
      trade_confirmations: 'Trade confirmations',
      trade_confirmationsHint: 'An e-mail each time one of your purchases or sales is done.',
      product_updates: 'News and product updates',
      product_updatesHint:
        'News about Maple Exchange, new features and offers. Off until you turn it on; you can turn it off at any time.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your preferences are saved.',
    loadFailed: 'We could not load your preferences.',
  },
};
