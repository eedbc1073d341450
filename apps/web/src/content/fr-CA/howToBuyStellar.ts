import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du stellar (XLM) au Canada',
  description:
    'Nous n’offrons pas le stellar (XLM). Comment évaluer une plateforme canadienne qui l’offre, les pièges des mémos et des faux jetons, et ce que nous offrons.',
  heading: 'Comment acheter du stellar (XLM)',
  lead: `${b.brand} n’offre pas le lumen stellar (XLM) : vous ne pouvez ni acheter, ni vendre, ni déposer, ni retirer de XLM chez nous. Nous offrons le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. Si le stellar vous intéresse, cette page explique comment évaluer une plateforme qui l’inscrit à sa liste.`,
  sections: [
    {
      heading: 'Avant d’acheter',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stellar est un réseau de paiement, et le lumen en est l’actif natif : il sert à payer les frais de réseau et à maintenir les comptes ouverts. Lisez [ce qu’est Stellar](/what-is-stellar) pour comprendre ce que vous achèteriez et en quoi sa conception diffère de celle du bitcoin.',
        },
      ],
    },
    {
      heading: 'Comment évaluer une plateforme qui offre le stellar',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Inscription.** Les plateformes de négociation de cryptoactifs qui servent des Canadiens doivent être inscrites auprès des autorités canadiennes en valeurs mobilières ou avoir souscrit un engagement préalable à l’inscription. Les Autorités canadiennes en valeurs mobilières (ACVM) publient sur leur site une liste des plateformes autorisées : vérifiez que la plateforme y figure. Au Québec, vous pouvez aussi consulter le registre de l’Autorité des marchés financiers (AMF).',
            '**Garde.** Renseignez-vous : qui détient les cryptos, les actifs des clients sont-ils séparés de ceux de la plateforme, et sont-ils parfois prêtés ?',
            '**Frais.** Comparez le coût total d’une opération : écart plus commission éventuelle, et frais de dépôt ou de retrait. Une cotation qui affiche tout cela avant la confirmation facilite la comparaison.',
            '**Retraits.** Vérifiez que vous pouvez retirer vos XLM vers votre propre portefeuille, et que la plateforme prend en charge le champ « mémo », que les plateformes d’échange exigent souvent pour porter un dépôt stellar au compte du bon client.',
            '**Limites.** Le stellar n’est pas un « cryptoactif désigné » au sens des règles canadiennes : sur une plateforme canadienne, la plupart des investisseurs particuliers peuvent donc en acheter au plus 30 000 $ en montant net par période de 12 mois.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Faites les mêmes vérifications pour toute plateforme que vous utilisez, y compris la nôtre.',
        },
      ],
    },
    {
      heading: 'Les arnaques à surveiller',
      blocks: [
        {
          kind: 'paragraph',
          text: 'N’importe qui peut émettre un jeton sur le réseau Stellar, et certains reprennent le nom d’actifs connus. Les jetons non sollicités ou « largages » (airdrops) qui apparaissent dans un portefeuille, accompagnés d’un lien pour réclamer une récompense, sont un appât courant. Autres signaux d’alarme :',
        },
        {
          kind: 'list',
          items: [
            'quelqu’un propose d’acheter des XLM pour vous, ou de gérer un « placement » stellar avec un rendement promis ;',
            'un site ou une application vous demande la clé secrète ou la phrase de récupération de votre portefeuille ;',
            'une plateforme découverte par une publicité sur les réseaux sociaux ou une application de messagerie ne figure sur aucune liste d’organisme de réglementation.',
          ],
        },
        {
          kind: 'note',
          text: `N’envoyez jamais de XLM à une adresse de dépôt ${b.brand}. Nous ne pouvons pas les recevoir, et ils risquent d’être perdus.`,
        },
      ],
    },
    {
      heading: 'Ce que vous pouvez acheter chez nous',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si le XRP vous intéresse pour les paiements rapides, ou si vous cherchez simplement un premier cryptoactif, nos guides portent sur les cryptomonnaies que nous offrons : [bitcoin](/how-to-buy-bitcoin-canada), [ether](/how-to-buy-ether), [litecoin](/how-to-buy-litecoin), [bitcoin cash](/how-to-buy-bitcoin-cash) et [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs, y compris le stellar, sont volatils et peuvent perdre la majeure partie de leur valeur. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
