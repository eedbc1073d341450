import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du cardano (ADA) au Canada',
  description:
    'Nous n’offrons pas le cardano (ADA). Comment évaluer une plateforme canadienne qui l’offre, quoi demander sur la mise en jeu, éviter les arnaques.',
  heading: 'Comment acheter du cardano (ADA)',
  lead: `${b.brand} n’offre pas le cardano (ADA). Il ne figure pas à notre liste, et nous ne pouvons ni le conserver ni le transférer pour vous. Notre plateforme offre le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP contre le dollar canadien. Si vous cherchez de l’ADA, les points ci-dessous vous aideront à juger une plateforme qui en offre.`,
  sections: [
    {
      heading: 'Comprendre d’abord le cardano',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cardano est une chaîne de blocs à preuve d’enjeu, lancée en 2017 et fondée par Charles Hoskinson, cofondateur d’Ethereum. Les détenteurs d’ADA peuvent déléguer leurs unités à des groupes de mise en jeu (stake pools), qui produisent les blocs, et recevoir des récompenses en retour. Lisez [ce qu’est Cardano](/what-is-cardano) pour le contexte.',
        },
      ],
    },
    {
      heading: 'Vérifier une plateforme qui offre le cardano',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Statut réglementaire.** Cherchez la plateforme dans la liste des plateformes de négociation de cryptoactifs autorisées à servir les Canadiens, publiée par les Autorités canadiennes en valeurs mobilières (ACVM). Si vous habitez au Québec, le registre de l’Autorité des marchés financiers est un autre endroit à consulter.',
            '**Garde.** Qui détient les clés privées, les actifs des clients sont-ils tenus à l’écart de ceux de l’entreprise, et sont-ils prêtés ou donnés en garantie ?',
            '**Coût total.** Additionnez l’écart et les frais de négociation éventuels, puis le coût pour faire entrer et sortir votre argent.',
            '**Retraits.** Pouvez-vous transférer vos ADA vers un portefeuille que vous contrôlez, et en combien de temps ?',
            '**Limite d’achat.** Comme l’ADA n’est pas un « cryptoactif désigné » au Canada, la plupart des investisseurs particuliers sont soumis, sur les plateformes canadiennes, à un plafond de 30 000 $ d’achats nets sur 12 mois.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Posez ces mêmes questions à toute plateforme, y compris la nôtre.',
        },
      ],
    },
    {
      heading: 'Si une plateforme offre la mise en jeu',
      blocks: [
        {
          kind: 'paragraph',
          text: `Bien des plateformes qui offrent l’ADA proposent aussi de le mettre en jeu (staking) pour vous. C’est un produit distinct, avec ses propres conditions : demandez qui contrôle les cryptos pendant la mise en jeu, quelle part des récompenses la plateforme conserve et si vous pouvez retirer vos unités en tout temps. ${b.brand} n’offre la mise en jeu pour aucun actif.`,
        },
      ],
    },
    {
      heading: 'Éviter les arnaques liées au cardano',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les faux sites de « groupes de mise en jeu » ou de « cadeaux ADA » qui vous demandent d’envoyer des cryptos pour en recevoir davantage.',
            'Les applications de portefeuille et extensions de navigateur contrefaites : téléchargez vos portefeuilles uniquement depuis leurs sources officielles.',
            'Les messages qui prétendent que votre portefeuille doit être « validé » et réclament sa phrase de récupération de 15 ou 24 mots.',
            'Les jetons qui apparaissent dans votre portefeuille sans que vous les ayez demandés, avec un lien pour en réclamer la valeur.',
          ],
        },
        {
          kind: 'note',
          text: `Les adresses cardano commencent habituellement par addr1. N’envoyez jamais d’ADA à une adresse de dépôt ${b.brand} : nous ne pouvons pas les recevoir, et ils risquent d’être perdus.`,
        },
      ],
    },
    {
      heading: 'Ce que nous pouvons faire pour vous',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les plateformes de contrats intelligents vous intéressent ? L’ether est la monnaie d’Ethereum, que nous offrons : consultez [comment acheter de l’ether](/how-to-buy-ether). Nos autres guides portent sur le [bitcoin](/how-to-buy-bitcoin-canada), le [litecoin](/how-to-buy-litecoin), le [bitcoin cash](/how-to-buy-bitcoin-cash) et le [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie de leur valeur. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
