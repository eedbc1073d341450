import type { kycFlowEnCA } from './kyc-flow.en-CA';

/** French (Canada) words of the identity-verification flow; part of the catalogue in fr-CA.ts. */
export const kycFlowFrCA: typeof kycFlowEnCA = {
  kyc: {
    intro:
      'Confirmez votre identité pour pouvoir approvisionner votre compte et effectuer des opérations.',
    loadFailed: "Nous n'avons pas pu charger votre vérification.",
    start: {
      title: 'Vérifiez votre identité',
      body: "La loi canadienne nous oblige à confirmer l'identité de chaque client avant qu'il n'effectue des opérations. Cela prend environ 10 minutes, et vous pouvez vous arrêter et revenir plus tard : nous enregistrons chaque étape.",
      needTitle: 'Ayez ceci sous la main',
      needId:
        "Une pièce d'identité gouvernementale avec photo valide : permis de conduire, passeport, carte d'identité provinciale ou carte de résident permanent.",
      needSin: 'Votre numéro d’assurance sociale (NAS).',
      needCamera:
        "L'appareil photo d'un téléphone ou d'un ordinateur, pour photographier votre pièce d'identité et prendre un égoportrait.",
      needAddress: 'Votre adresse domiciliaire au Canada.',
      button: 'Commencer la vérification',
      starting: 'Démarrage…',
    },
    progress: 'Progression de la vérification',
    stepOf: 'Étape {{current}} sur {{total}}',
    back: 'Retour',
    continue: 'Enregistrer et continuer',
    saving: 'Enregistrement…',
    backToReview: 'Enregistrer et revenir au récapitulatif',
    steps: {
      identity: 'Nom et date de naissance',
      address: 'Adresse et téléphone',
      employment: 'Emploi',
      tax: "Numéro d'assurance sociale",
      document: "Pièce d'identité avec photo",
      declarations: 'Déclarations',
      questionnaire: 'Questionnaire',
      review: 'Vérifier et soumettre',
    },
    stepIntro: {
      identity:
        "Entrez votre nom exactement comme il figure sur votre pièce d'identité avec photo.",
      address: 'Votre lieu de résidence au Canada, et un numéro où vous joindre.',
      employment: 'Dites-nous ce que vous faites dans la vie.',
      tax: "Nous demandons votre NAS pour les déclarations fiscales, comme l'exige l'Agence du revenu du Canada.",
      document:
        "Ajoutez une pièce d'identité gouvernementale avec photo et un égoportrait, pour que nous puissions vous associer à votre pièce.",
      declarations: 'Des réponses que la loi exige de chaque client.',
      questionnaire:
        "Ces réponses nous indiquent si les opérations sur cryptoactifs vous conviennent et déterminent vos limites d'investissement.",
      review: 'Vérifiez vos réponses, puis soumettez-les.',
    },
    errorSummary: 'Il y a un problème',
    fields: {
      firstName: 'Prénom',
      middleName: 'Second prénom (facultatif)',
      lastName: 'Nom de famille',
      dateOfBirth: 'Date de naissance',
      street: 'Adresse municipale',
      street2: 'Appartement ou unité (facultatif)',
      city: 'Ville',
      province: 'Province ou territoire',
      choose: 'Choisir…',
      postalCode: 'Code postal',
      postalCodeHint: 'Par exemple K1A 0B1.',
      phone: 'Numéro de téléphone',
      phoneHint: 'Un numéro canadien, par exemple 514 555 0123.',
      occupation: 'Profession',
      occupationHint: 'Votre titre de poste, ou « retraité » ou « étudiant ».',
      employer: 'Employeur',
      employerHint: 'Écrivez « travailleur autonome » ou « aucun » s’il y a lieu.',
      sin: "Numéro d'assurance sociale",
      sinHint: '9 chiffres, par exemple 123 456 782.',
      idType: "Type de pièce d'identité avec photo",
      idNumber: 'Numéro de la pièce',
      idNumberHint: 'Tel qu’il est imprimé sur la pièce.',
      idExpiry: "Date d'expiration",
      issuingProvince: 'Province ou territoire de délivrance',
    },
    idTypes: {
      drivers_license: 'Permis de conduire',
      passport: 'Passeport canadien ou étranger',
      identification_card: "Carte d'identité provinciale ou territoriale",
      residence_card: 'Carte de résident permanent',
    },
    provinces: {
      AB: 'Alberta',
      BC: 'Colombie-Britannique',
      MB: 'Manitoba',
      NB: 'Nouveau-Brunswick',
      NL: 'Terre-Neuve-et-Labrador',
      NS: 'Nouvelle-Écosse',
      NT: 'Territoires du Nord-Ouest',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Île-du-Prince-Édouard',
      QC: 'Québec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
    sin: {
      purposeTitle: 'Pourquoi nous demandons votre NAS',
      purpose:
        "L'Agence du revenu du Canada nous oblige à déclarer les opérations sur cryptoactifs sous votre numéro d'assurance sociale. Nous l'utilisons uniquement pour les déclarations fiscales.",
      storage:
        "Nous le conservons chiffré et n'en affichons jamais que les trois derniers chiffres. Nous ne le communiquons jamais à des fins de marketing ou de vérification de crédit.",
      onFile: 'NAS au dossier : {{masked}}',
      replace: 'Entrer un autre NAS',
    },
    files: {
      legend: 'Images',
      sending: 'Envoi des images…',
      front: 'Recto de la pièce',
      back: 'Verso de la pièce',
      photoPage: 'Page photo du passeport',
      selfie: 'Un égoportrait',
      idHint: 'Une photo ou un balayage net, JPEG, PNG ou PDF, jusqu’à 10 Mo.',
      selfieHint:
        "Votre visage, bien éclairé, sans lunettes ni chapeau. JPEG ou PNG, jusqu'à 10 Mo. Sur un téléphone, la caméra avant s'ouvre.",
      uploaded: 'Téléversé : {{type}}, {{size}}, le {{date}}.',
      uploading: 'Téléversement de {{name}}…',
      uploadedNow: '{{name}} est téléversé.',
      tooBig: 'Ce fichier dépasse 10 Mo. Choisissez-en un plus petit.',
      wrongType: 'Choisissez un fichier JPEG, PNG ou PDF.',
      wrongImageType: 'Choisissez une image JPEG ou PNG.',
      required: 'Téléversez cette image.',
    },
    declarations: {
      yes: 'Oui',
      no: 'Non',
      politicallyExposed:
        'Êtes-vous une personne politiquement exposée : occupez-vous, ou avez-vous occupé, une charge publique importante au Canada ou à l’étranger (par exemple chef d’État, ministre, juge, ambassadeur, officier militaire supérieur)?',
      headOfOrganization:
        "Êtes-vous le dirigeant d'une organisation internationale, ou de l'une de ses institutions?",
      familyOrAssociate:
        "Êtes-vous un membre de la famille ou un proche associé d'une personne politiquement exposée ou du dirigeant d'une organisation internationale?",
      thirdParty:
        "Une autre personne que vous dirigera-t-elle ce compte ou en profitera-t-elle (agissez-vous pour le compte d'un tiers)?",
      thirdPartyDetails: 'Qui est ce tiers, et quel est votre lien avec lui?',
      thirdPartyDetailsHint:
        "Son nom, son adresse et sa profession, et votre lien avec lui. Jusqu'à 500 caractères.",
      thirdPartyDetailsRequired: 'Dites-nous qui est ce tiers.',
      riskTitle: 'Déclaration des risques',
      risk1:
        'Les cryptoactifs sont très volatils : leur prix peut monter ou baisser fortement en peu de temps, et vous pourriez perdre tout l’argent investi.',
      risk2:
        "Les cryptoactifs n'ont pas cours légal. Ils ne sont garantis par aucun gouvernement ni aucune banque centrale, et ne sont pas couverts par la Société d'assurance-dépôts du Canada (SADC) ni par le Fonds canadien de protection des investisseurs (FCPI).",
      risk3:
        'Les transferts sur une chaîne de blocs sont irréversibles. Un cryptoactif envoyé à une mauvaise adresse est généralement perdu.',
      risk4:
        "Les opérations peuvent être suspendues ou retardées en période de tension sur les marchés ou de problèmes techniques. N'achetez que ce que vous pouvez vous permettre de perdre.",
      riskAcknowledge:
        "J'ai lu la déclaration des risques et je comprends les risques des cryptoactifs.",
    },
    questionnaire: {
      netIncome: 'Votre revenu annuel avant impôt',
      financialAssets:
        'Vos actifs financiers (liquidités et placements, moins les dettes qui s’y rattachent)',
      netAssets: 'Votre actif net (tout ce que vous possédez, moins tout ce que vous devez)',
      cryptoExperience: 'Votre expérience des cryptoactifs',
      understandsVolatility:
        'Comprenez-vous que le prix des cryptoactifs peut varier fortement et que vous pourriez perdre la totalité de votre placement?',
      canAffordLoss:
        "Pourriez-vous vous permettre de perdre l'argent que vous prévoyez investir dans les cryptoactifs?",
      options: {
        under_75k: 'Moins de 75 000 $',
        '75k_to_200k': 'De 75 000 $ à 200 000 $',
        over_200k: 'Plus de 200 000 $',
        under_1m: "Jusqu'à 1 000 000 $",
        over_1m: 'Plus de 1 000 000 $',
        under_400k: 'Moins de 400 000 $',
        '400k_to_5m': 'De 400 000 $ à 5 000 000 $',
        over_5m: 'Plus de 5 000 000 $',
        none: 'Aucune',
        some: "Un peu : j'ai déjà acheté ou vendu des cryptoactifs",
        experienced: "Expérimenté : j'effectue régulièrement des opérations sur cryptoactifs",
      },
    },
    review: {
      edit: 'Modifier',
      editStep: 'Modifier : {{step}}',
      name: 'Nom',
      dateOfBirth: 'Date de naissance',
      address: 'Adresse',
      phone: 'Téléphone',
      occupation: 'Profession',
      employer: 'Employeur',
      sin: 'NAS',
      idType: "Pièce d'identité",
      idNumber: 'Numéro de la pièce',
      idExpiry: "Date d'expiration",
      issuingProvince: 'Délivrée par',
      files: 'Images',
      filesCount: 'Images téléversées : {{count}}',
      notAnswered: 'Pas encore répondu',
      submit: 'Soumettre pour vérification',
      submitting: 'Envoi…',
      missing: 'Il manque encore des réponses : {{steps}}.',
      confirm:
        "En soumettant, vous confirmez que vos réponses sont exactes et complètes et que la pièce d'identité avec photo est la vôtre.",
    },
    result: {
      passedTitle: 'Votre identité est vérifiée',
      passedBody: 'Merci. Votre identité est confirmée et votre compte est prêt.',
      toExchange: "Aller à l'échange",
      toDashboard: 'Aller au tableau de bord',
      reviewingTitle: 'Votre vérification est en cours d’examen',
      reviewingBody:
        'Un membre de notre équipe de conformité examine vos réponses. Cela prend généralement un ou deux jours ouvrables.',
      reviewingEmail:
        "Nous vous écrirons par courriel dès que ce sera fait. Vous n'avez rien à faire pour l'instant.",
      reasonsTitle: 'Ce que nous vérifions',
      failedTitle: "Nous n'avons pas pu vérifier votre identité",
      failedBody: "Votre vérification n'a pas été approuvée, pour les raisons suivantes :",
      contact: 'Si vous pensez que c’est une erreur, communiquez avec notre équipe de soutien.',
      contactLink: 'Joindre le soutien',
      expiredTitle: 'Votre vérification a expiré',
      expiredBody:
        "Elle n'a pas été terminée à temps, et vos réponses n'ont donc pas été conservées. Recommencez : cela prend environ 10 minutes.",
      startAgain: 'Recommencer',
      frozenTitle: 'Votre compte est gelé',
      frozenBody: 'Veuillez communiquer avec notre équipe de soutien au sujet de votre compte.',
    },
    reasons: {
      id_check_failure: "Nous n'avons pas pu confirmer l'authenticité de votre pièce d'identité.",
      id_expiration_check_failure: "Votre pièce d'identité avec photo est expirée.",
      id_double_side_check_failure:
        "Il nous faut des images nettes des deux côtés de votre pièce d'identité.",
      id_type_allowed_check_failure: "Nous ne pouvons pas accepter ce type de pièce d'identité.",
      selfie_failure:
        "Votre égoportrait ne correspond pas clairement à la photo de votre pièce d'identité.",
      country_comparison_check_failure:
        "Votre pièce d'identité et votre adresse sont dans des pays différents.",
      duplicate_person_check_failure: 'Ces renseignements sont déjà utilisés par un autre compte.',
      prohibited_person_check_failure:
        'Votre nom correspond à une liste de sanctions ou de surveillance.',
      name_check_failure: "Le nom entré ne correspond pas à votre pièce d'identité.",
      address_check_failure: "Nous n'avons pas pu confirmer votre adresse.",
      dob_check_failure: "La date de naissance entrée ne correspond pas à votre pièce d'identité.",
      id_number_check_failure:
        "Le numéro de pièce entré ne correspond pas à votre pièce d'identité.",
      phone_number_check_failure: "Nous n'avons pas pu confirmer votre numéro de téléphone.",
      document_type_check_failure: "Un document téléversé n'est pas du type demandé.",
      document_quality_check_failure: 'Une image téléversée est floue ou incomplète.',
      compliance_rejection: "Notre équipe de conformité n'a pas pu approuver votre demande.",
      decision_timeout: "Nous n'avons pas pu rendre une décision à temps.",
      requested_failure: "Votre demande n'a pas été approuvée.",
      politically_exposed_person:
        'Vos réponses sur les personnes politiquement exposées et les organisations internationales doivent être examinées par notre équipe.',
      third_party: 'Un compte ouvert pour une autre personne doit être examiné par notre équipe.',
      appropriateness:
        'Vos réponses sur les risques des cryptoactifs doivent être examinées par notre équipe avant que vous puissiez négocier.',
      manual_review:
        'Votre demande doit être examinée par notre équipe. Nous vous écrirons pour vous en donner le résultat.',
    },
    verified: {
      title: 'Votre identité est vérifiée',
      body: 'Votre identité est confirmée. Vous pouvez déposer, retirer et effectuer des opérations.',
      eddOffer:
        "Besoin de limites plus élevées? Parlez-nous de la provenance de vos fonds et nous examinerons votre compte en vue d'un relèvement des limites.",
      eddStart: 'Demander des limites plus élevées',
    },
  },
};
