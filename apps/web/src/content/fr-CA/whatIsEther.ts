import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que l’ether (ETH) ? Ethereum expliqué',
  description:
    'Ethereum et l’ether expliqués : contrats intelligents, preuve d’enjeu depuis 2022, frais de gaz, wei et gwei, offre, risques et achat d’ETH en dollars.',
  heading: 'Qu’est-ce que l’ether ?',
  lead: 'L’ether (ETH) est la monnaie d’Ethereum, une chaîne de blocs qui exécute des programmes en plus des paiements. Chaque transaction et chaque programme du réseau se paient en ether. Ce guide explique la différence entre Ethereum et l’ether, le fonctionnement du réseau depuis son passage à la preuve d’enjeu, ce que sont les frais de gaz et les risques liés à l’ETH.',
  sections: [
    {
      heading: 'Ethereum et l’ether, deux choses distinctes',
      blocks: [
        {
          kind: 'paragraph',
          text: '**Ethereum** est le réseau : un logiciel libre et des milliers d’ordinateurs qui tiennent une [chaîne de blocs](/What-is-a-blockchain) commune. **L’ether** est la monnaie intégrée à ce réseau, abrégée ETH. On parle souvent « d’acheter de l’Ethereum », mais ce qu’on achète, c’est de l’ether.',
        },
        {
          kind: 'paragraph',
          text: 'Ethereum a été proposé par le programmeur Vitalik Buterin dans un livre blanc publié en 2013, puis développé avec plusieurs cofondateurs. Le réseau a été lancé le **30 juillet 2015**. Alors que Bitcoin a été conçu surtout pour faire circuler une monnaie, Ethereum a été pensé comme une plateforme polyvalente pour des applications.',
        },
      ],
    },
    {
      heading: 'Les contrats intelligents',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un **contrat intelligent** est un programme enregistré sur Ethereum qui s’exécute exactement comme il est écrit lorsqu’on lui envoie une transaction. Tous les nœuds exécutent le même code et obtiennent le même résultat : nul besoin de faire confiance à un exploitant unique. Les contrats intelligents font fonctionner :',
        },
        {
          kind: 'list',
          items: [
            'des jetons, dont des cryptomonnaies stables comme l’USD Coin (USDC), présente sur Ethereum et sur d’autres réseaux ;',
            'des plateformes d’échange et de prêt décentralisées, qu’on regroupe sous le nom de [finance décentralisée (DeFi)](/decentralized-finance-defi-wallet) ;',
            'des objets de collection numériques (NFT) et d’autres registres tenus sur la chaîne de blocs.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un code difficile à modifier est aussi un code dont les bogues sont difficiles à corriger : des failles dans des contrats intelligents ont causé des pertes importantes.',
        },
      ],
    },
    {
      heading: 'De la preuve de travail à la preuve d’enjeu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ethereum a d’abord fonctionné par minage en preuve de travail, comme le bitcoin. Le **15 septembre 2022**, lors d’une mise à niveau appelée **la Fusion** (the Merge), il est passé à la **preuve d’enjeu**. Les blocs sont désormais proposés et confirmés par des validateurs, qui immobilisent chacun 32 ETH en dépôt ; ce dépôt peut être amputé s’ils enfreignent les règles. Un nouveau bloc peut s’ajouter toutes les 12 secondes, et ce changement a réduit la consommation d’énergie du réseau de plus de 99 %.',
        },
        {
          kind: 'paragraph',
          text: `${b.brand} n’offre pas de mise en jeu (staking) : l’ether que vous détenez sur la plateforme n’est pas mis en jeu et ne rapporte ni récompense ni intérêt.`,
        },
      ],
    },
    {
      heading: 'Les frais de gaz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque opération sur Ethereum, du simple transfert à l’appel de contrat complexe, consomme des ressources de calcul mesurées en **gaz**, payé en ether. Les frais ont deux parties : des **frais de base**, fixés par le réseau selon son achalandage puis brûlés (détruits), et des **frais de priorité** facultatifs, un pourboire versé au validateur. Un simple transfert d’ETH consomme 21 000 unités de gaz ; un appel de contrat, bien davantage. Le prix du gaz s’exprime généralement en gwei.',
        },
        {
          kind: 'paragraph',
          text: `Quand vous retirez de l’ether de ${b.brand}, les frais de réseau sont affichés avant que vous confirmiez.`,
        },
      ],
    },
    {
      heading: 'Unités et offre',
      blocks: [
        {
          kind: 'table',
          caption: 'Unités de l’ether',
          rows: [
            ['1 ether (ETH)', '1 000 000 000 gwei'],
            ['1 gwei', '0,000000001 ETH (10⁻⁹ ETH)'],
            ['1 wei', '10⁻¹⁸ ETH, la plus petite unité'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Contrairement au bitcoin, l’ether **n’a pas de plafond d’offre fixe**. De l’ether neuf est émis en récompense aux validateurs, tandis que les frais de base brûlés en retirent de la circulation. Selon l’activité du réseau, l’offre totale peut augmenter ou diminuer ; les règles ne fixent aucun maximum.',
        },
      ],
    },
    {
      heading: `Les risques, et acheter de l’ether avec ${b.brand}`,
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité** : le cours de l’ether peut varier fortement en quelques heures et a chuté de plus de la moitié à plusieurs reprises.',
            '**Contrats intelligents et arnaques** : les applications bâties sur Ethereum peuvent faillir ou être malveillantes, et signer la mauvaise transaction peut vider un portefeuille.',
            '**Aucune annulation** : un transfert confirmé est définitif, et l’ether envoyé à une mauvaise adresse est généralement perdu.',
            '**Évolution** : les règles du réseau changent au fil des mises à niveau, et la réglementation aussi peut changer.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Chez ${b.brand}, vous pouvez acheter et vendre de l’ether en dollars canadiens. Demandez une cotation en dollars ou en ETH : elle indique le prix, l’écart et les frais éventuels, et reste ferme 10 secondes. Gardez votre ether dans votre compte ou retirez-le vers un portefeuille que vous contrôlez. Lisez [comment acheter de l’ether](/how-to-buy-ether) pour connaître les étapes, ou [ouvrez un compte](/signup).`,
        },
        {
          kind: 'note',
          text: 'Mise en garde : l’ether est volatil et peut perdre rapidement une grande partie, voire la totalité, de sa valeur. Ce n’est pas un dépôt bancaire et il n’est pas couvert par l’assurance-dépôts. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est une information générale, pas un conseil en placement.',
        },
      ],
    },
  ],
}));
