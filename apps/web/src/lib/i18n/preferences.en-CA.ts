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
      title: 'Account language',
      description: 'Kept with your account, on every device.',
    },
    language: {
      legend: 'Language',
      hint: 'The language of every e-mail we send you. Saving also switches this app to it.',
    },
    notifications: {
      title: 'Notifications',
      description:
        'Trades, deposits, withdrawals, price alerts, statements and news: in the app, by e-mail or by push notification.',
      link: 'Choose what we tell you, and how',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your preferences are saved.',
    loadFailed: 'We could not load your preferences.',
  },
};
