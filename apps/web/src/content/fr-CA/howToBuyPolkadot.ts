import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du polkadot (DOT) au Canada',
  description:
    'Nous n’offrons pas le polkadot (DOT). Comment évaluer une plateforme canadienne qui l’offre, la mise en jeu et ses délais, les arnaques et ce que nous offrons.',
  heading: 'Comment acheter du polkadot (DOT)',
  lead: `${b.brand} n’offre pas le polkadot (DOT). Vous ne pouvez ni acheter, ni détenir, ni transférer de DOT par notre intermédiaire. Les actifs que nous offrons sont le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. Si vous voulez du DOT, voici comment juger une plateforme qui en offre.`,
  sections: [
    {
      heading: 'Polkadot en bref',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lancé en 2020 et cofondé par Gavin Wood, Polkadot relie plusieurs chaînes de blocs spécialisées à une chaîne centrale commune qui en assure la sécurité. Le DOT sert à la gouvernance, à la mise en jeu qui sécurise le réseau et au paiement des frais. Lisez [ce qu’est Polkadot](/what-is-polkadot) avant de vous décider.',
        },
      ],
    },
    {
      heading: 'À vérifier avant de vous inscrire ailleurs',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Inscription :** la plateforme devrait figurer sur la liste des plateformes de négociation de cryptoactifs autorisées au Canada, publiée par les Autorités canadiennes en valeurs mobilières (ACVM). Au Québec, consultez aussi le registre de l’Autorité des marchés financiers.',
            '**Garde :** lisez comment les actifs des clients sont détenus, s’ils sont séparés de ceux de l’entreprise et si la plateforme les prête.',
            '**Frais :** comparez le total de l’écart, de la commission et des frais de retrait, pas seulement le taux mis en avant.',
            '**Retraits :** assurez-vous de pouvoir envoyer vos DOT vers un portefeuille que vous contrôlez. Les comptes Polkadot doivent conserver un petit solde minimal : vérifiez comment la plateforme en tient compte.',
            '**Limites :** le DOT n’est pas un « cryptoactif désigné » au Canada ; les plateformes canadiennes plafonnent donc habituellement les achats nets de la plupart des investisseurs particuliers à 30 000 $ par période de 12 mois.',
          ],
        },
      ],
    },
    {
      heading: 'Mise en jeu et périodes de blocage',
      blocks: [
        {
          kind: 'paragraph',
          text: `Les plateformes vantent souvent les récompenses de mise en jeu (staking) du DOT. Sur Polkadot, des DOT mis en jeu doivent passer par une période de déblocage de 28 jours avant de pouvoir être déplacés, et le produit de mise en jeu d’une plateforme peut ajouter ses propres conditions. Lisez-les avant de vous engager, et ne mettez jamais en jeu de l’argent dont vous pourriez avoir besoin rapidement. ${b.brand} n’offre pas la mise en jeu.`,
        },
      ],
    },
    {
      heading: 'Signaux d’alarme',
      blocks: [
        {
          kind: 'list',
          items: [
            'Des distributions gratuites ou des « récompenses de parachaîne » qui exigent d’envoyer des DOT ou de connecter votre portefeuille à un site inconnu.',
            'Des personnes, dans des groupes de discussion ou sur les réseaux sociaux, qui offrent de vous aider à faire de la mise en jeu avec un rendement garanti.',
            'Toute demande de phrase de récupération ou de clé privée de votre portefeuille.',
            'Des plateformes introuvables sur la liste d’un organisme de réglementation canadien.',
          ],
        },
        {
          kind: 'note',
          text: `N’envoyez jamais de DOT à une adresse de dépôt ${b.brand}. Nous ne pouvons pas les recevoir, et ils risquent d’être perdus.`,
        },
      ],
    },
    {
      heading: 'Les cryptomonnaies que nous offrons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous pouvez acheter celles-ci en dollars canadiens sur notre plateforme : [bitcoin](/how-to-buy-bitcoin-canada), [ether](/how-to-buy-ether), [litecoin](/how-to-buy-litecoin), [bitcoin cash](/how-to-buy-bitcoin-cash) et [XRP](/how-to-buy-XRP). Le guide [Premiers pas](/getting-started) explique comment ouvrir un compte.',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie de leur valeur. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
