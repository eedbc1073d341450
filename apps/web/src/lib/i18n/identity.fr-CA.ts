import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of identity.en-CA.ts, typed against the English catalogue. */
export const identityFrCA: Pick<Catalogue, 'form' | 'altcha' | 'validation' | 'auth' | 'settings'> =
  {
    form: {
      showPassword: 'Afficher le mot de passe',
      errorItem: '{{label}} : {{message}}',
    },
    altcha: {
      label: 'Je ne suis pas un robot',
      idle: 'Cochez la case pour vérifier',
      verifying: 'Vérification…',
      verified: 'Vérifié',
      failed: 'La vérification a échoué. Cochez la case pour réessayer.',
    },
    validation: {
      emailRequired: 'Entrez votre adresse courriel.',
      emailTooLong: 'Cette adresse courriel est trop longue.',
      emailInvalid: 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
      passwordRequired: 'Entrez votre mot de passe.',
      passwordTooShort: 'Utilisez au moins 12 caractères.',
      passwordTooLong: 'Utilisez au plus 128 caractères.',
      displayNameRequired: "Entrez un nom d'affichage.",
      displayNameTooLong: 'Utilisez au plus 60 caractères.',
      displayNameCharacters: "Utilisez seulement des lettres, des chiffres, des espaces et . , ' -",
      codeRequired: 'Entrez le code.',
      codeInvalid: 'Entrez le code à 6 chiffres.',
      recoveryCodeInvalid: 'Entrez un code de récupération comme abcde-12345.',
      mfaCodeInvalid: 'Entrez le code à 6 chiffres ou un code de récupération.',
      linkInvalid: 'Ce lien est invalide ou incomplet. Ouvrez-le de nouveau à partir du courriel.',
      botCheckRequired: 'Cochez « Je ne suis pas un robot » pour continuer.',
      botCheckInvalid:
        'La vérification est invalide. Cochez de nouveau « Je ne suis pas un robot ».',
      botCheckFailed:
        'La vérification a échoué ou a déjà servi. Cochez de nouveau « Je ne suis pas un robot ».',
      termsRequired: 'Acceptez les conditions pour continuer.',
      linkExpired: 'Ce lien est invalide ou a expiré.',
      passwordIncorrect: 'Le mot de passe est incorrect.',
      codeWrong: 'Le code est incorrect ou a expiré.',
      codeWrongRequestNew: 'Le code est incorrect ou a expiré. Demandez un nouveau code.',
      codeTooManyAttempts: 'Trop de codes erronés. Demandez un nouveau code.',
      otpFormat:
        "Entrez le code à 6 chiffres reçu par courriel ou affiché par votre application d'authentification.",
    },
    auth: {
      fields: {
        email: 'Adresse courriel',
        password: 'Mot de passe',
        newPassword: 'Nouveau mot de passe',
        displayName: "Nom d'affichage",
        code: "Code d'authentification",
        recoveryCode: 'Code de récupération',
      },
      passwordHint:
        'Au moins 12 caractères. Une phrase faite de mots sans lien entre eux est solide et facile à retenir.',
      signIn: {
        submit: 'Se connecter',
        submitting: 'Connexion…',
        forgotPassword: 'Mot de passe oublié?',
        noAccount: 'Nouveau chez Maple Exchange?',
        createAccount: 'Créer un compte',
        invalid: "L'adresse courriel ou le mot de passe est incorrect.",
        locked:
          'Ce compte est verrouillé après trop de tentatives. Nous vous avons envoyé par courriel un lien pour le déverrouiller.',
        unverified:
          "Confirmez d'abord votre adresse courriel avec le lien que nous vous avons envoyé.",
        resendLink: 'Renvoyer le lien',
        linkSent:
          "Si l'adresse doit encore être confirmée, un nouveau lien est en route. Consultez vos courriels.",
      },
      mfa: {
        intro: "Entrez le code à 6 chiffres de votre application d'authentification.",
        recoveryIntro:
          "Entrez l'un des codes de récupération que vous avez conservés lors de la configuration de l'application.",
        codeHint: 'Le code change toutes les 30 secondes.',
        recoveryHint: 'Comme abcde-12345. Chaque code ne sert qu’une fois.',
        useRecovery: 'Utiliser plutôt un code de récupération',
        useApp: "Utiliser le code de l'application",
        lostEverything: 'Clés d’accès et application d’authentification perdues?',
        submit: 'Vérifier',
        invalidCode: 'Ce code est incorrect ou a expiré. Essayez le code actuel.',
        expired:
          'Votre connexion a pris trop de temps. Entrez de nouveau votre courriel et votre mot de passe.',
      },
      link: {
        verifying: 'Confirmation de votre adresse courriel…',
        verified: 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
        unlocking: 'Déverrouillage de votre compte…',
        unlocked: 'Votre compte est déverrouillé. Vous pouvez maintenant vous connecter.',
      },
      signUp: {
        displayNameHint: "Le nom que nous utilisons pour vous saluer. Jusqu'à 60 caractères.",
        acceptTerms:
          "J'accepte les <terms>conditions générales</terms> et la <privacy>politique de confidentialité</privacy>.",
        submit: 'Créer le compte',
        submitting: 'Création de votre compte…',
        haveAccount: 'Vous avez déjà un compte?',
        signIn: 'Se connecter',
        doneTitle: 'Consultez vos courriels',
        done: 'Nous avons envoyé un message à {{email}}. Suivez le lien qu’il contient pour confirmer votre adresse, puis connectez-vous.',
      },
      reset: {
        intro:
          'Entrez l’adresse courriel de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
        submit: 'Envoyer le lien',
        submitting: 'Envoi…',
        backToSignIn: 'Retour à la connexion',
        doneTitle: 'Consultez vos courriels',
        done: 'Si un compte utilise {{email}}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valide pendant une heure.',
      },
      resetPassword: {
        intro:
          'Choisissez un nouveau mot de passe pour votre compte. Vous serez déconnecté partout ailleurs.',
        submit: 'Enregistrer le nouveau mot de passe',
        submitting: 'Enregistrement…',
        doneTitle: 'Votre mot de passe est changé',
        done: 'Connectez-vous avec votre nouveau mot de passe.',
        signIn: 'Se connecter',
        newLink: 'Demander un nouveau lien',
      },
    },
    settings: {
      totp: {
        title: 'Vérification en deux étapes',
        description:
          "Demander, à chaque connexion, un code d'une application d'authentification sur votre téléphone en plus de votre mot de passe.",
        statusLabel: "Application d'authentification :",
        on: 'Activée',
        off: 'Désactivée',
        recoveryLeftLabel: 'Codes de récupération restants :',
        setUp: "Configurer une application d'authentification",
        returnAfter:
          'Une fois la configuration terminée, vous retournez à la page d’où vous veniez.',
        scan: "Balayez ce code QR avec votre application d'authentification.",
        qrAlt: "Code QR qui ajoute Maple Exchange à une application d'authentification",
        manual:
          "Ou, dans l'application, choisissez d'entrer une clé de configuration et tapez cette clé :",
        parameters:
          'Basé sur le temps, {{algorithm}}, {{digits}} chiffres, toutes les {{period}} secondes.',
        enterCode:
          "Avant {{time}}, entrez le code à {{digits}} chiffres affiché par l'application.",
        codeLabel: "Code de l'application",
        complete: 'Activer',
        completing: 'Activation…',
        expired: 'Cette configuration a expiré. Recommencez pour obtenir un nouveau code QR.',
        startAgain: 'Recommencer',
        enabled: 'La vérification en deux étapes est activée.',
        remove: 'Désactiver',
        removing: 'Désactivation…',
        removeIntro:
          'Pour désactiver la vérification en deux étapes, entrez votre mot de passe et un code actuel.',
        removeIntroPasskey:
          'Pour désactiver la vérification en deux étapes, entrez un code actuel, puis confirmez avec l’une de vos clés d’accès.',
        removeBlocked:
          'Votre compte n’a pas de mot de passe, et ses codes de récupération sont l’un de vos moyens de connexion. Pour désactiver la vérification en deux étapes, ajoutez une autre clé d’accès ou définissez d’abord un mot de passe.',
        removeCodeLabel: "Code de l'application ou code de récupération",
        removeCodeHint: '6 chiffres, ou un code de récupération comme abcde-12345.',
        removed: 'La vérification en deux étapes est désactivée.',
      },
      recovery: {
        title: 'Conservez vos codes de récupération',
        intro:
          "Si vous perdez votre téléphone, chacun de ces codes vous permet de vous connecter une fois. C'est la seule fois que nous les affichons : copiez-les ou téléchargez-les et gardez-les en lieu sûr.",
        listLabel: 'Codes de récupération',
        copy: 'Copier les codes',
        copied: 'Copiés.',
        copyFailed: 'La copie a échoué. Téléchargez les codes ou notez-les.',
        download: 'Télécharger les codes',
        fileTitle: 'Codes de récupération {{brand}}. Chaque code ne sert qu’une fois.',
        confirm: "J'ai conservé mes codes de récupération en lieu sûr.",
        confirmRequired: 'Confirmez que vous avez conservé vos codes de récupération.',
        done: 'Terminé',
      },
      password: {
        title: 'Mot de passe',
        description:
          'Changer votre mot de passe vous déconnecte de tous vos autres appareils. Pour votre sécurité, les retraits sont suspendus pendant 24 heures par la suite.',
        sourceLegend: 'Confirmer votre identité avec',
        useTotp: "un code de mon application d'authentification",
        useEmail: 'un code envoyé à mon courriel',
        sendCode: 'M’envoyer un code par courriel',
        sendAgain: 'Envoyer un nouveau code',
        codeSent:
          'Nous avons envoyé un code à 6 chiffres à {{email}}. Il est valide jusqu’à {{time}}.',
        emailCode: 'Code reçu par courriel',
        totpCode: "Code de votre application d'authentification",
        codeConfirmed: 'Code confirmé.',
        change: 'Changer le mot de passe',
        changing: 'Changement…',
        changed: 'Votre mot de passe est changé.',
        loadFailed: 'Vos moyens de connexion n’ont pas pu être chargés.',
        removeTitle: 'Se connecter uniquement avec des clés d’accès',
        removeOffer:
          'Avec deux clés d’accès, ou une clé et des codes de récupération, vous pouvez supprimer votre mot de passe : personne ne pourra alors se connecter avec un mot de passe volé ou deviné.',
        removeBlocked:
          'Pour supprimer votre mot de passe et vous connecter uniquement avec des clés d’accès, ajoutez d’abord une deuxième clé d’accès ou des codes de récupération.',
        remove: 'Supprimer le mot de passe',
        removeIntro:
          'Entrez votre mot de passe, puis confirmez avec l’une de vos clés d’accès. Vos autres appareils sont déconnectés et les retraits sont suspendus pendant 24 heures.',
        removing: 'Suppression…',
        removed: 'Votre mot de passe est supprimé. Connectez-vous avec vos clés d’accès.',
        descriptionPasswordless:
          'Votre compte n’a pas de mot de passe : vous vous connectez avec vos clés d’accès. Vous pouvez définir un mot de passe de nouveau; vos autres appareils sont alors déconnectés et les retraits sont suspendus pendant 24 heures.',
        set: 'Définir un mot de passe',
        setIntro: 'Choisissez un mot de passe, puis confirmez avec l’une de vos clés d’accès.',
        setting: 'Enregistrement…',
        setDone: 'Votre mot de passe est défini.',
        setUnsupported:
          'Ce navigateur ne peut pas utiliser de clés d’accès. Pour définir un mot de passe, ouvrez les Paramètres dans un navigateur à jour, ou choisissez « Mot de passe oublié? » sur la page de connexion.',
      },
    },
  };
