import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of audit-log.en-CA.ts, typed against the English catalogue. */
export const auditLogFrCA: Pick<Catalogue, 'auditLog'> = {
  auditLog: {
    intro:
      'Chaque action du personnel et chaque consultation de données personnelles, les plus récentes d’abord. Chaque entrée est chaînée à la précédente : toute modification se voit.',
    filters: 'Filtres',
    actorType: 'Auteur',
    anyActor: 'Tous',
    actor: {
      system: 'Système',
      customer: 'Client',
      staff: 'Personnel',
      bank: 'Banque',
    },
    actorId: 'Référence de l’auteur',
    action: 'L’action commence par',
    actionHint: 'Par exemple staff. ou customer.signed_in',
    requestId: 'Identifiant de requête',
    from: 'Du',
    to: 'Au',
    apply: 'Rechercher',
    clear: 'Effacer les filtres',
    invalidFilter: 'Vérifiez les filtres : {{message}}',
    tableCaption: 'Entrées du journal d’audit',
    id: 'Entrée',
    occurredAt: 'Date',
    who: 'Auteur',
    what: 'Action',
    request: 'Requête',
    details: 'Détails',
    detailKey: '{{key}} :',
    empty: 'Aucune entrée ne correspond à ces filtres.',
    emptyHelp: 'Élargissez les dates ou retirez un filtre.',
    loadFailed: 'Nous n’avons pas pu charger le journal d’audit.',
    total_one: '{{count}} entrée',
    total_other: '{{count}} entrées',
    pages: 'Pages du journal d’audit',
    download: 'Télécharger en CSV',
    downloading: 'Préparation du fichier…',
    downloadFailed: 'Nous n’avons pas pu exporter le journal d’audit.',
    verify: 'Vérifier la chaîne',
    verifying: 'Vérification de la chaîne…',
    verifyFailed: 'Nous n’avons pas pu vérifier la chaîne.',
    chainValid: 'La chaîne est intacte : {{count}} entrées vérifiées, jusqu’à l’entrée {{last}}.',
    chainBroken:
      'La chaîne est rompue à l’entrée {{id}} : elle a été modifiée, supprimée ou insérée hors de l’application. {{count}} entrées vérifiées.',
    lastHash: 'Dernière empreinte',
    headTampered:
      'Les entrées de la chaîne se suivent, mais sa tête a été modifiée hors de l’application ({{count}} alertes) : voyez l’alerte ci-dessus.',
    alertsTitle: 'La tête de la chaîne d’audit a été modifiée hors de l’application',
    alertsBody:
      'La tête ne correspondait pas à la dernière entrée de la chaîne ({{count}} fois). Chaque fois, le journal a repris à la vraie dernière entrée sans interruption; trouvez qui l’a modifiée.',
    alertLine:
      '{{date}} : la tête indiquait l’entrée {{head}}; la vraie fin de la chaîne était l’entrée {{end}}.',
    alertHeadMissing: 'aucune (la tête avait été supprimée)',
  },
};
