import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => {
  const hours = hoursText(b, 'fr-CA');
  return {
    title: 'Nous joindre : courriel, téléphone et formulaire',
    description: `Joindre le soutien de ${b.brand} par courriel, téléphone ou formulaire : ce qu’il faut écrire et ce que nous ne demandons jamais.`,
    heading: 'Nous joindre',
    lead: 'Une question sur votre compte, une opération, un dépôt ou un retrait ? Notre équipe de soutien répond par courriel, par téléphone et au moyen du formulaire de contact, en français ou en anglais. Vous trouverez ici toutes les façons de nous joindre, les renseignements qui nous aident à vous répondre plus vite, et la façon dont nous traitons les plaintes et les demandes liées à la vie privée.',
    sections: [
      {
        heading: 'Nos coordonnées',
        blocks: [
          {
            kind: 'table',
            caption: 'Comment joindre le soutien',
            rows: [
              ['Courriel', b.supportEmail],
              ['Téléphone', phoneText(b)],
              ['Heures d’ouverture', hours.charAt(0).toUpperCase() + hours.slice(1)],
              ['Formulaire de contact', '[Plus bas sur cette page](#contact-form)'],
              ['Adresse postale', `${b.legalName}, ${addressLine(b)}`],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Les lignes téléphoniques sont ouvertes pendant les heures indiquées ci-dessus. Vous pouvez nous écrire par courriel ou par le formulaire en tout temps : les messages reçus en dehors des heures d’ouverture sont traités dès notre retour. Nous répondons par courriel aux messages envoyés par le formulaire, habituellement en moins d’un jour ouvrable.',
          },
        ],
      },
      {
        heading: 'Ce qu’il faut inclure dans votre message',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Quelques précisions dès le départ évitent un aller-retour de questions. Écrivez-nous de préférence depuis l’adresse courriel associée à votre compte, ou indiquez-la, et précisez :',
          },
          {
            kind: 'list',
            items: [
              'ce que vous tentiez de faire, et ce qui s’est produit (le texte exact d’un message d’erreur nous aide beaucoup) ;',
              'la date et l’heure approximative, ainsi que toute référence affichée à l’écran pour une opération, un dépôt ou un retrait ;',
              'pour un dépôt ou un retrait de cryptomonnaie : l’actif, le montant, l’adresse utilisée et l’identifiant de la transaction (hash), si vous l’avez ;',
              'pour un dépôt en dollars canadiens : le mode (virement Interac ou TEF), le montant et, pour un virement Interac, le code unique inscrit dans le message du virement ;',
              'des captures d’écran, si elles sont utiles, en masquant les codes et les numéros personnels.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Avant de discuter des détails d’un compte, nous pourrions vous demander de confirmer que vous en êtes le titulaire. C’est d’abord vous que cette mesure protège.',
          },
        ],
      },
      {
        heading: 'Ce que nous ne vous demanderons jamais',
        blocks: [
          {
            kind: 'list',
            items: [
              'votre mot de passe ;',
              'un code de votre application d’authentification, ou un code à usage unique reçu par courriel ;',
              'vos codes de récupération.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Considérez comme une fraude toute demande d’envoyer des cryptos ou de l’argent pour « vérifier » ou « protéger » votre compte, ainsi que toute demande de la phrase de récupération d’un portefeuille que vous contrôlez. Aucune personne légitime n’en a besoin.',
          },
          {
            kind: 'note',
            text: `Si une personne se présentant comme un membre de ${b.brand} vous demande l’un de ces éléments, arrêtez-vous, ne répondez pas et communiquez avec nous uniquement au moyen des coordonnées de cette page. Pour en savoir plus, lisez [comment protéger votre compte](/Safe-and-Secure-Crypto-Wallet).`,
          },
        ],
      },
      {
        heading: 'Plaintes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Si vous êtes insatisfait de notre service ou de la façon dont une demande a été traitée, dites-le-nous. Communiquez avec le soutien par l’un des moyens ci-dessus en précisant clairement qu’il s’agit d’une plainte, afin qu’elle soit consignée et traitée comme telle. Décrivez ce qui s’est passé, les conséquences pour vous et ce que vous attendez de nous.',
          },
          {
            kind: 'paragraph',
            text: 'La façon dont les plaintes sont reçues, examinées et réglées, ainsi que vos recours si notre réponse ne vous satisfait pas, est décrite dans notre [convention de compte](/user-agreement).',
          },
        ],
      },
      {
        heading: 'Questions sur la vie privée',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les questions sur vos renseignements personnels, les demandes d’accès ou de rectification et les plaintes relatives à la vie privée s’adressent à notre responsable de la protection des renseignements personnels. La façon de le joindre et les droits que vous confère la législation canadienne sur la vie privée (y compris la Loi 25 pour les résidents du Québec) sont expliqués dans notre [Politique de confidentialité](/privacy-policy).',
          },
        ],
      },
    ],
  };
});
