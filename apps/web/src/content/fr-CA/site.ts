import type { SiteStrings } from '../../site/site-strings';

/** Le cadre du site public et la page d’accueil, en français canadien. */
export const site: SiteStrings = {
  skipToContent: 'Passer au contenu',
  header: {
    home: 'Accueil de {brand}',
    mainNav: 'Principale',
    learn: 'Apprendre',
    about: 'À propos',
    contact: 'Nous joindre',
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    dashboard: 'Tableau de bord',
    otherLanguage: 'English',
    otherLanguageHint: 'Read this page in English',
    toDark: 'Passer au thème sombre',
    toLight: 'Passer au thème clair',
  },
  footer: {
    siteNav: 'Site',
    legalNav: 'Mentions légales',
    links: {
      learn: 'Centre d’apprentissage',
      faq: 'FAQ',
      gettingStarted: 'Premiers pas',
      about: 'À propos',
      contact: 'Nous joindre',
      privacyPolicy: 'Politique de confidentialité',
      termsAndConditions: 'Conditions d’utilisation',
      userAgreement: 'Convention de compte',
    },
    socialNav: 'Réseaux sociaux',
    socialLink: '{brand} sur {network}',
    copyright: '© {year} {brand}. Tous droits réservés.',
    disclosure: {
      fintracMsb: 'Inscription au CANAFE comme entreprise de services monétaires : {value}',
      custodian: 'Dépositaire des cryptoactifs des clients : {value}',
    },
    address: 'Siège social : {address}',
  },
  content: {
    effective: 'En vigueur depuis le {date}',
    ctaHeading: 'Prêt quand vous l’êtes',
    ctaText:
      'Ouvrez un compte en quelques minutes, vérifiez votre identité une seule fois, puis achetez ou vendez à un prix ferme en dollars canadiens.',
    ctaButton: 'Créer votre compte',
  },
  notFound: {
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    heading: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de l’une de ces pages.',
    home: 'Aller à la page d’accueil',
    learn: 'Parcourir le centre d’apprentissage',
  },
  landing: {
    title: 'Acheter et vendre du bitcoin au Canada',
    description:
      'Achetez et vendez bitcoin, ether, litecoin, bitcoin cash, USDC et XRP en dollars canadiens. Prix en dollars canadiens, cotations fermes de 10 secondes, aucun écart caché.',
    heading: 'Achetez et vendez des cryptos en dollars canadiens, à un prix que vous voyez d’abord',
    lead: 'Bitcoin, ether, litecoin, bitcoin cash, USD Coin et XRP contre le dollar canadien. Chaque cotation affiche le prix, l’écart et les frais éventuels avant votre confirmation, et reste valable 10 secondes.',
    signUp: 'Créer votre compte',
    signIn: 'Se connecter',
    points: [
      {
        heading: 'Des cotations fermes',
        text: 'Demandez une cotation, voyez le prix tout compris avec l’écart affiché à part, et confirmez dans les 10 secondes, exactement à ce prix.',
      },
      {
        heading: 'Conçu pour le Canada',
        text: 'Approvisionnez votre compte par virement Interac ou bancaire, négociez en dollars canadiens et obtenez de l’aide en français ou en anglais, du lundi au samedi.',
      },
      {
        heading: 'La sécurité d’abord',
        text: 'Connexion à deux facteurs, codes à usage unique pour les opérations sensibles et délai de 24 heures avant qu’un nouveau portefeuille puisse recevoir un retrait.',
      },
    ],
    prices: {
      heading: 'Prix en dollars canadiens',
      intro:
        'Prix médians du marché, mis à jour toutes les quelques secondes. Votre cotation ajoute l’écart avant que vous confirmiez.',
      asset: 'Actif',
      price: 'Prix ($ CA)',
      change: 'Variation sur 24 h',
      trend: '24 dernières heures',
      trendLabel: 'Prix du {asset} au cours des 24 dernières heures',
      loading: 'Chargement des prix…',
      unavailable:
        'Les prix sont indisponibles pour le moment. Veuillez réessayer dans un instant.',
      live: 'En direct',
      simulated: 'Prix simulés',
      simulatedNote:
        'Ces prix sont simulés pour la démonstration. Ce ne sont pas des prix du marché.',
      reconnecting: 'Reconnexion…',
      delayed: 'Différé',
      names: {
        BTC: 'Bitcoin',
        ETH: 'Ether',
        LTC: 'Litecoin',
        BCH: 'Bitcoin Cash',
        USDC: 'USD Coin',
        XRP: 'XRP',
      },
    },
    contact: {
      heading: 'Nous écrire',
      pageHeading: 'Envoyez-nous un message',
      intro:
        'Une question sur un compte, une opération ou ce site ? Écrivez-nous : nous répondons en moins d’un jour ouvrable. N’indiquez jamais de mot de passe ni de code.',
      name: 'Nom',
      email: 'Courriel',
      subject: 'Objet',
      message: 'Message',
      messageHint: '{count} caractères restants',
      invalid: {
        name: 'Entrez votre nom (100 caractères au plus).',
        email: 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
        subject: 'Entrez un objet (150 caractères au plus).',
        messageShort: 'Écrivez au moins 10 caractères.',
        messageLong: 'Utilisez au plus 5 000 caractères.',
        altcha: 'Cochez « Je ne suis pas un robot » et attendez la fin de la vérification.',
      },
      altcha: {
        label: 'Je ne suis pas un robot',
        idle: 'Cochez pour vérifier',
        verifying: 'Vérification…',
        verified: 'Vérifié',
        failed: 'La vérification a échoué. Cochez de nouveau.',
      },
      send: 'Envoyer le message',
      sending: 'Envoi…',
      sent: 'Merci. Votre message est transmis à notre équipe, qui vous répondra par courriel en moins d’un jour ouvrable.',
      sendAnother: 'Envoyer un autre message',
      problem: 'Votre message n’a pas été envoyé.',
      rateLimited:
        'Vous avez envoyé plusieurs messages en peu de temps. Veuillez attendre une heure avant d’en envoyer un autre, ou écrivez-nous directement par courriel.',
      network: 'Nous n’avons pas pu joindre notre serveur. Vérifiez votre connexion et réessayez.',
      server: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    },
  },
};
