import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Protéger votre compte et vos cryptomonnaies',
  description: `Comment ${b.brand} protège votre compte, de la connexion à deux facteurs aux retraits, et les bons réflexes pour garder vos cryptos en sécurité.`,
  heading: 'Protéger votre compte et vos cryptomonnaies',
  lead: `La sécurité est un travail d’équipe. Nous intégrons des mesures de protection à chaque compte ${b.brand} ; vous gardez la maîtrise de votre mot de passe, de vos appareils et de vos décisions. Voici ce que nous faisons, ce que vous pouvez faire, et ce que nous ne vous demanderons jamais.`,
  sections: [
    {
      heading: 'Comment nous protégeons votre compte',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Mots de passe :** ils ne sont jamais conservés tels quels. Ils sont hachés avec Argon2id, une méthode conçue pour que des données de mots de passe volées soient très difficiles à exploiter.',
            '**Connexion à deux facteurs :** elle fonctionne avec n’importe quelle application d’authentification (TOTP) et s’accompagne de codes de récupération au cas où vous perdriez votre téléphone.',
            '**Une session à la fois :** une nouvelle connexion met fin aux sessions précédentes du même compte, et chaque session expire après 12 heures.',
            '**Codes à usage unique :** ils sont exigés pour les opérations sensibles, soit l’ajout d’un portefeuille de retrait, un retrait et le changement de votre mot de passe.',
            '**Chiffrement :** les renseignements personnels sensibles, comme votre numéro d’assurance sociale, sont chiffrés au repos. Chaque connexion passe par HTTPS, avec des en-têtes de sécurité stricts.',
            '**Accès du personnel :** notre personnel se connecte avec l’authentification à deux facteurs et dispose de rôles qui limitent ce que chacun peut faire.',
            '**Aucun traceur tiers :** la vérification anti-robot de nos formulaires est hébergée chez nous, et non par un service de suivi externe.',
          ],
        },
      ],
    },
    {
      heading: 'Des mesures de protection sur les retraits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'C’est par les retraits qu’un compte piraté cause le plus de dommages. Ils bénéficient donc de protections supplémentaires :',
        },
        {
          kind: 'list',
          items: [
            'Les cryptos ne peuvent être retirées que vers des portefeuilles externes enregistrés dans votre compte.',
            'Un nouveau portefeuille peut recevoir des retraits 24 heures après son ajout.',
            'Chaque adresse est vérifiée selon le format de son réseau et comparée à une liste d’adresses interdites.',
            'Les retraits sont bloqués pendant 24 heures après un changement de mot de passe ou une réinitialisation de l’authentification à deux facteurs.',
            'Des limites par défaut plafonnent les sommes qui peuvent quitter un compte en 24 heures.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ces délais peuvent paraître longs quand vous êtes pressé. Ils existent pour que, si quelqu’un accédait un jour à votre compte, vous ayez le temps de vous en apercevoir et de [communiquer avec nous](/contact) avant que vos cryptos ne partent.',
        },
      ],
    },
    {
      heading: 'Ce que vous pouvez faire',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Utilisez un mot de passe unique** pour votre compte, idéalement généré et conservé par un gestionnaire de mots de passe.',
            '**Activez la connexion à deux facteurs** avec une application d’authentification, et gardez vos codes de récupération hors ligne, dans un endroit auquel vous seul avez accès.',
            '**Protégez votre compte de courriel** avec son propre mot de passe robuste et la connexion à deux facteurs : c’est lui qui reçoit vos codes à usage unique.',
            '**Vérifiez les adresses** caractère par caractère, et assurez-vous que l’actif et le réseau correspondent, avant d’enregistrer un portefeuille ou d’envoyer des cryptos.',
            '**Faites un essai avec un petit montant** avant un retrait important vers un nouveau portefeuille.',
            '**Gardez vos appareils à jour** et déconnectez-vous sur les ordinateurs partagés.',
          ],
        },
      ],
    },
    {
      heading: 'Reconnaître l’hameçonnage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les messages d’hameçonnage se font passer pour nous ou pour un autre nom de confiance afin d’obtenir vos renseignements ou vos cryptos. Méfiez-vous :',
        },
        {
          kind: 'list',
          items: [
            'des messages qui créent un sentiment d’urgence (« votre compte sera fermé aujourd’hui ») ou promettent de l’argent facile ;',
            'des liens vers des adresses qui ressemblent presque à la nôtre ; tapez vous-même notre adresse ou utilisez un favori ;',
            'de quiconque demande un mot de passe, un code ou une phrase de récupération ;',
            'des « agents de soutien » qui vous contactent en premier sur les réseaux sociaux ou par messagerie ;',
            'des concours, des offres pour « doubler vos cryptos » et des primes qui exigent que vous envoyiez d’abord des cryptos.',
          ],
        },
      ],
    },
    {
      heading: 'Ce que nous ne vous demanderons jamais',
      blocks: [
        {
          kind: 'paragraph',
          text: `Le soutien de ${b.brand} ne vous demandera jamais votre mot de passe, un code d’authentification à deux facteurs ou un code de récupération, que ce soit par courriel, par téléphone ou de toute autre façon. Aucune personne légitime n’a besoin non plus de la phrase de récupération d’un portefeuille que vous contrôlez.`,
        },
        {
          kind: 'note',
          text: 'Si vous croyez qu’une autre personne a accès à votre compte, changez immédiatement votre mot de passe et [communiquez avec nous](/contact). Le changement de mot de passe bloque aussi les retraits pendant 24 heures, ce qui protège votre solde pendant que nous examinons la situation.',
        },
        {
          kind: 'paragraph',
          text: 'Vous voulez comprendre qui détient vos cryptos et comment les détenir vous-même ? Lisez [Cryptos avec ou sans dépositaire](/Non-Custodial).',
        },
      ],
    },
  ],
}));
