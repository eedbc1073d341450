import type { walletsEnCA } from './wallets.en-CA';

/**
 * Mots en français (Canada) des écrans de portefeuilles crypto (/external-wallet, la partie
 * crypto de /deposits, la page « ce n'était pas moi » du courriel); partie du catalogue de fr-CA.ts.
 */
export const walletsFrCA: typeof walletsEnCA = {
  wallets: {
    intro: 'Les portefeuilles où vont vos retraits de cryptomonnaies.',
    cooldown: 'Un nouveau portefeuille peut recevoir des retraits {{duration}} après son ajout.',
    listTitle: 'Vos portefeuilles',
    empty: 'Vous n’avez encore ajouté aucun portefeuille.',
    loadFailed: 'Nous n’avons pas pu charger vos portefeuilles.',
    columns: { name: 'Nom', asset: 'Actif', address: 'Adresse', tag: 'Étiquette', state: 'État' },
    fullAddress: 'Adresse complète : {{address}}',
    noTag: 'Aucune',
    usableNow: 'Utilisable maintenant',
    usableIn_one: 'Utilisable pour les retraits dans {{count}} h',
    usableIn_other: 'Utilisable pour les retraits dans {{count}} h',
    usableInMinutes: 'Utilisable pour les retraits dans {{count}} min',
    state: {
      storing: 'Vérification',
      pending: 'Vérification',
      completed: 'Actif',
      failed: 'Refusé',
      deleting: 'Suppression',
      deleted: 'Supprimé',
    },
    remove: 'Supprimer',
    removeOf: 'Supprimer {{name}}',
    owner: {
      label: 'À qui appartient {{name}}?',
      unsaid: 'Non précisé',
      own: 'À moi',
      third_party: 'À quelqu’un d’autre',
      hint: 'Pour vos impôts : envoyer des cryptoactifs à votre propre portefeuille n’est pas une vente; les envoyer à quelqu’un d’autre en est une.',
      saved: 'Enregistré : {{name}} est {{owner}}.',
      savedUnsaid: 'Enregistré : vous n’avez pas précisé à qui appartient {{name}}.',
      failed: 'Le propriétaire de {{name}} n’a pas pu être enregistré. Réessayez.',
      saidOwn: 'à vous',
      saidThirdParty: 'à quelqu’un d’autre',
    },
    removeTitle: 'Supprimer ce portefeuille?',
    removeBody:
      'Les retraits ne pourront plus aller à {{name}} ({{address}}). Si vous l’ajoutez de nouveau, il faudra encore attendre avant qu’il puisse recevoir des retraits.',
    removeConfirm: 'Supprimer le portefeuille',
    removing: 'Suppression…',
    removed: '{{name}} a été supprimé.',
    add: {
      title: 'Ajouter un portefeuille',
      asset: 'Actif',
      assetPlaceholder: 'Choisissez un actif',
      name: 'Nom',
      nameHint: 'Pour vous, par exemple « Portefeuille matériel ».',
      address: 'Adresse',
      tag: 'Étiquette de destination',
      tagHint: 'L’étiquette que votre plateforme ou portefeuille vous a donnée pour le XRP.',
      noTagOwn:
        'Cette adresse n’a pas d’étiquette : c’est mon propre portefeuille, pas un compte sur une plateforme.',
      checking: 'Vérification de l’adresse…',
      valid: 'Une adresse {{asset}} valide.',
      continue: 'Continuer',
      confirm: 'Ajouter le portefeuille',
      confirming: 'Ajout…',
      back: 'Modifier les détails',
      added: '{{name}} a été ajouté. Il pourra recevoir des retraits dans {{duration}}.',
      addedOwnerNotSaved:
        '{{name}} a été ajouté, mais le propriétaire du portefeuille n’a pas été enregistré : choisissez-le dans la liste ci-dessous.',
      usableIn: 'Il pourra recevoir des retraits dans {{duration}}.',
      owner: {
        legend: 'À qui appartient ce portefeuille?',
        own: 'À moi : mon propre portefeuille, ou mon propre compte sur une autre plateforme',
        third_party: 'À quelqu’un d’autre : une personne, une entreprise ou un commerçant',
        later: 'Je préfère le préciser plus tard',
        saidOwn:
          'Il sera enregistré comme votre propre portefeuille, ainsi que vous l’avez indiqué ci-dessus.',
      },
      review: 'Ajout du portefeuille {{asset}} {{address}}{{tag}}.',
      reviewTag: ' avec l’étiquette {{tag}}',
      statement: 'Ajout d’un portefeuille {{asset}} à l’adresse {{address}}{{tag}}',
    },
    errors: {
      assetRequired: 'Choisissez un actif.',
      nameRequired: 'Donnez un nom au portefeuille.',
      addressRequired: 'Entrez l’adresse.',
      invalidAddress:
        'Ce n’est pas une adresse {{asset}} valide sur ce réseau. Vérifiez que vous avez copié l’adresse entière et choisi le bon actif.',
      prohibitedAddress: 'Nous ne pouvons pas envoyer à cette adresse.',
      tagOrOwn:
        'Entrez l’étiquette de destination, ou confirmez qu’il s’agit de votre propre portefeuille.',
      checkFailed: 'Nous n’avons pas pu vérifier l’adresse. Réessayez.',
    },
    notMe: {
      intro:
        'Si vous n’avez pas ajouté ce portefeuille, nous bloquons tous vos retraits (en CAD et en cryptomonnaies) et l’ajout de portefeuilles et de comptes bancaires, et vous déconnectons sur tous vos appareils.',
      confirm: 'Bloquer mes retraits',
      confirming: 'Blocage…',
      done: 'Vos retraits et l’ajout de portefeuilles et de comptes bancaires sont bloqués, et vous avez été déconnecté partout. Changez votre mot de passe, puis communiquez avec le soutien pour les débloquer.',
      missing: 'Ce lien est incomplet. Ouvrez-le de nouveau depuis le courriel.',
      signIn: 'Se connecter',
    },
  },
  cryptoDeposit: {
    sandbox: {
      title: 'Bac à sable : simuler un dépôt entrant',
      intro:
        'Mode test seulement. Ceci paie votre adresse de dépôt sur le réseau du bac à sable ; le dépôt reçoit ensuite ses confirmations bloc par bloc.',
      amount: 'Montant ({{asset}})',
      send: 'Simuler le dépôt',
      sent: 'Le dépôt simulé est sur le réseau. Suivez ses confirmations ci-dessous.',
    },
    tabsLabel: 'Que déposer',
    cad: 'Dollars canadiens',
    crypto: 'Cryptomonnaies',
    title: 'Déposer des cryptomonnaies',
    asset: 'Actif',
    show: 'Afficher mon adresse',
    loading: 'Obtention de votre adresse…',
    loadFailed: 'Nous n’avons pas pu obtenir votre adresse de dépôt.',
    noAccount: 'Vous n’avez pas encore de compte {{asset}}.',
    address: 'Votre adresse {{asset}}',
    tag: 'Étiquette de destination',
    tagWarning:
      'Incluez cette étiquette de destination à chaque dépôt de XRP. Un dépôt sans elle ne peut pas être crédité et est perdu.',
    network: {
      BTC: 'Envoyez seulement du BTC sur le réseau Bitcoin.',
      ETH: 'Envoyez seulement de l’ETH sur le réseau Ethereum.',
      LTC: 'Envoyez seulement du LTC sur le réseau Litecoin.',
      BCH: 'Envoyez seulement du BCH sur le réseau Bitcoin Cash.',
      USDC: 'Envoyez seulement de l’USDC en jeton ERC-20 sur Ethereum.',
      XRP: 'Envoyez seulement du XRP sur le XRP Ledger.',
    },
    qr: 'Code QR de votre adresse de dépôt {{asset}}',
  },
};
