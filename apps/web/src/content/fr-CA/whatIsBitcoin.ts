import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que le bitcoin (BTC) ? Guide pour le Canada',
  description:
    'Le bitcoin expliqué : histoire, plafond de 21 millions, minage et halvings, satoshis, confirmations, risques, et comment en acheter en dollars canadiens.',
  heading: 'Qu’est-ce que le bitcoin ?',
  lead: 'Le bitcoin (BTC) est la première cryptomonnaie : une monnaie numérique que l’on peut s’envoyer par Internet sans passer par une banque, inscrite dans une chaîne de blocs publique qu’aucune entreprise ni aucun gouvernement ne contrôle. Voici d’où il vient, comment il fonctionne, à quoi il sert et quels risques peser avant d’en acheter.',
  sections: [
    {
      heading: 'Un bref historique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En octobre 2008, une personne ou un groupe se présentant sous le nom de **Satoshi Nakamoto** publie un livre blanc de neuf pages, « Bitcoin : A Peer-to-Peer Electronic Cash System ». Il y décrit une façon d’effectuer des paiements en ligne sans intermédiaire de confiance, grâce à un réseau d’ordinateurs qui s’entendent sur un même historique des transactions. Le réseau démarre en **janvier 2009**, quand Nakamoto mine le tout premier bloc. Nakamoto s’est retiré du projet en 2011 au plus tard, et son identité n’a jamais été révélée.',
        },
        {
          kind: 'paragraph',
          text: 'Depuis, le bitcoin est passé d’une expérience entre cryptographes au premier cryptoactif par la valeur de marché. Son logiciel est libre et entretenu par des bénévoles, et toute modification des règles exige un large accord parmi ceux qui font fonctionner le réseau.',
        },
      ],
    },
    {
      heading: 'Comment fonctionne le bitcoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le bitcoin repose sur une [chaîne de blocs](/What-is-a-blockchain) : un registre public copié sur des milliers d’ordinateurs. Les nouvelles transactions sont regroupées en blocs, et un bloc s’ajoute environ toutes les 10 minutes.',
        },
        { kind: 'subheading', text: 'Le minage' },
        {
          kind: 'paragraph',
          text: 'Les blocs sont produits par des **mineurs**, qui font tourner des machines spécialisées pour résoudre une énigme de preuve de travail. Le premier à la résoudre ajoute le bloc suivant et touche la récompense de bloc, faite de bitcoins nouvellement créés, ainsi que les frais des transactions qu’il contient. La difficulté s’ajuste environ toutes les deux semaines pour que les blocs continuent d’arriver à peu près toutes les 10 minutes, peu importe la puissance de calcul qui se joint au réseau ou le quitte.',
        },
        { kind: 'subheading', text: 'Le plafond de 21 millions et les halvings' },
        {
          kind: 'paragraph',
          text: 'Les règles du bitcoin limitent l’offre à **21 millions de pièces**. La récompense de bloc est réduite de moitié tous les 210 000 blocs, soit environ tous les quatre ans : c’est le **halving**. Elle était de 50 BTC par bloc en 2009 et est passée à 3,125 BTC au halving d’avril 2024. L’émission continuera de diminuer jusqu’à s’arrêter vers 2140 ; les mineurs ne seront alors payés que par les frais.',
        },
        { kind: 'subheading', text: 'Les unités' },
        {
          kind: 'table',
          caption: 'Unités du bitcoin',
          rows: [
            ['1 bitcoin (BTC)', '100 000 000 satoshis'],
            ['1 satoshi (sat)', '0,00000001 BTC, la plus petite unité'],
          ],
        },
        {
          kind: 'paragraph',
          text: `Nul besoin d’acheter un bitcoin entier : les montants descendent jusqu’au cent-millionième, et la transaction minimale chez ${b.brand} est de 5,00 $.`,
        },
      ],
    },
    {
      heading: 'Comment une transaction est confirmée',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Le portefeuille de l’expéditeur signe la transaction avec une clé privée et la diffuse sur le réseau.',
            'La transaction attend parmi les transactions non confirmées. Les mineurs choisissent en général d’abord celles qui paient les frais les plus élevés par rapport à leur taille ; les frais montent donc quand le réseau est achalandé.',
            'Un mineur l’inclut dans un bloc : c’est sa première **confirmation**.',
            'Chaque bloc suivant ajoute une confirmation. Après plusieurs, souvent six (environ une heure) pour les gros montants, la transaction est considérée comme définitive.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Une transaction bitcoin confirmée ne peut pas être annulée. Un envoi à une mauvaise adresse, ou à une adresse d’un autre réseau, signifie en général que les fonds sont perdus.',
        },
      ],
    },
    {
      heading: 'À quoi sert le bitcoin',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le détenir comme actif à long terme, à risque élevé, dont l’offre est fixe et qui ne dépend d’aucun gouvernement ni d’aucune banque.',
            'Transférer de la valeur d’un pays à l’autre, à toute heure, sans intermédiaire.',
            'Payer les commerçants qui l’acceptent, même si les variations de prix et les frais de réseau le rendent peu pratique pour bien des achats courants.',
            'Garder une épargne en autogestion, que seul le détenteur des clés peut déplacer.',
          ],
        },
      ],
    },
    {
      heading: 'Les risques',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité** : le cours du bitcoin varie souvent fortement en quelques jours, et il a perdu plus de la moitié de sa valeur à plusieurs reprises.',
            '**Aucune annulation** : un transfert erroné ou frauduleux ne peut pas être annulé.',
            '**Arnaques** : faux placements, usurpateurs d’identité et faux « cadeaux » ciblent les détenteurs de cryptoactifs. Aucune plateforme sérieuse ne vous demandera votre mot de passe ou vos clés.',
            '**Garde** : si vous détenez vos clés et les perdez, vos bitcoins sont perdus ; si une plateforme les détient, vous dépendez d’elle.',
            '**Règles et impôts** : la réglementation peut changer et, au Canada, vendre ou dépenser des cryptoactifs peut avoir des conséquences fiscales.',
          ],
        },
      ],
    },
    {
      heading: `Acheter du bitcoin au Canada avec ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Chez ${b.brand}, vous pouvez acheter et vendre du bitcoin en dollars canadiens. Approvisionnez votre compte par virement Interac ou par TEF, demandez une cotation en dollars ou en BTC, puis confirmez pendant qu’elle tient : la cotation indique le prix, l’écart et les frais éventuels, et reste ferme 10 secondes. Gardez vos bitcoins dans votre compte ou retirez-les vers un portefeuille que vous contrôlez. Notre [guide pour acheter du bitcoin au Canada](/how-to-buy-bitcoin-canada) détaille chaque étape, ou [ouvrez un compte](/signup) pour commencer.`,
        },
        {
          kind: 'note',
          text: 'Mise en garde : le bitcoin est volatil et peut perdre rapidement une grande partie, voire la totalité, de sa valeur. Ce n’est pas un dépôt bancaire et il n’est pas couvert par l’assurance-dépôts. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est une information générale, pas un conseil en placement.',
        },
      ],
    },
  ],
}));
