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
    'Settings',
    'Payment Method',
  ],
  accountMenu: ['Settings', 'Payment Method', 'External Wallet', 'Logout'],
  mobileAccount: ['Settings', 'Payment Method', 'Logout'],
  socialLinks: [
    'Maple Exchange on X',
    'Maple Exchange on LinkedIn',
    'Maple Exchange on Facebook',
    'Maple Exchange on Instagram',
  ],
  titles: {
    landing: 'Buy, sell and hold crypto in Canada',
    signin: 'Sign in',
    signup: 'Create your account',
    learn: 'Learn about crypto',
    about: 'About us',
    dashboard: 'Dashboard',
    exchange: 'Exchange',
    assets: 'Assets',
    orders: 'Orders',
    settings: 'Settings',
    cryptoConsultations: 'Crypto Consultations',
    adminSignin: 'Admin sign in',
    adminCustomers: 'Customers',
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
    'Paramètres',
    'Moyen de paiement',
  ],
  titles: {
    landing: 'Achetez, vendez et conservez des cryptomonnaies au Canada',
    dashboard: 'Tableau de bord',
    exchange: 'Échange',
  },
} as const;
