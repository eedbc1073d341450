import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of tax.en-CA.ts, typed against the English catalogue. */
export const taxFrCA: Pick<Catalogue, 'tax'> = {
  tax: {
    intro:
      'Vos gains et pertes en capital sur Maple Exchange, année par année, avec les montants que demande l’annexe 3 de votre déclaration de revenus.',
    year: 'Année d’imposition',
    loadFailed: 'Vos données fiscales pour {{year}} n’ont pas pu être chargées.',
    asOf: 'Calculé à partir de votre historique le {{date}}.',
    yearNotOver:
      'L’année {{year}} n’est pas terminée : ses montants changeront avec vos prochaines opérations et vos prochains retraits.',
    summary: {
      title: 'Sommaire de l’annexe 3 pour {{year}}',
      intro:
        'Le total de vos dispositions de cryptoactifs en {{year}}, pour la section des gains en capital de l’annexe 3.',
      proceeds: 'Produit de disposition',
      cost: 'Prix de base rajusté',
      outlays: 'Dépenses engagées ou effectuées',
      gain: 'Gain ou perte',
      deniedLoss: 'Pertes apparentes refusées',
      dispositions: 'Nombre de dispositions',
      isGain: 'Gain',
      isLoss: 'Perte',
    },
    dispositions: {
      title: 'Dispositions en {{year}}',
      caption: 'Vos dispositions en {{year}}, de la plus ancienne à la plus récente',
      empty: 'Aucune disposition en {{year}}.',
      date: 'Date',
      asset: 'Actif',
      kind: 'Type',
      quantity: 'Quantité',
      proceeds: 'Produit',
      cost: 'Coût (PBR)',
      outlays: 'Dépenses',
      gain: 'Gain ou perte',
      deniedLoss: 'Perte refusée',
      notes: 'Remarques',
      kinds: {
        sale: 'Vente',
        withdrawal: 'Retrait vers un autre portefeuille',
      },
    },
    badges: {
      legend: 'Ce que signifient les étiquettes',
      provisional: 'Provisoire',
      provisionalHelp:
        'Les 30 jours qui suivent cette disposition ne sont pas tous écoulés : un achat du même actif avant leur fin pourrait encore faire refuser une partie de sa perte.',
      estimated: 'Estimé',
      estimatedHelp:
        'Le coût comprend une valeur marchande qui remplace un coût que vous n’avez pas indiqué, pour des cryptoactifs que vous avez transférés vers la plateforme.',
    },
    holdings: {
      title: 'Avoirs à la fin de {{year}}',
      titleNow: 'Avoirs actuels',
      intro:
        'Le coût comptable de ce que vous détenez encore sur Maple Exchange : son prix de base rajusté.',
      caption: 'Vos avoirs et leur coût comptable à la fin de {{year}}',
      captionNow: 'Vos avoirs et leur coût comptable actuels',
      empty: 'Vous ne déteniez aucun cryptoactif sur Maple Exchange à la fin de {{year}}.',
      emptyNow: 'Vous ne détenez aucun cryptoactif sur Maple Exchange.',
      asset: 'Actif',
      quantity: 'Quantité',
      bookCost: 'Coût comptable',
      notes: 'Remarques',
    },
    download: {
      intro:
        'Pour vos dossiers ou pour votre comptable : le fichier CSV compte une ligne par disposition, le rapport PDF présente toute l’année comme cette page.',
      downloading: 'Préparation de votre fichier…',
      csv: {
        label: 'Télécharger le CSV de {{year}}',
        failed: 'Le fichier CSV de {{year}} n’a pas pu être téléchargé.',
      },
      pdf: {
        label: 'Télécharger le PDF de {{year}}',
        failed: 'Le rapport PDF de {{year}} n’a pas pu être téléchargé.',
      },
    },
    transfersIn: {
      title: 'Cryptoactifs que vous avez transférés ici',
      intro:
        'Les cryptoactifs achetés ailleurs gardent leur coût d’origine : indiquez ce que vous avez payé, frais compris, pour que vos gains ne soient pas surévalués (ou sous-évalués). D’ici là, nous utilisons leur valeur marchande à leur arrivée, et chaque montant qu’ils touchent est marqué Estimé.',
      loadFailed: 'Vos cryptoactifs transférés ici n’ont pas pu être chargés.',
      arrived: 'Arrivée',
      quantity: 'Quantité',
      marketValue: 'Valeur marchande à l’arrivée',
      noPrice: 'Aucun prix connu (compté à 0 $)',
      cost: 'Votre coût',
      estimatedCost: 'Estimé à la valeur marchande',
      state: 'Indiquer votre coût',
      stateLabel: 'Indiquer votre coût pour {{quantity}} reçus le {{date}}',
      change: 'Modifier',
      changeLabel: 'Modifier votre coût pour {{quantity}} reçus le {{date}}',
      useMarketValue: 'Utiliser la valeur marchande',
      useMarketValueLabel: 'Utiliser la valeur marchande pour {{quantity}} reçus le {{date}}',
      usingMarketValue: 'Retour à la valeur marchande…',
      marketValueUsed:
        'La valeur marchande à l’arrivée est de nouveau utilisée pour {{quantity}} : les montants qu’elle touche sont estimés.',
      marketValueFailed: 'La valeur marchande n’a pas pu être utilisée de nouveau.',
      saved: 'Votre coût pour {{quantity}} est enregistré : vos montants l’utilisent maintenant.',
      form: {
        label: 'Ce que vous avez payé pour {{quantity}}, en dollars (CAD)',
        hint: 'Le prix et les frais payés pour l’acheter, en dollars canadiens; pour un cadeau, sa valeur au moment où vous l’avez reçu. 0 est permis.',
        save: 'Enregistrer le coût',
        saving: 'Enregistrement…',
        required: 'Indiquez ce que vous avez payé, en dollars et en cents',
        invalid: 'Indiquez un montant en dollars et en cents, 0 ou plus',
        tooLarge: 'Indiquez un montant inférieur à 10 billions de dollars',
      },
    },
    notice: {
      title: 'Ce que ces montants ne comprennent pas',
      intro:
        'Maple Exchange ne voit que ce qui se passe sur sa propre plateforme, mais les règles fiscales s’appliquent à tout ce que vous détenez. Ces montants ne tiennent pas compte :',
      wallets:
        'des unités que vous détenez dans vos propres portefeuilles ou sur d’autres plateformes;',
      related:
        'des achats faits par votre époux ou conjoint de fait, ou par une société que vous contrôlez (la règle de la perte apparente en tient compte aussi).',
      adjust:
        'Si l’un ou l’autre cas s’applique à vous, les montants doivent être rajustés : rajustez-les vous-même ou confiez-les à un comptable qui le fera.',
      advice: 'Ces renseignements ne constituent pas un conseil fiscal.',
    },
  },
};
