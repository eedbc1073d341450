import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of work-queues.en-CA.ts, typed against the English catalogue. */
export const workQueuesFrCA: Pick<Catalogue, 'workQueues'> = {
  workQueues: {
    intro:
      'Le travail qui attend le personnel, une file par type. Chaque consultation et chaque décision sont journalisées.',
    nav: 'Files de travail',
    unknownQueue: 'Cette file n’existe pas. Choisissez-en une ci-dessus.',
    paging: {
      pages: 'Pages de la file',
      previous: 'Page précédente',
      next: 'Page suivante',
      page: 'Page {{page}}',
      pageOf: 'Page {{page}} sur {{pages}}',
    },
    columns: {
      customer: 'Client',
      customerOf: 'Client {{guid}}',
      state: 'État',
      amount: 'Montant',
      created: 'Créé',
      received: 'Reçu',
      action: 'Action',
    },
    decision: {
      legend: 'Décision',
      reason: 'Motif',
      reasonHint: 'Conservé au journal d’audit avec votre décision.',
      reasonTooShort: 'Donnez un motif d’au moins 3 caractères.',
      choose: 'Choisissez une décision.',
      record: 'Enregistrer la décision',
      recording: 'Enregistrement…',
    },
    kind: {
      large_virtual_currency: 'Réception importante de monnaie virtuelle',
      deny_list_hit: 'Adresse de la liste d’exclusion',
    },
    caseState: {
      open: 'Ouvert',
      claimed: 'Pris en charge',
      closed: 'Fermé',
    },
    cases: {
      kind: 'Dossier',
      opened: 'Ouvert le',
      deadline: 'Déclaration due',
      claim: 'Prendre en charge',
      decide: 'Décider',
      decideTitle: 'Décider : {{kind}}',
      reported: 'Déclaré',
      dismissed: 'Classé sans suite',
      draft: 'Projet de déclaration',
    },
    draft: {
      title: 'Projet de déclaration',
      loadFailed: 'Nous n’avons pas pu charger ce dossier.',
      total: 'Reçu : {{total}}.',
      due: 'Déclaration due le {{date}}.',
      receipts: 'Réceptions visées par la déclaration',
      cadValue: 'Valeur à la réception',
      unpriced: 'Sans prix : à évaluer',
      hash: 'Hachage de la transaction',
      address: 'Adresse',
      sendingUnknown:
        'Les adresses d’envoi ne sont pas connues de la plateforme : complétez-les avant de déclarer. L’identité du client figure dans sa vérification.',
      listEntry: 'Entrée de la liste d’exclusion',
      entered: 'Saisie',
      sources: {
        check_wallet: 'Vérification d’un portefeuille',
        external_wallet: 'Ajout d’un portefeuille',
      },
      close: 'Fermer',
    },
    withdrawals: {
      cadValue: 'Valeur (CAD)',
      decide: 'Décider',
      decideTitle: 'Décider de ce retrait',
      approve: 'Approuver',
      reject: 'Refuser',
    },
    suspense: {
      sender: 'Expéditeur',
      reference: 'Référence saisie',
      reason: 'Pourquoi il est ici',
      assign: 'Attribuer',
      assignOf: 'Attribuer le virement de {{sender}}',
      assignTitle: 'Attribuer à un client',
      customer: 'Référence du client',
      customerHint: 'La référence de 32 caractères du client qui l’a envoyé.',
      customerInvalid: 'Entrez une référence client de 32 lettres et chiffres.',
      reasonTooShort: 'Donnez un motif d’au moins 5 caractères.',
      reasons: {
        unknown_reference: 'Référence inconnue',
        unverified_customer: 'Client non vérifié',
        limit_exceeded: 'Limite dépassée',
      },
    },
    returns: {
      code: 'Code de retour',
      owed: 'Encore dû',
    },
    rail: {
      eft: 'TEF',
      etransfer: 'Virement Interac',
    },
    reconciliation: {
      day: 'Jour',
      rail: 'Réseau',
      reported: 'Rapport du réseau',
      booked: 'Comptabilisé',
    },
    transfers: {
      stuckAfter: 'Un transfert non terminé {{age}} après sa création est signalé comme bloqué.',
      why: 'Motif',
      what: 'Transfert',
      reasons: {
        failed: 'Échoué',
        stuck: 'Bloqué',
      },
      sides: {
        deposit: 'Dépôt',
        withdrawal: 'Retrait',
      },
    },
    deadJobs: {
      queue: 'File de tâches',
      failedAt: 'Échec le',
      attempts: 'Tentatives',
      error: 'Dernière erreur',
      retry: 'Relancer',
      retryOf: 'Relancer la tâche {{queue}}',
      discard: 'Abandonner',
      discardOf: 'Abandonner la tâche {{queue}}',
      retryDone: 'La tâche sera exécutée de nouveau.',
      discardDone: 'La tâche est abandonnée.',
    },
    verifications: {
      title: 'Vérifications à examiner',
      intro:
        'Vérifications d’identité que les règles n’ont pu accepter : approuvez ou refusez chacune avec un motif.',
    },
    queues: {
      cases: {
        title: 'Dossiers de conformité',
        intro:
          'Réceptions importantes de monnaie virtuelle (10 000 $ CA ou plus en 24 heures, à déclarer à CANAFE dans les 5 jours ouvrables) et adresses de la liste d’exclusion. Prenez un dossier en charge, puis décidez.',
        caption: 'Dossiers de conformité ouverts, les plus anciens d’abord',
        loadFailed: 'Nous n’avons pas pu charger les dossiers de conformité.',
        empty: 'Aucun dossier ouvert.',
        emptyHelp:
          'Un dossier s’ouvre ici quand les règles trouvent une réception importante ou une adresse exclue.',
      },
      withdrawals: {
        title: 'Retraits de cryptomonnaie',
        intro: 'Retraits de cryptomonnaie au-delà du seuil d’approbation, en attente du personnel.',
        caption: 'Retraits de cryptomonnaie en attente d’approbation',
        loadFailed: 'Nous n’avons pas pu charger les retraits en attente d’approbation.',
        empty: 'Aucun retrait en attente.',
        emptyHelp: 'Les retraits au-delà du seuil d’approbation s’affichent ici.',
      },
      suspense: {
        title: 'Virements Interac non rapprochés',
        intro:
          'Virements Interac reçus qui ne correspondent à aucun client pouvant les recevoir : attribuez-en un au client qui l’a envoyé.',
        caption: 'Virements Interac en attente',
        loadFailed: 'Nous n’avons pas pu charger les virements en attente.',
        empty: 'Aucun virement en attente.',
        emptyHelp: 'Un virement à la référence inconnue ou au-delà d’une limite arrive ici.',
      },
      returns: {
        title: 'Dépôts retournés',
        intro:
          'Dépôts que la banque a retournés, et ce que les clients doivent encore (recouvrement).',
        caption: 'Dépôts retournés',
        loadFailed: 'Nous n’avons pas pu charger les dépôts retournés.',
        empty: 'Aucun dépôt retourné.',
        emptyHelp: 'Un dépôt renvoyé par la banque s’affiche ici.',
      },
      reconciliation: {
        title: 'Écarts de rapprochement',
        intro:
          'Jours où le rapport de règlement d’un réseau et son compte de compensation divergent.',
        caption: 'Écarts de rapprochement',
        loadFailed: 'Nous n’avons pas pu charger les écarts de rapprochement.',
        empty: 'Aucun écart.',
        emptyHelp: 'Le rapprochement de chaque nuit ouvre un dossier par écart.',
      },
      transfers: {
        title: 'Transferts échoués ou bloqués',
        intro: 'Transferts échoués et transferts qui ne se sont pas terminés à temps.',
        caption: 'Transferts échoués ou bloqués',
        loadFailed: 'Nous n’avons pas pu charger les transferts échoués ou bloqués.',
        empty: 'Aucun transfert échoué ou bloqué.',
        emptyHelp: 'Un transfert qui échoue ou reste inachevé trop longtemps s’affiche ici.',
      },
      deadJobs: {
        title: 'Tâches mortes',
        intro: 'Tâches de fond dont chaque tentative a échoué : relancez-en une ou abandonnez-la.',
        caption: 'Tâches mortes',
        loadFailed: 'Nous n’avons pas pu charger les tâches mortes.',
        empty: 'Aucune tâche morte.',
        emptyHelp: 'Une tâche qui échoue à toutes ses tentatives arrive ici.',
      },
    },
  },
};
