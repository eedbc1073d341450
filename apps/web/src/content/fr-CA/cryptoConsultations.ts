import { hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Aide crypto : ce que notre équipe peut faire, ou non',
  description: `L’équipe de ${b.brand} explique le fonctionnement de la plateforme, mais ne donne pas de conseils personnalisés en placement, en fiscalité ou en droit.`,
  heading: 'L’aide de notre équipe, et ses limites',
  lead: `${b.brand} n’offre ni consultations payantes ni conseils personnalisés. Ce que nous offrons, c’est une aide concrète sur le fonctionnement de la plateforme, de la part de gens qui la connaissent bien, par courriel ou par téléphone. Cette page précise où commence et où s’arrête cette aide, et vers qui vous tourner pour des conseils adaptés à votre situation.`,
  sections: [
    {
      heading: 'Ce que nous ne faisons pas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Notre équipe ne donne pas de conseils personnalisés en matière de placement, de fiscalité ou de droit. Concrètement, nous ne pourrons pas :',
        },
        {
          kind: 'list',
          items: [
            'vous dire s’il faut acheter ou vendre, quel actif choisir, combien investir ni à quel moment ;',
            'prédire des prix ou avancer ce qu’une cryptomonnaie pourrait valoir un jour ;',
            'examiner votre portefeuille de placements ou juger si les cryptomonnaies conviennent à vos finances ;',
            'vous dire combien d’impôt vous devez ni comment produire votre déclaration ;',
            'interpréter la loi pour votre situation particulière.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un bon conseil dépend de l’ensemble de votre situation financière et doit venir d’une personne qualifiée pour le donner. Nous préférons le dire franchement plutôt que d’offrir quelque chose qui ressemble à un conseil sans en être un.',
        },
      ],
    },
    {
      heading: 'Ce en quoi nous pouvons vous aider',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous vous guiderons volontiers dans n’importe quelle partie de la plateforme, par exemple :',
        },
        {
          kind: 'list',
          items: [
            '**Votre compte :** l’inscription, la connexion, la configuration de la connexion à deux facteurs et la conservation de vos codes de récupération.',
            '**La vérification d’identité :** ce que nous demandons et pourquoi, comme votre numéro d’assurance sociale aux fins de déclaration fiscale, et ce qui se passe quand un dossier doit être examiné par notre équipe de conformité.',
            '**L’approvisionnement :** la liaison d’un compte bancaire, les deux petits dépôts d’essai et l’envoi d’un virement Interac avec votre code unique.',
            '**Les opérations :** la lecture d’une cotation, l’écart et les frais éventuels, le compte à rebours de 10 secondes, et la raison pour laquelle un nouveau produit reste en cours de règlement quelques secondes.',
            '**Les retraits :** l’enregistrement d’un portefeuille externe, le délai de 24 heures, les frais de réseau et les limites.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Joignez-nous par courriel à ${b.supportEmail} ou par téléphone au ${phoneText(b)}, ${hoursText(b, 'fr-CA')}. Vous pouvez aussi nous écrire au moyen du formulaire présenté sur notre [page Nous joindre](/contact). Nous ne vous demanderons jamais votre mot de passe, un code d’authentification à deux facteurs ni un code de récupération.`,
        },
      ],
    },
    {
      heading: 'Apprendre à votre rythme',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nos pages éducatives expliquent l’essentiel en langage clair, en présentant les risques aux côtés des usages :',
        },
        {
          kind: 'list',
          items: [
            'le [centre d’apprentissage](/learn), qui réunit tous nos guides ;',
            '[Premiers pas](/getting-started), de l’inscription à votre première opération ;',
            '[ce qu’est une chaîne de blocs](/What-is-a-blockchain) et pourquoi c’est important ;',
            '[le fonctionnement de nos cotations en temps réel](/Real-Time-Quotes) ;',
            'la [foire aux questions](/faq).',
          ],
        },
      ],
    },
    {
      heading: 'Quand vous avez besoin d’un conseil',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Placements :** adressez-vous à un conseiller inscrit. Vous pouvez vérifier l’inscription d’une personne ou d’une société dans la Recherche nationale d’inscription des Autorités canadiennes en valeurs mobilières.',
            '**Impôt :** adressez-vous à un comptable ou à un fiscaliste. Au Canada, vendre, échanger ou dépenser des cryptomonnaies peut avoir des conséquences fiscales : conservez un relevé de vos opérations ; l’historique de vos ordres sur la plateforme vous y aidera.',
            '**Questions juridiques :** adressez-vous à un avocat ou à un notaire au sujet de votre situation.',
          ],
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur. Méfiez-vous de quiconque promet des rendements garantis ou vous presse d’investir rapidement.',
        },
      ],
    },
  ],
}));
