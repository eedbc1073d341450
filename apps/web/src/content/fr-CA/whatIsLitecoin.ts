import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que le litecoin (LTC) ? Guide simple',
  description:
    'Le litecoin expliqué : créé en 2011 par Charlie Lee, minage Scrypt, blocs de 2,5 minutes, plafond de 84 millions, litoshis, usages, risques et achat en dollars.',
  heading: 'Qu’est-ce que le litecoin ?',
  lead: 'Le litecoin (LTC) est l’une des plus anciennes cryptomonnaies encore largement utilisées. Conçu au départ comme une variante plus légère et plus rapide du bitcoin, pensée pour des paiements rapides et peu coûteux, son réseau fonctionne sans interruption depuis 2011. Voici comment il fonctionne, en quoi il diffère du bitcoin et ce qu’il faut savoir avant d’en acheter.',
  sections: [
    {
      heading: 'Les origines du litecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le litecoin a été créé en **octobre 2011** par **Charlie Lee**, alors ingénieur logiciel chez Google, qui a ensuite travaillé chez Coinbase. Il l’a bâti comme une **fourche du code du bitcoin** : il a repris le logiciel libre de Bitcoin, en a modifié quelques paramètres clés et l’a lancé comme un réseau distinct, avec sa propre [chaîne de blocs](/What-is-a-blockchain) et sa propre monnaie.',
        },
        {
          kind: 'paragraph',
          text: 'Charlie Lee a ensuite pris la tête de la Fondation Litecoin, un organisme sans but lucratif qui soutient le projet. Le développement est ouvert, et le réseau est sécurisé par des mineurs indépendants partout dans le monde.',
        },
      ],
    },
    {
      heading: 'En quoi le litecoin diffère du bitcoin',
      blocks: [
        {
          kind: 'table',
          caption: 'Le litecoin comparé au bitcoin',
          rows: [
            ['Intervalle entre les blocs', 'Environ 2,5 minutes (bitcoin : environ 10)'],
            ['Offre maximale', '84 millions de LTC (bitcoin : 21 millions)'],
            ['Algorithme de minage', 'Scrypt (bitcoin : SHA-256)'],
            ['Halvings', 'Tous les 840 000 blocs, soit environ tous les quatre ans'],
            ['Plus petite unité', '1 litoshi = 0,00000001 LTC'],
          ],
        },
        { kind: 'subheading', text: 'Le minage Scrypt' },
        {
          kind: 'paragraph',
          text: 'Le litecoin utilise la preuve de travail, comme le bitcoin, mais avec une autre énigme : **Scrypt**, un algorithme qui exige beaucoup de mémoire en plus de la puissance de calcul. Charlie Lee l’a choisi dans l’espoir que le minage reste accessible aux ordinateurs ordinaires. Des machines Scrypt spécialisées sont apparues en quelques années ; aujourd’hui, le litecoin est donc, comme le bitcoin, surtout miné sur du matériel dédié.',
        },
        { kind: 'subheading', text: 'Des blocs plus rapides, une offre plus grande' },
        {
          kind: 'paragraph',
          text: 'Avec un bloc toutes les 2,5 minutes, une transaction obtient sa première confirmation environ quatre fois plus vite, en moyenne, que sur le bitcoin. Quatre fois plus de blocs vont de pair avec quatre fois plus de pièces : **84 millions** au lieu de 21 millions, et une récompense de bloc réduite de moitié tous les 840 000 blocs. Le dernier halving, en août 2023, l’a fait passer de 12,5 à 6,25 LTC.',
        },
        {
          kind: 'paragraph',
          text: 'Le litecoin a souvent adopté des améliorations avant le bitcoin : Segregated Witness (SegWit), qui modifie la façon dont les données des transactions sont stockées, y a été activé en mai 2017, quelques mois avant le bitcoin.',
        },
      ],
    },
    {
      heading: 'Unités et adresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Comme le bitcoin, un litecoin se divise en 100 000 000 de petites unités. La plus petite est le **litoshi**, soit 0,00000001 LTC, un clin d’œil à Satoshi Nakamoto. Les adresses litecoin commencent généralement par L, M ou ltc1. Une adresse litecoin n’est pas une adresse bitcoin : envoyez toujours vos LTC vers un portefeuille qui prend en charge le litecoin.',
        },
      ],
    },
    {
      heading: 'À quoi sert le litecoin',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les paiements et transferts où la rapidité et les faibles frais comptent ; certains commerçants et services de paiement l’acceptent.',
            'Le déplacement rapide de valeur entre portefeuilles et plateformes, grâce au court intervalle entre les blocs.',
            'La détention au sein d’un ensemble de cryptoactifs, avec le même risque élevé que les autres.',
          ],
        },
        {
          kind: 'faq',
          items: [
            {
              question: 'Le litecoin est-il la même chose que le bitcoin ?',
              answer: [
                'Non. Le litecoin est issu du code du bitcoin, mais c’est un réseau distinct, avec sa propre chaîne de blocs, ses propres mineurs et son propre cours. Détenir l’un ne donne aucun droit sur l’autre.',
              ],
            },
            {
              question: 'Puis-je envoyer du litecoin vers un portefeuille bitcoin ?',
              answer: [
                'Non. Le litecoin ne peut être reçu que par un portefeuille qui le prend en charge, à une adresse litecoin. Des pièces envoyées à une adresse d’un autre réseau sont généralement perdues.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: `Les risques, et acheter du litecoin avec ${b.brand}`,
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité** : le cours du litecoin peut monter ou chuter fortement en quelques jours, et il a perdu plus d’une fois l’essentiel de sa valeur par rapport à d’anciens sommets.',
            '**Un marché plus petit** : il se négocie beaucoup moins que le bitcoin, si bien que son cours peut réagir plus fortement aux gros ordres ou aux nouvelles.',
            '**Aucune annulation** : un transfert confirmé est définitif, et des LTC envoyés à une mauvaise adresse ou sur le mauvais réseau sont généralement perdus.',
            '**Arnaques et garde** : des usurpateurs ciblent les détenteurs de cryptoactifs, et les clés que vous détenez vous-même ne sont protégées que par vous.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Chez ${b.brand}, vous pouvez acheter et vendre du litecoin en dollars canadiens. Demandez une cotation en dollars ou en LTC : elle indique le prix, l’écart et les frais éventuels, et reste ferme 10 secondes. Vous pouvez garder vos litecoins dans votre compte ou les retirer vers un portefeuille litecoin que vous contrôlez. Notre guide [comment acheter du litecoin](/how-to-buy-litecoin) détaille chaque étape, ou [ouvrez un compte](/signup) pour commencer.`,
        },
        {
          kind: 'note',
          text: 'Mise en garde : le litecoin est volatil et peut perdre rapidement une grande partie, voire la totalité, de sa valeur. Ce n’est pas un dépôt bancaire et il n’est pas couvert par l’assurance-dépôts. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est une information générale, pas un conseil en placement.',
        },
      ],
    },
  ],
}));
