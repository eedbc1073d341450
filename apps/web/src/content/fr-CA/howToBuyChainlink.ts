import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du chainlink (LINK) au Canada',
  description:
    'Nous n’offrons pas le chainlink (LINK). Comment juger une plateforme qui l’offre, l’importance du réseau du jeton, les arnaques à éviter et ce que nous offrons.',
  heading: 'Comment acheter du chainlink (LINK)',
  lead: `${b.brand} n’offre pas le chainlink (LINK) : il ne figure pas à notre liste, et nous ne pouvons ni le recevoir ni l’envoyer. Nous offrons le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. Cette page explique quoi vérifier avant d’acheter du LINK sur une autre plateforme, et une erreur à éviter avec votre compte ${b.brand}.`,
  sections: [
    {
      heading: 'Ce qu’est le LINK',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chainlink est un réseau d’« oracles » qui transmettent aux contrats intelligents des données extérieures, comme les prix du marché. Le LINK est le jeton qui sert à rémunérer les opérateurs qui fournissent ces données. Ce n’est pas une chaîne de blocs en soi : le LINK est un jeton émis sur Ethereum, et des versions de celui-ci circulent aussi sur d’autres réseaux. Lisez [ce qu’est Chainlink](/what-is-chainlink) pour en savoir plus.',
        },
      ],
    },
    {
      heading: 'Évaluer une plateforme qui offre le LINK',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Est-elle inscrite ?** Cherchez-la dans la liste des plateformes de négociation de cryptoactifs autorisées au Canada, publiée par les Autorités canadiennes en valeurs mobilières (ACVM) ; au Québec, consultez aussi le registre de l’Autorité des marchés financiers.',
            '**Comment la garde est-elle assurée ?** La plateforme devrait expliquer qui détient les actifs des clients, s’ils sont séparés et s’ils sont parfois prêtés.',
            '**Quels sont les coûts réels ?** Comparez écarts et commissions ensemble, et vérifiez ce qu’il en coûte pour retirer du LINK, ce qui dépend du réseau utilisé.',
            '**Quels réseaux sont pris en charge ?** Au moment du retrait, la plateforme devrait indiquer clairement sur quel réseau le LINK sera envoyé.',
            '**Y a-t-il des limites ?** Le LINK n’est pas un « cryptoactif désigné » au Canada : sur une plateforme canadienne, la plupart des investisseurs particuliers sont donc généralement limités à 30 000 $ d’achats nets par période de 12 mois.',
          ],
        },
      ],
    },
    {
      heading: 'Les réseaux et vos adresses de dépôt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Comme le LINK vit sur Ethereum, une adresse LINK ressemble en tout point à une adresse ether : 0x suivi de 40 caractères. Envoyer du LINK d’un réseau vers un portefeuille qui en attend un autre peut le bloquer. Vérifiez toujours que le réseau est le même des deux côtés avant d’envoyer.',
        },
        {
          kind: 'note',
          text: `Votre adresse de dépôt d’ether chez ${b.brand} commence elle aussi par 0x, mais elle est réservée à l’ether. N’y envoyez ni LINK ni aucun autre jeton : nous ne les prenons pas en charge, et ils pourraient être irrécupérables.`,
        },
      ],
    },
    {
      heading: 'Les arnaques liées au LINK',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les faux jetons LINK : n’importe qui peut créer un jeton portant le même nom et le même symbole ; ne vous fiez qu’à l’adresse de contrat publiée par les sources officielles.',
            'Les sites qui vous invitent à « connecter votre portefeuille » pour réclamer des récompenses en LINK, puis vous demandent d’approuver des transferts.',
            'Les rendements promis par des programmes de « mise en jeu » ou de « nœuds » menés par des inconnus.',
            'Les demandes de phrase de récupération, peu importe qui semble les faire.',
          ],
        },
      ],
    },
    {
      heading: 'Nos guides pour les cryptomonnaies que nous offrons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si l’écosystème Ethereum vous attire, consultez [comment acheter de l’ether](/how-to-buy-ether). Nous avons aussi des guides pour le [bitcoin](/how-to-buy-bitcoin-canada), le [litecoin](/how-to-buy-litecoin), le [bitcoin cash](/how-to-buy-bitcoin-cash) et le [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie de leur valeur rapidement. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
