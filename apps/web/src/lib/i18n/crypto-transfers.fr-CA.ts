import type { cryptoTransfersEnCA } from './crypto-transfers.en-CA';

/** Les mots français (Canada) des transferts crypto ; partie du catalogue de fr-CA.ts. */
export const cryptoTransfersFrCA: typeof cryptoTransfersEnCA = {
  cryptoWithdrawal: {
    tabsLabel: 'Quoi retirer',
    formTitle: 'Retirer des cryptos',
    wallet: 'Vers le portefeuille',
    noWallets: 'Vous n’avez pas encore de portefeuille où retirer.',
    addWallet: 'Ajouter un portefeuille',
    asset: 'Actif',
    unitLegend: 'Montant en',
    amount: 'Montant ({{unit}})',
    assetHint: 'Ce que reçoit le portefeuille ; les frais de réseau s’y ajoutent.',
    cadHint: 'Converti au prix actuel ; les frais de réseau s’y ajoutent.',
    wholeHint:
      'Tout votre solde : les frais de réseau en sont déduits, et le prix indique ce qui arrive au portefeuille.',
    available: 'Disponible pour un retrait : {{amount}}.',
    reviewTitle: 'Vérifiez votre retrait de {{asset}}',
    travelRuleUnknown:
      'Nous n’avons pas pu vérifier s’il nous faut savoir à qui appartient ce portefeuille.',
    statement: 'Envoi de {{amount}} à {{address}}',
    quote: {
      to: 'Vers',
      received: 'Le portefeuille reçoit',
      networkFee: 'Frais de réseau',
      total: 'Total retiré de votre compte',
    },
    result: {
      started: 'Votre retrait de {{amount}} a été envoyé.',
      failed: 'Votre retrait de {{amount}} n’a pas abouti.',
      again: 'Faire un autre retrait',
    },
    errors: {
      walletRequired: 'Choisissez un portefeuille.',
      noPrice: 'Le prix actuel n’est pas disponible. Entrez plutôt le montant dans l’actif.',
      insufficient: 'C’est plus que les {{asset}} dont vous disposez.',
      amountInvalid: 'Entrez un montant en {{asset}}, par exemple 0,05.',
      tooManyDecimals: 'Les montants en {{asset}} ont au plus {{decimals}} décimales.',
    },
  },
  cryptoTransfer: {
    hash: 'Transaction',
    fullHash: 'Empreinte de la transaction {{hash}}',
    confirmations_one: '{{count}} confirmation sur {{required}}',
    confirmations_other: '{{count}} confirmations sur {{required}}',
    state: {
      holding: 'En attente de votre approbation.',
      reviewing: 'En attente d’approbation par notre équipe.',
      waiting: {
        deposit: 'Vu sur le réseau, en attente de confirmations.',
        withdrawal: 'En cours d’envoi sur le réseau.',
      },
      completed: {
        deposit: 'Porté au crédit de votre compte.',
        withdrawal: 'Envoyé et confirmé sur le réseau.',
      },
      failed: 'Échec.',
    },
    list: {
      title: { deposit: 'Dépôts crypto', withdrawal: 'Retraits crypto' },
      empty: {
        deposit: 'Aucun dépôt crypto pour l’instant.',
        withdrawal: 'Aucun retrait crypto pour l’instant.',
      },
    },
  },
  travelRule: {
    title: 'À qui appartient le portefeuille?',
    intro: {
      to: 'La loi nous demande qui reçoit les transferts crypto de 1 000 $ CA ou plus (règle du voyage).',
      from: 'La loi nous demande qui a envoyé les dépôts crypto de 1 000 $ CA ou plus (règle du voyage).',
    },
    legend: { to: 'Ce portefeuille appartient à', from: 'Le dépôt vient de' },
    own: 'Moi : c’est mon propre portefeuille',
    thirdParty: 'Quelqu’un d’autre',
    name: 'Son nom complet',
    address: 'Son adresse postale',
    addressHint: 'Rue, ville, province ou État, code postal et pays.',
    continue: 'Continuer',
    send: 'Envoyer la réponse',
    depositPrompt: 'Dites-nous qui a envoyé ce dépôt de {{amount}}.',
    answer: 'Répondre',
    errors: {
      party: 'Dites à qui appartient le portefeuille.',
      name: 'Entrez son nom complet.',
      address: 'Entrez son adresse postale.',
    },
  },
};
