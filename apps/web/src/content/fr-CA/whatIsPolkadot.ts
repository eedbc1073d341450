import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que Polkadot (DOT) ? Relais et parachaînes',
  description:
    'Polkadot expliqué : chaîne relais, parachaînes et coretime, preuve d’enjeu nominée, le jeton DOT, ses risques, et les cryptoactifs que nous offrons à la place.',
  heading: 'Qu’est-ce que Polkadot ?',
  lead: `Polkadot est un réseau conçu pour relier de nombreuses chaînes de blocs et les sécuriser ensemble. Une chaîne centrale, la chaîne relais, fournit une sécurité partagée à des chaînes spécialisées qui s’y raccordent, et son jeton natif, le DOT, sert à la mise en jeu, à la gouvernance et aux frais. Voici comment il fonctionne et ce qu’il faut peser. À noter : ${b.brand} n’offre pas le polkadot.`,
  sections: [
    {
      heading: 'Polkadot en bref',
      blocks: [
        {
          kind: 'table',
          caption: 'Polkadot en bref',
          rows: [
            ['Lancement', '2020'],
            ['Jeton natif', 'DOT'],
            ['Architecture', 'Une chaîne relais qui sécurise des parachaînes raccordées'],
            ['Consensus', 'Preuve d’enjeu nominée'],
            ['Plus petite unité', 'Planck (0,0000000001 DOT)'],
            [`Sur ${b.brand}`, 'Non offert'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} n’offre pas le polkadot (DOT) : vous ne pouvez ni en acheter, ni en vendre, ni en déposer, ni en retirer chez nous, et nous n’offrons aucun service de mise en jeu (staking). Nous négocions le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. N’envoyez jamais de DOT à une adresse de dépôt ${b.brand} : les fonds ne seraient pas portés à votre compte et pourraient être perdus.`,
        },
      ],
    },
    {
      heading: 'Les origines',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Polkadot a été imaginé par **Gavin Wood**, cofondateur d’[Ethereum](/what-is-ether) et son premier directeur de la technologie, qui en a publié le livre blanc en 2016. La **Web3 Foundation**, une fondation suisse qu’il a contribué à créer en 2017, finance la recherche et le développement du réseau, et Parity Technologies, une autre entreprise qu’il a cofondée, en a écrit le premier logiciel.',
        },
        {
          kind: 'paragraph',
          text: 'Le réseau a été lancé par étapes en **2020** : il a démarré en mai, et les transferts de DOT ont été activés en août. Cet été-là, le DOT a aussi été redénominé : chaque DOT d’origine est devenu 100 DOT d’aujourd’hui. Un réseau frère, Kusama, lancé en 2019, sert de terrain d’essai plus rapide où les nouveautés sont généralement testées en premier, avec une valeur bien réelle en jeu.',
        },
      ],
    },
    {
      heading: 'La chaîne relais et les parachaînes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La plupart des chaînes de blocs doivent chacune attirer assez de mineurs ou de validateurs pour être sûres. Polkadot répartit le travail autrement :',
        },
        {
          kind: 'list',
          items: [
            'La **chaîne relais** (relay chain) est la chaîne centrale de Polkadot. Ses validateurs sécurisent l’ensemble du système, et elle réduit au minimum la logique des contrats intelligents.',
            'Les **parachaînes** (parachains) sont des chaînes de blocs distinctes, chacune avec ses propres règles et sa propre vocation, raccordées à la chaîne relais. Les validateurs de la chaîne relais vérifient leurs blocs, si bien que toutes profitent de la même sécurité : c’est la **sécurité partagée**.',
            'Les parachaînes peuvent échanger des messages et des actifs grâce à un format de message commun, sans devoir se fier à un pont distinct.',
          ],
        },
        { kind: 'subheading', text: 'Des enchères au modèle « coretime »' },
        {
          kind: 'paragraph',
          text: 'Au départ, un projet obtenait sa place de parachaîne en participant à une **enchère** : il bloquait de grandes quantités de DOT, souvent recueillies auprès de ses partisans par des « crowdloans », pour un bail pouvant aller jusqu’à deux ans. Depuis 2024, Polkadot passe à un modèle plus souple appelé **coretime** (temps de cœur). La capacité de validation de la chaîne relais est divisée en « cœurs », et les projets achètent du temps sur ces cœurs, soit en bloc pour plusieurs semaines, soit à la demande, bloc par bloc. Le coût d’entrée baisse, et chaque chaîne paie la capacité qu’elle utilise réellement.',
        },
      ],
    },
    {
      heading: 'La preuve d’enjeu nominée et le DOT',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Polkadot est sécurisé par la **preuve d’enjeu nominée** (nominated proof of stake), une forme de [preuve d’enjeu](/What-is-a-blockchain) qui fait intervenir deux rôles :',
        },
        {
          kind: 'list',
          items: [
            'Les **validateurs** exploitent les serveurs qui produisent et finalisent les blocs de la chaîne relais et vérifient ceux des parachaînes. Leur nombre est limité et fixé par la gouvernance.',
            'Les **nominateurs** sont des détenteurs de DOT qui appuient de leur enjeu les validateurs en qui ils ont confiance. Le protocole répartit cet appui aussi également que possible entre les validateurs élus, et les récompenses sont partagées entre les validateurs et leurs nominateurs.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un validateur qui enfreint les règles, par exemple en signant des blocs contradictoires, peut subir une **pénalité** (slashing) : une partie de son enjeu, et de celui de ses nominateurs, lui est retirée. Les DOT mis en jeu sont aussi bloqués : les récupérer exige un délai d’attente de 28 jours. Les blocs sont produits environ toutes les six secondes et deviennent définitifs peu après.',
        },
        { kind: 'subheading', text: 'À quoi sert le DOT' },
        {
          kind: 'list',
          items: [
            '**Mise en jeu** : le DOT sécurise le réseau par la preuve d’enjeu nominée.',
            '**Gouvernance** : les détenteurs de DOT votent, directement sur la chaîne, sur les mises à niveau, sur les dépenses de la trésorerie du réseau et sur ses paramètres.',
            '**Frais et coretime** : le DOT paie les transactions et le temps de cœur sur la chaîne relais.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le DOT a été conçu sans plafond d’offre fixe : de nouveaux DOT ont été émis chaque année pour récompenser la mise en jeu et alimenter la trésorerie. Comme le calendrier d’émission est fixé par la gouvernance sur la chaîne, les détenteurs de DOT peuvent voter pour le modifier. La plus petite unité est le **planck** : un DOT vaut 10 000 000 000 de plancks.',
        },
      ],
    },
    {
      heading: 'Les risques à peser',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité** : le cours du DOT peut monter ou chuter fortement en peu de temps, et il a perdu l’essentiel de sa valeur après des sommets passés.',
            '**Complexité** : chaîne relais, parachaînes, coretime et gouvernance rendent Polkadot plus difficile à comprendre qu’une chaîne de blocs unique, et le modèle évolue encore.',
            '**Risques de la mise en jeu** : les DOT mis en jeu peuvent être pénalisés et prennent 28 jours à débloquer, une période pendant laquelle leur cours peut varier.',
            '**Gouvernance et offre** : les votes des détenteurs peuvent changer les règles, y compris le nombre de nouveaux DOT émis.',
            '**Règles et impôts** : la réglementation peut changer et, au Canada, vendre, échanger ou gagner des cryptoactifs peut avoir des conséquences fiscales.',
          ],
        },
      ],
    },
    {
      heading: `Polkadot et ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Comme ${b.brand} n’inscrit pas le polkadot, vous ne pouvez pas acheter de DOT en dollars canadiens sur notre plateforme. Notre [page sur l’achat de polkadot](/how-to-buy-polkadot) l’explique et indique ce que vous pouvez faire à la place.`,
        },
        {
          kind: 'paragraph',
          text: 'Parmi les actifs que nous négocions figurent l’[ether](/what-is-ether), le jeton du réseau que Gavin Wood a contribué à bâtir, ainsi que le [bitcoin](/what-is-bitcoin-btc), le [litecoin](/what-is-litecoin), le [bitcoin cash](/what-is-bitcoin-cash) et le [XRP](/what-is-XRP). Le [centre d’apprentissage](/learn) propose d’autres guides.',
        },
        {
          kind: 'note',
          text: 'Mise en garde : les cryptoactifs, dont le DOT, sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur en peu de temps. Ce ne sont pas des dépôts bancaires, ils ne sont pas couverts par l’assurance-dépôts, et les transferts sur une chaîne de blocs sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est de l’information générale, et non un conseil en placement.',
        },
      ],
    },
  ],
}));
