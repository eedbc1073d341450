import type { fundingEnCA } from './funding.en-CA';

/**
 * Mots en français (Canada) des écrans de dépôt et de retrait en dollars canadiens (/deposits,
 * /withdrawals, virements dans /orders et /assets); partie du catalogue de fr-CA.ts.
 */
export const fundingFrCA: typeof fundingEnCA = {
  funding: {
    amount: 'Montant ($ CA)',
    amountHint: 'En dollars canadiens, par exemple 500,00.',
    rail: {
      eft: 'TEF (virement bancaire)',
      etransfer: 'Virement Interac',
      crypto: 'Réseau crypto',
    },
    quote: {
      get: 'Vérifier',
      getting: 'Obtention de votre offre…',
      amount: 'Montant',
      fee: 'Frais',
      credited: 'Ajouté à votre solde en $ CA',
      received: 'Vous recevez',
      left24h: 'Limite de transfert restante aujourd’hui (24 h) après ceci',
      left7d: 'Limite de transfert restante cette semaine (7 jours) après ceci',
      limitUnknown: 'Impossible à charger',
      validUntil: 'Offre valide jusqu’au',
      from: 'De',
      to: 'Vers',
      etransferTo: 'Virement Interac à {{email}}',
      change: 'Modifier les détails',
    },
    deposit: {
      intro: 'Ajoutez des dollars canadiens depuis votre banque par TEF ou par virement Interac.',
      eftTitle: 'Dépôt par TEF',
      eftIntro:
        'Nous prélevons le montant dans votre compte bancaire lié. Cela prend de 1 à 3 jours ouvrables, et les fonds restent retenus quelques jours de plus au cas où la banque retournerait le paiement.',
      from: 'Depuis le compte bancaire',
      reviewTitle: 'Vérifiez votre dépôt',
      confirm: 'Confirmer le dépôt',
      confirming: 'Lancement de votre dépôt…',
    },
    etransfer: {
      title: 'Dépôt par virement Interac',
      intro:
        'Envoyez un virement Interac depuis vos services bancaires en ligne. Rien à demander ici.',
      email: 'Envoyer à',
      reference: 'Votre code de référence',
      step1: 'Dans l’application de votre banque, ajoutez {{name}} ({{email}}) comme destinataire.',
      step2:
        'Inscrivez votre code de référence {{code}} dans le message, et rien d’autre. Il vous appartient pour de bon : il nous sert à créditer votre compte.',
      step3: 'Envoyez le virement depuis un compte à votre nom.',
      timing:
        'La plupart des virements Interac arrivent en moins de 30 minutes; certaines banques retiennent le premier virement à un nouveau destinataire jusqu’à 24 heures.',
      copy: 'Copier',
      copyOf: 'Copier : {{what}}',
      copied: '{{what}} : copié.',
      copyFailed: 'La copie a échoué. Sélectionnez le texte et copiez-le vous-même.',
      loadFailed: 'Nous n’avons pas pu charger vos instructions de virement Interac.',
    },
    sandbox: {
      title: 'Bac à sable : simuler un virement Interac entrant',
      intro:
        'Mode d’essai seulement. Cela envoie un virement Interac à l’adresse de dépôt comme le ferait une banque, après le délai du réseau.',
      reference: 'Code de référence dans le message',
      codeRequired: 'Entrez le code de référence.',
      send: 'Simuler le virement',
      sending: 'Envoi…',
      sent: 'Le virement simulé arrivera vers {{time}}.',
    },
    withdrawal: {
      intro:
        'Envoyez des dollars canadiens à votre compte bancaire par TEF ou par virement Interac.',
      formTitle: 'Retirer des $ CA',
      railLegend: 'Mode d’envoi',
      to: 'Vers le compte bancaire',
      etransferTo: 'Le virement Interac est envoyé à votre adresse courriel, {{email}}.',
      question: 'Question de sécurité',
      questionHint: 'De 3 à 40 caractères. Choisissez-en une à laquelle vous seul pouvez répondre.',
      answer: 'Réponse de sécurité',
      answerHint: 'De 3 à 25 lettres et chiffres, sans espace. Pas dans la question.',
      available: 'Disponible pour un retrait : {{amount}}.',
      reviewTitle: 'Vérifiez votre retrait',
      confirm: 'Confirmer le retrait',
      confirming: 'Envoi de votre retrait…',
      retry: 'Réessayer',
    },
    code: {
      title: 'Confirmer avec un code',
      sourceLegend: 'D’où vient votre code',
      useTotp: 'Mon application d’authentification',
      useEmail: 'Un courriel',
      send: 'M’envoyer un code par courriel',
      sendAgain: 'Envoyer un nouveau code',
      sent: 'Nous avons envoyé un code à {{email}}. Il est valide jusqu’à {{time}}.',
      emailLabel: 'Code reçu par courriel',
      totpLabel: 'Code de votre application d’authentification',
    },
    rules: {
      title: 'Limites et retenues',
      limits:
        'Vos dépôts et retraits en $ CA comptent ensemble dans vos limites de transfert des dernières 24 heures et des 7 derniers jours.',
      securityChange:
        'Après un changement de mot de passe, d’adresse courriel ou de vérification en deux étapes, les retraits sont suspendus pendant {{duration}}.',
      newBankAccount:
        'Un compte bancaire nouvellement lié peut recevoir des retraits {{duration}} après avoir été lié.',
      newWallet:
        'Un portefeuille de cryptomonnaies nouvellement ajouté peut recevoir des retraits {{duration}} après son ajout.',
      returnedDeposit:
        'Si votre banque retourne un dépôt après que nous l’avons crédité, les retraits sont suspendus jusqu’au remboursement du montant.',
      seeLimits: 'Voir vos limites dans les paramètres',
    },
    held: {
      title: 'Les retraits sont suspendus',
      security_change:
        'Les retraits sont suspendus pendant 24 heures après un changement de mot de passe, d’adresse courriel ou de vérification en deux étapes.',
      security_change_until:
        'Vous avez récemment changé votre mot de passe, votre adresse courriel ou votre vérification en deux étapes. Les retraits reprennent le {{time}}.',
      funding_return:
        'Votre banque a retourné un dépôt que nous avions crédité. Les retraits reprendront une fois le montant remboursé; communiquez avec le soutien pour le régler.',
      secondFactorTitle: 'Activez la vérification en deux étapes pour retirer',
      second_factor_required:
        'Pour protéger votre argent, les retraits exigent la vérification en deux étapes : un code d’une application d’authentification en plus de votre mot de passe. Cela prend deux minutes.',
      secondFactorAction: 'Configurer la vérification en deux étapes',
    },
    bank: {
      choose: 'Choisissez un compte bancaire',
      loading: 'Chargement de vos comptes bancaires…',
      loadFailed: 'Nous n’avons pas pu charger vos comptes bancaires.',
      none: 'Vous n’avez pas encore de compte bancaire vérifié.',
      link: 'Lier un compte bancaire',
    },
    open: {
      depositsTitle: 'Dépôts en cours',
      withdrawalsTitle: 'Retraits en cours',
      noDeposits: 'Aucun dépôt en cours.',
      noWithdrawals: 'Aucun retrait en cours.',
      loadFailed: 'Nous n’avons pas pu charger vos virements.',
      availableFrom: 'Fonds disponibles le {{time}}',
      cancel: 'Annuler',
      cancelOf: 'Annuler le virement de {{amount}}',
    },
    cancel: {
      title: 'Annuler ce virement?',
      depositQuestion:
        'Votre dépôt de {{amount}} sera arrêté et rien ne sera prélevé dans votre banque.',
      withdrawalQuestion:
        'Votre retrait de {{amount}} sera arrêté et le montant reviendra à votre solde en $ CA.',
      confirm: 'Annuler le virement',
      keep: 'Le garder',
    },
    result: {
      depositStarted: 'Votre dépôt de {{amount}} est lancé.',
      depositFailed: 'Votre dépôt de {{amount}} n’a pas pu être fait.',
      depositNext: 'Vous pouvez le suivre ci-dessous et dans vos ordres.',
      depositAgain: 'Faire un autre dépôt',
      withdrawalStarted: 'Votre retrait de {{amount}} est en route.',
      withdrawalFailed: 'Votre retrait de {{amount}} n’a pas pu être fait.',
      withdrawalNext: 'Vous pouvez le suivre ci-dessous et dans vos ordres.',
      withdrawalAgain: 'Faire un autre retrait',
      state: 'État :',
      seeTransfers: 'Voir vos virements',
    },
    failure: {
      non_sufficient_funds: 'Il n’y avait pas assez d’argent.',
      refresh_required:
        'La connexion à votre banque doit être renouvelée. Reconnectez le compte bancaire, puis réessayez.',
      limit_exceeded: 'Il aurait dépassé votre limite de transfert.',
      cancelled: 'Il a été annulé.',
      reversed: 'La banque l’a retourné.',
      compliance_rejection:
        'Il a été refusé après examen. Communiquez avec le soutien pour en savoir plus.',
      invalid_destination: 'Le compte destinataire l’a refusé. Vérifiez les détails du compte.',
      internal_error:
        'Un problème est survenu de notre côté. Communiquez avec le soutien si cela se reproduit.',
    },
    errors: {
      summary: 'Vérifiez ces champs',
      bankRequired: 'Choisissez un compte bancaire.',
      amountRequired: 'Entrez un montant.',
      amountInvalid: 'Entrez un montant comme 500,00.',
      tooManyDecimals: 'Les montants en $ CA ont au plus 2 décimales.',
      amountZero: 'Entrez un montant supérieur à zéro.',
      insufficientFunds:
        'C’est plus que les $ CA dont vous disposez. Entrez un montant plus petit ou faites d’abord un dépôt.',
      questionLength: 'Écrivez une question de 3 à 40 caractères.',
      answerLength: 'Écrivez une réponse de 3 à 25 caractères.',
      answerCharacters: 'Utilisez seulement des lettres et des chiffres, sans espace.',
      answerInQuestion: 'La réponse ne doit pas figurer dans la question.',
      codeFormat: 'Entrez le code à 6 chiffres.',
      unverified: 'Vérifiez votre identité avant de déposer ou de retirer.',
      verifyIdentity: 'Vérifier votre identité',
      limit24h:
        'Ce montant porterait vos dépôts et retraits en $ CA des dernières 24 heures au-delà de votre limite de transfert.',
      limit7d:
        'Ce montant porterait vos dépôts et retraits en $ CA des 7 derniers jours au-delà de votre limite de transfert.',
      fitsAgain:
        'À partir du {{time}}, un montant de cette taille sera de nouveau possible. Vous pouvez aussi entrer un montant plus petit.',
      newBankAccount:
        'Ce compte bancaire a été lié récemment. Il pourra recevoir des retraits à partir du {{time}}; d’ici là, choisissez un autre compte ou un virement Interac.',
      quoteExpired:
        'Votre offre a expiré avant votre confirmation. En voici une nouvelle : vérifiez-la et confirmez de nouveau.',
      alreadySubmitted: 'Ce virement a déjà été envoyé. Vérifiez vos virements avant de réessayer.',
      notCancellable: 'Ce virement est trop avancé pour être annulé.',
      bankNotVerified:
        'Ce compte bancaire n’est pas encore vérifié. Terminez d’abord sa vérification.',
      notFound: 'Nous ne l’avons pas trouvé. Rechargez la page et réessayez.',
    },
    orders: {
      tabsLabel: 'Quoi afficher',
      tab: { trades: 'Opérations', transfers: 'Virements', all: 'Tout' },
      filters: 'Filtres',
      stateFilter: 'État',
      sideFilter: 'Sens ou type',
      any: 'Tous',
      from: 'Du',
      to: 'Au',
      side: { deposit: 'Dépôt', withdrawal: 'Retrait', return: 'Dépôt retourné' },
      kind: { trade: 'Opération', adjustment: 'Ajustement' },
      adjustment: {
        credit: 'Crédit',
        debit: 'Débit',
        goodwill_credit: 'Crédit de courtoisie',
        fee_refund: 'Remboursement de frais',
        loss_recovery: 'Recouvrement de perte',
        correction: 'Correction',
      },
      type: 'Type',
      method: 'Mode',
      actions: 'Actions',
      cancelOf: 'Annuler : {{type}} du {{date}}',
      transfersCaption: 'Vos virements',
      allCaption: 'Vos opérations, virements et ajustements',
      allPaging: 'Chaque page montre jusqu’à 100 opérations, 100 virements et 100 ajustements.',
      paging: 'Pages',
      noMatch: 'Rien ne correspond à ces filtres.',
      noTransfers: 'Vous n’avez encore déplacé aucun dollar canadien.',
      deposit: 'Faire votre premier dépôt',
      loadFailed: 'Nous n’avons pas pu charger vos virements.',
      export: 'Exporter en CSV',
      exporting: 'Préparation du fichier…',
      exportFailed: 'L’exportation n’a pas pu être préparée. Réessayez.',
      csv: {
        date: 'Date (UTC)',
        kind: 'Nature',
        side: 'Sens',
        asset: 'Actif',
        amount: 'Montant',
        cad: '$ CA',
        fee: 'Frais ($ CA)',
        state: 'État',
        failure: 'Code d’échec',
        reference: 'Référence',
        networkFee: 'Frais de réseau (dans l’actif)',
        txnHash: 'Empreinte de la transaction',
        note: 'Note',
      },
    },
    assets: {
      title: '$ CA pas encore disponibles',
      held: 'Retenus (dépôts en retenue, retraits réservés)',
      pendingDeposits: 'Dépôts en route ({{count}})',
      pendingWithdrawals: 'Retraits en route ({{count}})',
      unknown: 'Indisponible',
      note: 'Les fonds déposés restent retenus quelques jours au cas où la banque les retournerait.',
      seeTransfers: 'Voir vos virements',
    },
  },
};
