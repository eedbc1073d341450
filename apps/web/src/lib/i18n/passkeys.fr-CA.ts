import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of passkeys.en-CA.ts, typed against the English catalogue. */
export const passkeysFrCA: Pick<Catalogue, 'passkeys'> = {
  passkeys: {
    validation: {
      nameRequired: 'Donnez un nom à la clé d’accès.',
      nameTooLong: 'Utilisez au plus 60 caractères.',
    },
    signIn: {
      or: 'ou',
      button: 'Se connecter avec une clé d’accès',
      busy: 'En attente de votre clé d’accès…',
      cancelled:
        'La connexion par clé d’accès a été annulée ou a expiré. Réessayez, ou connectez-vous avec votre mot de passe.',
      unknown:
        'Cette clé d’accès n’est pas enregistrée auprès de Maple Exchange. Connectez-vous avec votre mot de passe, puis ajoutez-la dans les Paramètres.',
      expired: 'La connexion par clé d’accès a pris trop de temps. Réessayez.',
      failed:
        'Votre clé d’accès n’a pas pu être utilisée. Réessayez, ou connectez-vous avec votre mot de passe.',
    },
    settings: {
      title: 'Clés d’accès',
      description:
        'Connectez-vous avec votre empreinte digitale, votre visage ou le NIP de votre appareil plutôt qu’avec votre mot de passe.',
      empty:
        'Vous n’avez pas encore de clé d’accès. Une clé d’accès vous permet de vous connecter avec votre empreinte digitale, votre visage ou le NIP de votre appareil : aucun mot de passe à taper, et comme elle ne fonctionne que sur Maple Exchange, un site frauduleux ne peut pas s’en servir.',
      unsupported:
        'Ce navigateur ne peut pas créer de clé d’accès. Pour en ajouter une, ouvrez les Paramètres dans un navigateur à jour, comme Chrome, Edge, Firefox ou Safari.',
      loadFailed: 'Vos clés d’accès n’ont pas pu être chargées.',
      listLabel: 'Vos clés d’accès',
      addedLabel: 'Ajoutée le :',
      lastUsedLabel: 'Dernière utilisation :',
      neverUsed: 'Jamais utilisée',
      synced: 'Synchronisée',
      syncedHint:
        'Synchronisée : disponible sur vos autres appareils grâce à votre gestionnaire de mots de passe.',
      add: 'Ajouter une clé d’accès',
      addIntro:
        'Nommez la clé d’accès et entrez votre mot de passe pour confirmer votre identité. Votre navigateur vous demandera ensuite de créer la clé.',
      addIntroPasskey:
        'Nommez la clé d’accès, puis confirmez votre identité avec l’une de vos clés d’accès. Votre navigateur vous demandera ensuite de créer la nouvelle clé.',
      nameLabel: 'Nom de la clé d’accès',
      nameHint:
        'Pour distinguer vos clés d’accès, comme « Portable du bureau ». Au plus 60 caractères.',
      defaultName: 'Clé d’accès {{number}}',
      create: 'Créer la clé d’accès',
      creating: 'Création…',
      added:
        'La clé d’accès « {{name}} » est ajoutée. Vous pouvez maintenant vous connecter avec elle.',
      cancelled:
        'La clé d’accès n’a pas été créée : la demande a été annulée ou a expiré. Réessayez.',
      alreadyOnDevice: 'Cet appareil contient déjà une clé d’accès pour votre compte.',
      conflict: 'Cette clé d’accès est déjà enregistrée dans votre compte.',
      expired:
        'La création de la clé d’accès a pris trop de temps ou n’a pas pu être vérifiée. Recommencez.',
      failed: 'La clé d’accès n’a pas été créée. Réessayez, ou utilisez un autre appareil.',
      notApproved: 'Votre clé d’accès n’a pas confirmé votre identité. Réessayez.',
      rename: 'Renommer',
      renameLabel: 'Renommer {{name}}',
      save: 'Enregistrer',
      saving: 'Enregistrement…',
      renamed: 'La clé d’accès s’appelle maintenant « {{name}} ».',
      remove: 'Supprimer',
      removeLabel: 'Supprimer {{name}}',
      removeIntro:
        'Supprimer « {{name}} »? Vous ne pourrez plus vous connecter avec cette clé. Entrez votre mot de passe pour confirmer.',
      removeIntroPasskey:
        'Supprimer « {{name}} »? Vous ne pourrez plus vous connecter avec cette clé. Confirmez avec l’une de vos clés d’accès.',
      removeBlocked:
        'Votre compte n’a pas de mot de passe : il garde donc deux clés d’accès, ou une clé et des codes de récupération. Pour supprimer une clé, ajoutez-en une autre ou définissez d’abord un mot de passe.',
      removeSubmit: 'Supprimer la clé d’accès',
      removing: 'Suppression…',
      removed: 'La clé d’accès « {{name}} » est supprimée.',
      gone: 'Cette clé d’accès n’est plus associée à votre compte.',
    },
    approval: {
      cancelled:
        'La demande de clé d’accès a été fermée ou a expiré. Réessayez quand vous serez prêt.',
      failed:
        'Votre clé d’accès n’a pas pu être utilisée. Réessayez, ou utilisez un autre appareil.',
      refused: 'Votre clé d’accès n’a pas confirmé ce changement. Réessayez.',
      expired: 'La confirmation a pris trop de temps. Réessayez.',
    },
  },
};
