import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que le bitcoin cash (BCH) ? Les différences',
  description:
    'Le bitcoin cash expliqué : la fourche de 2017 sur la taille des blocs, le plafond de 21 millions, CashAddr et ses différences avec le bitcoin.',
  heading: 'Qu’est-ce que le bitcoin cash ?',
  lead: 'Le bitcoin cash (BCH) est une cryptomonnaie issue d’une scission du bitcoin en août 2017, au terme d’un long désaccord sur la façon de faire grandir le réseau. Il partage l’historique du bitcoin jusqu’à la scission et son plafond de 21 millions de pièces, mais suit une autre voie : des blocs beaucoup plus gros, pour inscrire davantage de paiements directement dans la chaîne de blocs, à faible coût.',
  sections: [
    {
      heading: 'La fourche de 2017 sur la taille des blocs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En 2017, les blocs du bitcoin étaient limités à environ 1 Mo. Aux heures de pointe, les frais grimpaient et les transactions attendaient des heures. La communauté s’est divisée sur la solution. Un camp voulait garder de petits blocs et absorber la croissance grâce à des améliorations comme Segregated Witness (SegWit) et à des couches de paiement bâties par-dessus le bitcoin. L’autre voulait augmenter la taille des blocs pour inscrire plus de paiements directement dans la [chaîne de blocs](/What-is-a-blockchain).',
        },
        {
          kind: 'paragraph',
          text: 'Le **1er août 2017**, le camp des gros blocs a lancé le bitcoin cash par une **fourche divergente** (hard fork) : une copie de la chaîne du bitcoin qui, à partir de ce bloc, a suivi de nouvelles règles et a poursuivi sa propre chaîne. Chaque solde en bitcoin au moment de la fourche avait son équivalent en bitcoin cash sur la nouvelle chaîne. Depuis, les deux réseaux et leurs monnaies évoluent chacun de leur côté.',
        },
        {
          kind: 'paragraph',
          text: `Le bitcoin cash s’est lui-même scindé en novembre 2018, quand un groupe l’a quitté pour créer Bitcoin SV (BSV), une monnaie distincte. ${b.brand} ne négocie que le bitcoin cash (BCH).`,
        },
      ],
    },
    {
      heading: 'En quoi le bitcoin cash diffère du bitcoin',
      blocks: [
        {
          kind: 'table',
          caption: 'Le bitcoin cash comparé au bitcoin',
          rows: [
            [
              'Taille des blocs',
              'Portée à 8 Mo à la fourche, puis à 32 Mo en 2018 ; depuis 2024, la limite peut augmenter avec l’usage. Le bitcoin a gardé une limite bien plus basse.',
            ],
            ['Intervalle entre les blocs', 'Environ 10 minutes, comme le bitcoin'],
            ['Offre maximale', '21 millions de BCH, comme le bitcoin'],
            [
              'Consensus',
              'Preuve de travail avec SHA-256, le même algorithme de minage que le bitcoin',
            ],
            ['SegWit', 'Non adopté (le bitcoin l’a adopté en 2017)'],
            ['Adresses', 'Format CashAddr (bitcoincash:q… ou p…) ; l’ancien format reste valide'],
            ['Plus petite unité', '1 satoshi = 0,00000001 BCH'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Comme ses blocs sont rarement pleins, le bitcoin cash a généralement des frais de réseau très bas, ce qui convient aux petits paiements courants. En contrepartie, il est sécurisé par beaucoup moins de puissance de minage que le bitcoin, ce qui le rendrait en principe moins coûteux à attaquer, et de gros blocs rendent plus exigeante, avec le temps, la tenue d’une copie complète de la chaîne.',
        },
      ],
    },
    {
      heading: 'Les adresses : CashAddr et ancien format',
      blocks: [
        {
          kind: 'paragraph',
          text: 'À la fourche, le bitcoin cash a conservé le format d’adresse du bitcoin : une adresse bitcoin cash pouvait donc ressembler en tout point à une adresse bitcoin, commençant par 1 ou 3, et des gens ont envoyé des pièces sur le mauvais réseau par erreur. En janvier 2018, le bitcoin cash a adopté **CashAddr**, un format distinct : l’adresse commence par le préfixe **bitcoincash:** suivi de q pour une adresse ordinaire ou de p pour une adresse de script. Bien des portefeuilles masquent le préfixe et n’affichent que la suite.',
        },
        {
          kind: 'paragraph',
          text: 'Les adresses de l’ancien format fonctionnent toujours sur le réseau bitcoin cash, et les deux formats se convertissent l’un en l’autre. Le danger, c’est la confusion : rien dans une adresse de l’ancien format n’indique à quel réseau elle appartient.',
        },
        {
          kind: 'list',
          items: [
            'Utilisez une adresse CashAddr chaque fois que votre portefeuille en offre une.',
            'Assurez-vous que le portefeuille destinataire prend en charge le bitcoin cash, et pas seulement le bitcoin.',
            'N’envoyez jamais de BCH à une adresse bitcoin, ni de BTC à une adresse bitcoin cash : ces pièces sont difficiles, et souvent impossibles, à récupérer.',
          ],
        },
        {
          kind: 'note',
          text: `Chez ${b.brand}, chaque portefeuille de retrait enregistré est vérifié selon le format de son réseau et comparé à une liste d’adresses interdites. Cette vérification ne peut pas garantir que le portefeuille destinataire prend en charge le bitcoin cash ni qu’il vous appartient : vérifiez avant d’envoyer.`,
        },
      ],
    },
    {
      heading: 'Usages et risques',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On utilise le bitcoin cash pour des paiements et des transferts peu coûteux, y compris de petits montants pour lesquels les frais du bitcoin seraient disproportionnés, et certains le détiennent comme actif spéculatif. Ses risques :',
        },
        {
          kind: 'list',
          items: [
            '**Volatilité** : son cours peut varier fortement, et il a perdu l’essentiel de sa valeur par rapport à ses anciens sommets.',
            '**Un réseau plus petit** : moins de puissance de minage et moins d’activité de négociation que le bitcoin, et un historique de scissions.',
            '**Aucune annulation** : un transfert confirmé est définitif, et des pièces envoyées sur le mauvais réseau sont généralement perdues.',
            '**Arnaques** : usurpateurs et faux « cadeaux » ciblent les détenteurs de cryptoactifs.',
          ],
        },
      ],
    },
    {
      heading: `Acheter du bitcoin cash avec ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Chez ${b.brand}, vous pouvez acheter et vendre du bitcoin cash en dollars canadiens. Demandez une cotation en dollars ou en BCH : elle indique le prix, l’écart et les frais éventuels, et reste ferme 10 secondes. Gardez votre bitcoin cash dans votre compte ou retirez-le vers un portefeuille bitcoin cash que vous contrôlez. Voyez [comment acheter du bitcoin cash](/how-to-buy-bitcoin-cash) pour les étapes, ou [ouvrez un compte](/signup). Pour comparer, lisez [qu’est-ce que le bitcoin](/what-is-bitcoin-btc).`,
        },
        {
          kind: 'note',
          text: 'Mise en garde : le bitcoin cash est volatil et peut perdre rapidement une grande partie, voire la totalité, de sa valeur. Ce n’est pas un dépôt bancaire et il n’est pas couvert par l’assurance-dépôts. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est une information générale, pas un conseil en placement.',
        },
      ],
    },
  ],
}));
