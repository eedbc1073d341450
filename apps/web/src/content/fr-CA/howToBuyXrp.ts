import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du XRP au Canada',
  description:
    'Acheter du XRP en dollars canadiens : les étapes, la limite annuelle de 30 000 $ et le retrait vers une adresse r avec la bonne étiquette de destination.',
  heading: 'Comment acheter du XRP',
  lead: `Le XRP est l’actif natif du XRP Ledger. Vous pouvez en acheter en dollars canadiens chez ${b.brand}, mais deux points le distinguent de nos autres actifs : une limite d’achat annuelle prévue par les règles canadiennes en valeurs mobilières, et l’étiquette de destination dont vous pourriez avoir besoin au moment du retrait.`,
  sections: [
    {
      heading: 'Pourquoi le XRP',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le XRP Ledger fonctionne depuis 2012. Les 100 milliards de XRP ont tous été créés à son lancement : il n’y a donc pas de minage. Des validateurs indépendants s’entendent sur chaque nouvelle version du registre, et les paiements sont habituellement confirmés en quelques secondes, pour des frais minimes. L’entreprise Ripple utilise le XRP dans certains de ses produits de paiement et en détient une part importante. Lisez [ce qu’est le XRP](/what-is-XRP) avant d’acheter.',
        },
      ],
    },
    {
      heading: 'Acheter du XRP, étape par étape',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Créez un compte à partir de la [page d’inscription](/signup) et confirmez votre adresse courriel.',
            'Vérifiez votre identité avec une pièce d’identité gouvernementale avec photo, votre numéro d’assurance sociale, votre adresse et votre profession.',
            'Ajoutez des dollars canadiens par TEF ou par virement Interac (avec votre code de référence).',
            'Ouvrez **Échange**, choisissez **Acheter** et sélectionnez **XRP**.',
            'Saisissez le montant en dollars canadiens ou en XRP.',
            'Examinez la cotation, qui présente le prix tout compris, l’écart et les frais éventuels. Elle reste valable 10 secondes, avec un compte à rebours, puis est remplacée par une nouvelle cotation au prix du moment si elle expire.',
            'Confirmez pour acheter exactement à ces montants.',
            'Vos XRP apparaissent dans **Actifs** et l’opération dans **Ordres**. Ils se règlent quelques secondes après l’opération ; vous pouvez ensuite les vendre ou les retirer.',
          ],
        },
      ],
    },
    {
      heading: 'La limite d’achat de 30 000 $',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les règles canadiennes en valeurs mobilières considèrent le bitcoin, l’ether, le litecoin et le bitcoin cash comme des « cryptoactifs désignés ». Ce n’est pas le cas du XRP : la plupart des investisseurs particuliers peuvent donc en acheter **au plus 30 000 $ en montant net par période de 12 mois**. Le montant net correspond aux achats moins les ventes. Les investisseurs admissibles peuvent aller jusqu’à 100 000 $, et les investisseurs qualifiés n’ont aucun plafond. La règle ne s’applique pas dans les provinces qui en dispensent.',
        },
      ],
    },
    {
      heading: 'Frais et minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le XRP est coté au cours médian du marché plus un écart de 0,75 % par défaut, sans frais de négociation distincts par défaut, et l’opération minimale est de 5,00 $. La cotation affiche les chiffres réels avant votre confirmation ([fonctionnement des cotations](/Real-Time-Quotes)). Un retrait entraîne aussi des frais de réseau du XRP Ledger, affichés avant la confirmation.',
        },
      ],
    },
    {
      heading: 'Retirer du XRP : adresse et étiquette de destination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une adresse du XRP Ledger, dite adresse classique, commence par un **r** minuscule et compte de 25 à 35 caractères. Les plateformes d’échange et autres services partagés utilisent souvent une seule adresse pour de nombreux clients et les distinguent grâce à une **étiquette de destination** (destination tag), un nombre à indiquer avec l’adresse. Un portefeuille personnel n’en a généralement pas besoin.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copiez l’adresse classique r… du portefeuille ou du service destinataire, ainsi que son étiquette de destination s’il vous en donne une.',
            'Enregistrez les deux dans **Portefeuille externe** et confirmez avec un code à usage unique. L’adresse est vérifiée selon son format et comparée à une liste d’adresses interdites.',
            'Le portefeuille peut être utilisé 24 heures après son ajout.',
            'Dans **Retraits**, choisissez le XRP, le portefeuille et le montant, vérifiez les frais de réseau et confirmez avec un code à usage unique.',
          ],
        },
        {
          kind: 'note',
          text: 'Si vous omettez une étiquette de destination requise, vos XRP peuvent arriver chez le service sans jamais être portés à votre compte. De plus, une toute nouvelle adresse du XRP Ledger ne devient active qu’après avoir reçu une réserve minimale de XRP : consultez les instructions de votre portefeuille avant un premier petit transfert.',
        },
      ],
    },
    {
      heading: 'Conseils et risques',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vérifiez l’étiquette de destination chiffre par chiffre : une étiquette erronée est aussi grave qu’une étiquette manquante.',
            'Faites le suivi de vos achats et ventes de XRP, tant pour la limite de 12 mois que pour l’impôt.',
            'Méfiez-vous des « cadeaux » et distributions de XRP qui vous demandent d’abord d’en envoyer : ce sont des arnaques.',
          ],
        },
        {
          kind: 'note',
          text: 'Le prix du XRP est volatil et a déjà réagi fortement à des nouvelles juridiques et réglementaires. Il peut perdre une grande partie de sa valeur rapidement. N’investissez que ce que vous pouvez vous permettre de perdre. Ce guide fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
