import { adminFrCA } from './admin.fr-CA';
import { adminAccountFrCA } from './admin-account.fr-CA';
import { adminBooksFrCA } from './admin-books.fr-CA';
import { adminCustomerFrCA } from './admin-customer.fr-CA';
import { adminCustomersFrCA } from './admin-customers.fr-CA';
import { adminOverviewFrCA } from './admin-overview.fr-CA';
import { adminSalesFrCA } from './admin-sales.fr-CA';
import { adminTradesFrCA } from './admin-trades.fr-CA';
import { alertsFrCA } from './alerts.fr-CA';
import { approvalsFrCA } from './approvals.fr-CA';
import { auditLogFrCA } from './audit-log.fr-CA';
import { backOfficeFrCA } from './back-office.fr-CA';
import { bankingFrCA } from './banking.fr-CA';
import { bookCostFrCA } from './book-cost.fr-CA';
import { cryptoTransfersFrCA } from './crypto-transfers.fr-CA';
import { documentsFrCA } from './documents.fr-CA';
import type { Catalogue } from './en-CA';
import { fundingFrCA } from './funding.fr-CA';
import { identityFrCA } from './identity.fr-CA';
import { kycFlowFrCA } from './kyc-flow.fr-CA';
import { kycStatusFrCA } from './kyc-status.fr-CA';
import { limitOrdersFrCA } from './limit-orders.fr-CA';
import { limitsFrCA } from './limits.fr-CA';
import { notificationSettingsFrCA } from './notification-settings.fr-CA';
import { notificationsFrCA } from './notifications.fr-CA';
import { passkeysFrCA } from './passkeys.fr-CA';
import { personalTokensFrCA } from './personal-tokens.fr-CA';
import { preferencesFrCA } from './preferences.fr-CA';
import { pushFrCA } from './push.fr-CA';
import { recoveryFrCA } from './recovery.fr-CA';
import { recurringOrdersFrCA } from './recurring-orders.fr-CA';
import { staffCodesFrCA } from './staff-codes.fr-CA';
import { taxFrCA } from './tax.fr-CA';
import { tradingFrCA } from './trading.fr-CA';
import { walletsFrCA } from './wallets.fr-CA';
import { workQueuesFrCA } from './work-queues.fr-CA';

/** French (Canada) catalogue; typed against the English one so no key can go missing. */
export const frCA: Catalogue = {
  common: {
    loading: 'Chargement…',
    skipToContent: 'Passer au contenu',
    reload: 'Recharger',
    mainNav: 'Principale',
    documentTitle: '{{page}} | {{brand}}',
    cancel: 'Annuler',
    retry: 'Réessayer',
    max: 'Max',
    maxLabel: 'Max : utiliser tout le disponible, {{amount}}',
  },
  notFound: {
    title: 'Page introuvable',
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retourner à la page d'accueil",
  },
  errors: {
    chunkLoadFailed: 'Le chargement de la page a échoué',
    chunkLoadHelp:
      "Une partie de l'application n'a pas pu être téléchargée. Vérifiez votre connexion, puis rechargez la page.",
    unexpected: 'Une erreur est survenue',
    unexpectedHelp: 'Une erreur inattendue a interrompu cette page. Rechargez-la pour réessayer.',
    signatureExpired: 'Votre session a expiré',
    network: 'Impossible de joindre Maple Exchange. Vérifiez votre connexion, puis réessayez.',
    server: 'Une erreur est survenue de notre côté. Réessayez dans un instant.',
  },
  session: {
    customerExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    adminEnded: 'La session est terminée. Veuillez vous reconnecter.',
    adminMissing: 'La session a expiré. Veuillez vous reconnecter.',
    signedOut: {
      signed_in_elsewhere:
        'Vous êtes déconnecté : votre compte s’est connecté sur un autre navigateur ou appareil. Un seul peut être connecté à la fois. Si ce n’était pas vous, changez votre mot de passe.',
      signed_out: 'Vous êtes déconnecté.',
      expired: 'Vous êtes déconnecté : votre session a expiré. Veuillez vous reconnecter.',
      ended:
        'Vous êtes déconnecté : votre session a été fermée pour protéger votre compte, par exemple après un changement de mot de passe.',
    },
  },
  alert: {
    dismiss: 'Fermer',
  },
  ...identityFrCA,
  ...passkeysFrCA,
  ...tradingFrCA,
  ...preferencesFrCA,
  ...personalTokensFrCA,
  ...pushFrCA,
  ...adminFrCA,
  ...workQueuesFrCA,
  ...auditLogFrCA,
  ...adminTradesFrCA,
  ...adminBooksFrCA,
  ...adminSalesFrCA,
  ...adminOverviewFrCA,
  ...staffCodesFrCA,
  ...adminCustomerFrCA,
  ...backOfficeFrCA,
  ...adminAccountFrCA,
  ...adminCustomersFrCA,
  ...kycFlowFrCA,
  ...kycStatusFrCA,
  ...limitsFrCA,
  ...fundingFrCA,
  ...bankingFrCA,
  ...walletsFrCA,
  ...cryptoTransfersFrCA,
  ...approvalsFrCA,
  ...recoveryFrCA,
  ...taxFrCA,
  ...documentsFrCA,
  ...bookCostFrCA,
  ...alertsFrCA,
  ...limitOrdersFrCA,
  ...recurringOrdersFrCA,
  ...notificationsFrCA,
  ...notificationSettingsFrCA,
  theme: {
    toDark: 'Passer au thème sombre',
    toLight: 'Passer au thème clair',
  },
  language: {
    label: 'Langue',
    'en-CA': 'English',
    'fr-CA': 'Français',
  },
  header: {
    home: "{{brand}} — page d'accueil",
    learn: 'Apprendre',
    about: 'À propos',
    contact: 'Nous joindre',
    signIn: 'Se connecter',
    signUp: "S'inscrire",
    dashboard: 'Tableau de bord',
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications, {{count}} non lue',
    notificationsUnread_other: 'Notifications, {{count}} non lues',
  },
  account: {
    menu: 'Mon compte',
    welcome: 'Bon retour parmi nous',
    settings: 'Paramètres',
    paymentMethod: 'Moyen de paiement',
    externalWallet: 'Portefeuille externe',
    preferences: 'Préférences',
    notificationSettings: 'Paramètres de notification',
    logout: 'Se déconnecter',
  },
  nav: {
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    dashboard: 'Tableau de bord',
    exchange: 'Échange',
    assets: 'Actifs',
    deposits: 'Dépôts',
    withdrawals: 'Retraits',
    externalWallet: 'Portefeuille externe',
    orders: 'Ordres',
    tax: 'Centre fiscal',
    documents: 'Documents',
    alerts: 'Alertes',
    settings: 'Paramètres',
    paymentMethod: 'Moyen de paiement',
  },
  footer: {
    legalNav: 'Renseignements juridiques et aide',
    socialNav: 'Réseaux sociaux',
    socialLink: '{{brand}} sur {{network}}',
    copyright: '© {{year}} {{brand}}',
    disclosure: {
      fintracMsb: 'Inscription au CANAFE comme entreprise de services monétaires : {{value}}',
      custodian: 'Dépositaire des cryptoactifs des clients : {{value}}',
    },
    privacyPolicy: 'Politique de confidentialité',
    termsAndConditions: 'Conditions générales',
    userAgreement: 'Convention de compte',
    faq: 'FAQ',
    gettingStarted: 'Premiers pas',
  },
  admin: {
    title: '{{brand}} — Administration',
    nav: 'Administration',
    overview: 'Vue d’ensemble',
    customers: 'Clients',
    trades: 'Transactions',
    customerAccounts: 'Comptes clients',
    sales: 'Ventes',
    compliance: 'Examen de conformité',
    queues: 'Files de travail',
    audit: 'Journal d’audit',
    adjustments: 'Ajustements',
    staff: 'Personnel',
    account: 'Votre compte',
    signOut: { action: 'Se déconnecter', done: 'Vous êtes déconnecté de l’administration.' },
    signIn: {
      intro:
        "Connexion du personnel : votre mot de passe et le code de votre application d'authentification, ou une clé d’accès ajoutée à votre compte.",
      code: "Code d'authentification",
      submit: 'Se connecter',
      submitting: 'Connexion…',
      invalid: "L'adresse courriel, le mot de passe ou le code est incorrect.",
      locked: 'Ce compte est verrouillé. Consultez vos courriels pour le lien de déverrouillage.',
      passkey: {
        cancelled:
          'La connexion par clé d’accès a été annulée ou a expiré. Réessayez, ou connectez-vous avec votre mot de passe et votre code.',
        unknown:
          'Cette clé d’accès n’est pas enregistrée pour l’administration. Connectez-vous avec votre mot de passe et votre code, puis ajoutez-la dans Votre compte.',
        expired: 'La connexion par clé d’accès a pris trop de temps. Réessayez.',
        failed:
          'Votre clé d’accès n’a pas pu être utilisée. Réessayez, ou connectez-vous avec votre mot de passe et votre code.',
      },
    },
  },
  routes: {
    reset: 'Mot de passe oublié?',
    resetPassword: 'Choisissez un nouveau mot de passe',
    logout: 'Déconnexion',
    walletAlert: 'Un portefeuille que vous n’avez pas ajouté',
    recover: 'Récupérer votre compte',
    signin: 'Connexion',
    signup: 'Créez votre compte',
    dashboard: 'Tableau de bord',
    exchange: 'Échange',
    assets: 'Actifs',
    deposits: 'Dépôts',
    withdrawals: 'Retraits',
    approvals: 'Approbations',
    externalWallet: 'Portefeuille externe',
    orders: 'Ordres',
    tax: 'Centre fiscal',
    documents: 'Documents',
    alerts: 'Alertes de prix',
    notifications: 'Notifications',
    settings: 'Paramètres',
    settingsPreferences: 'Préférences',
    settingsNotifications: 'Paramètres de notification',
    paymentMethod: 'Moyen de paiement',
    identityVerification: "Vérification d'identité",
    adminSignin: "Connexion à l'administration",
    adminHome: 'Vue d’ensemble',
    adminCustomers: 'Clients',
    adminCustomer: 'Fiche du client',
    adminTrades: 'Transactions',
    adminCustomerAccounts: 'Comptes clients',
    adminSales: 'Ventes',
    adminCompliance: 'Examen de conformité',
    adminComplianceReview: 'Examen d’une vérification',
    adminAudit: 'Journal d’audit',
    adminQueues: 'Files de travail',
    adminQueue: 'File de travail',
    adminAdjustments: 'Ajustements manuels',
    adminStaff: 'Personnel et rôles',
    adminEnrol: 'Configurer votre connexion du personnel',
    adminAccount: 'Votre compte',
  },
};
