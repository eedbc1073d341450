/**
 * The strings the tests expect on screen, copied from the app's catalogues
 * (apps/web/src/lib/i18n/en-CA.ts and fr-CA.ts). They are literals on purpose: the e2e project
 * cannot import the web app's sources (its tsconfig includes only specs/ and support/), and a
 * test that reads the expected text from the code under test would not notice a wrong catalogue.
 */
export const en = {
  sessionExpired: 'Your session has expired. Please log in again.',
  adminSessionEnded: 'Session has ended, Please login again.',
  adminSessionMissing: 'Session has expired, Please login again.',
  chunkLoadFailed: 'Loading chunk failed',
  reload: 'Reload',
  notFound: 'Page not found',
  mainNav: 'Main',
  openMenu: 'Open menu',
  myAccount: 'My Account',
  welcomeBack: 'Welcome Back',
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
  language: 'Language',
  socialNav: 'Social media',
  sidebar: [
    'Dashboard',
    'Exchange',
    'Assets',
    'Deposits',
    'Withdrawals',
    'External Wallet',
    'Orders',
    'Tax centre',
    'Documents',
    'Alerts',
    'Settings',
    'Payment Method',
  ],
  accountMenu: [
    'Settings',
    'Payment Method',
    'External Wallet',
    'Preferences',
    'Notification settings',
    'Logout',
  ],
  mobileAccount: ['Settings', 'Payment Method', 'Preferences', 'Notification settings', 'Logout'],
  socialLinks: [
    'Maple Exchange on X',
    'Maple Exchange on LinkedIn',
    'Maple Exchange on Facebook',
    'Maple Exchange on Instagram',
  ],
  titles: {
    signin: 'Sign in',
    signup: 'Create your account',
    reset: 'Forgot your password?',
    dashboard: 'Dashboard',
    exchange: 'Exchange',
    assets: 'Assets',
    orders: 'Orders',
    tax: 'Tax centre',
    documents: 'Documents',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    paymentMethod: 'Payment Method',
    settings: 'Settings',
    preferences: 'Preferences',
    notificationSettings: 'Notification settings',
    adminSignin: 'Admin sign in',
    adminCustomers: 'Customers',
  },
  /** What a customer with no bank account and no transfers sees once a page has loaded. */
  loaded: {
    noTransfers: 'You have not moved any CAD yet.',
    noDeposits: 'No deposits in progress.',
    noWithdrawals: 'No withdrawals in progress.',
    noBankAccount: 'You have not linked a bank account yet.',
  },
} as const;

export const fr = {
  mainNav: 'Principale',
  myAccount: 'Mon compte',
  toDark: 'Passer au thème sombre',
  language: 'Langue',
  sidebar: [
    'Tableau de bord',
    'Échange',
    'Actifs',
    'Dépôts',
    'Retraits',
    'Portefeuille externe',
    'Ordres',
    'Centre fiscal',
    'Documents',
    'Alertes',
    'Paramètres',
    'Moyen de paiement',
  ],
  titles: {
    signin: 'Connexion',
    dashboard: 'Tableau de bord',
    exchange: 'Échange',
    deposits: 'Dépôts',
    withdrawals: 'Retraits',
    preferences: 'Préférences',
    notificationSettings: 'Paramètres de notification',
  },
  loaded: {
    noDeposits: 'Aucun dépôt en cours.',
    noWithdrawals: 'Aucun retrait en cours.',
  },
} as const;

/** The words of /settings-preferences, in both languages. */
export const preferencesPage = {
  en: {
    menuItem: 'Preferences',
    language: 'Language',
    save: 'Save',
    saved: 'Your preferences are saved.',
  },
  fr: {
    language: 'Langue',
  },
} as const;

/** The words of /settings-notifications (apps/web/src/lib/i18n/notification-settings.en-CA.ts). */
export const notificationSettingsPage = {
  link: 'Choose what we tell you, and how',
  title: 'Notification settings',
  section: 'What we tell you, and how',
  trades: 'Trade confirmations by e-mail',
  news: 'News by e-mail',
  newsInApp: 'News in the app',
  withdrawals: 'Withdrawals by e-mail',
  alwaysEmailed: 'Always sent: money leaving your account is always e-mailed.',
  save: 'Save',
  saved: 'Your notification settings are saved.',
} as const;

/** The words of the limit orders tab of /orders (apps/web/src/lib/i18n/limit-orders.en-CA.ts). */
export const limitOrdersTab = {
  tab: 'Limit orders',
  form: 'New limit order',
  cadToSpend: 'CAD to spend',
  buyAtOrBelow: 'Buy when the price is at or below',
  place: 'Place the order',
  placed: /^Order placed: Buy BTC with \$100\.00 at \$[\d,]+\.\d{2} or less\.$/,
  held: 'The amount is set aside until the order fills, is cancelled or expires.',
  empty: 'No limit orders yet.',
  caption: 'Your limit orders',
  waiting: 'Waiting',
  cancelled: 'Cancelled',
  cancelOrder: /^Cancel the order: Buy BTC with \$100\.00 at /,
  cancelTitle: 'Cancel this order?',
  confirmCancel: 'Cancel the order',
  cancelledOrder: /^Order cancelled: Buy BTC with \$100\.00 at /,
} as const;

export const recurringOrdersTab = {
  tab: 'Recurring',
  form: 'New recurring order',
  cadEachTime: 'CAD to spend each time',
  submit: 'Set up the recurring order',
  created: 'Recurring order set up: Buy $25.00 of BTC every week.',
  empty: 'No recurring orders yet.',
  order: 'Buy $25.00 of BTC every week',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  nextRun: /^Next run: /,
  oneRun: 'Runs made: 1 · skipped: 0',
  pause: 'Pause: Buy $25.00 of BTC every week',
  resume: 'Resume: Buy $25.00 of BTC every week',
  history: 'History of Buy $25.00 of BTC every week',
  done: 'Done',
  cancel: 'Cancel the recurring order: Buy $25.00 of BTC every week',
  cancelTitle: 'Cancel this recurring order?',
  confirmCancel: 'Cancel the recurring order',
} as const;

/** The public site's words (apps/web/src/content/*): literal here for the same reason. */
export const site = {
  business: 'Maple Exchange',
  openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  en: {
    landingHeading: 'Buy and sell crypto in Canadian dollars, at a price you see first',
    bitcoinHeading: 'What is bitcoin?',
    notFound: 'Page not found',
    skipToContent: 'Skip to content',
    signUp: 'Create your account',
    contact: {
      name: 'Name',
      email: 'E-mail',
      subject: 'Subject',
      message: 'Message',
      botCheck: 'I’m not a robot',
      checked: 'Checked',
      send: 'Send message',
      sent: 'Thank you. Your message is on its way to our team, and we will answer by e-mail within one business day.',
      sendAnother: 'Send another message',
      invalidName: 'Enter your name (up to 100 characters).',
      invalidEmail: 'Enter a valid e-mail address, like name@example.ca.',
      invalidSubject: 'Enter a subject (up to 150 characters).',
      messageShort: 'Write at least 10 characters.',
      invalidBotCheck: 'Tick “I’m not a robot” and wait for the check to finish.',
      rateLimited:
        'You have sent several messages in a short time. Please wait an hour before sending another, or e-mail us directly.',
    },
    prices: { simulated: 'Simulated prices', change: '24 h change' },
  },
  fr: {
    landingHeading:
      'Achetez et vendez des cryptos en dollars canadiens, à un prix que vous voyez d’abord',
    bitcoinHeading: 'Qu’est-ce que le bitcoin\u00a0?',
    notFound: 'Page introuvable',
    prices: { simulated: 'Prix simulés', change: 'Variation sur 24 h' },
  },
} as const;
