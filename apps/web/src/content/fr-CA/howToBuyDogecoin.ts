import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du dogecoin (DOGE) au Canada',
  description:
    'Nous n’offrons pas le dogecoin. Comment vérifier une plateforme qui l’offre, pourquoi les « meme coins » attirent les arnaques, et ce que nous offrons.',
  heading: 'Comment acheter du dogecoin (DOGE)',
  lead: `${b.brand} n’offre pas le dogecoin (DOGE) : vous ne pouvez donc ni en acheter, ni en vendre, ni en envoyer à votre compte chez nous. Ce que nous offrons, c’est le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. Voici ce qu’il faut examiner si vous voulez acheter du dogecoin ailleurs.`,
  sections: [
    {
      heading: 'Sachez ce qu’est le dogecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le dogecoin est né en 2013 comme une blague inspirée du mème « doge », un shiba inu. Il s’échange aujourd’hui largement, mais son offre n’est pas plafonnée : environ cinq milliards de nouvelles unités sont créées chaque année. Son prix réagit souvent aux publications sur les réseaux sociaux et aux commentaires de célébrités plutôt qu’à l’évolution du réseau. Lisez [ce qu’est le dogecoin](/what-is-dogecoin) avant de vous décider.',
        },
      ],
    },
    {
      heading: 'Choisir une plateforme',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Quelques questions suffisent à écarter la plupart des mauvais choix :',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Est-elle inscrite au Canada ?** Consultez la liste des plateformes de négociation de cryptoactifs autorisées publiée par les Autorités canadiennes en valeurs mobilières (ACVM). Au Québec, l’Autorité des marchés financiers tient aussi un registre.',
            '**Qui détient vos cryptos ?** Cherchez une explication claire de la garde : où sont conservés les actifs des clients, sont-ils séparés de ceux de l’entreprise, et sont-ils prêtés ?',
            '**Combien coûte vraiment une opération ?** Comparez l’écart et la commission éventuelle ensemble, en plus des frais de dépôt et de retrait.',
            '**Pouvez-vous retirer vos DOGE vers votre propre portefeuille ?** Une plateforme qui permet d’acheter sans permettre de retirer vous rend dépendant d’elle.',
            '**Quelles limites s’appliquent ?** Le dogecoin n’est pas un « cryptoactif désigné » : les plateformes canadiennes plafonnent donc généralement les achats nets de la plupart des investisseurs particuliers à 30 000 $ par période de 12 mois.',
          ],
        },
      ],
    },
    {
      heading: 'Les arnaques qui exploitent le dogecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Parce que le dogecoin est associé aux vedettes du Web, il fait le bonheur des fraudeurs. Tournez le dos :',
        },
        {
          kind: 'list',
          items: [
            'aux « cadeaux » qui promettent de vous renvoyer le double des DOGE que vous envoyez, souvent appuyés par de fausses vidéos de personnalités ;',
            'aux groupes de discussion qui coordonnent des achats pour faire « grimper » une cryptomonnaie, où les organisateurs revendent aux retardataires ;',
            'aux nouveaux jetons aux noms canins présentés comme « le prochain dogecoin » ;',
            'à quiconque demande votre phrase de récupération ou un accès à distance à votre ordinateur.',
          ],
        },
        {
          kind: 'note',
          text: `Les adresses dogecoin commencent habituellement par D. N’envoyez jamais de DOGE à une adresse de dépôt ${b.brand} : nous ne pouvons pas les recevoir, et ils risquent d’être perdus.`,
        },
      ],
    },
    {
      heading: 'Les cryptomonnaies que vous pouvez acheter chez nous',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le code du dogecoin descend de celui du [litecoin](/how-to-buy-litecoin), que nous offrons. Nos autres guides portent sur le [bitcoin](/how-to-buy-bitcoin-canada), l’[ether](/how-to-buy-ether), le [bitcoin cash](/how-to-buy-bitcoin-cash) et le [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Les « meme coins » comptent parmi les cryptoactifs les plus volatils et peuvent perdre la majeure partie de leur valeur en quelques jours. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
