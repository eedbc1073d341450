import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que Cardano (ADA) ? Guide pour les Canadiens',
  description:
    'Cardano et l’ADA expliqués : fondateurs, recherche évaluée par des pairs, preuve d’enjeu Ouroboros, plafond de 45 milliards, lovelace, risques et nos actifs.',
  heading: 'Qu’est-ce que Cardano ?',
  lead: `Cardano est une chaîne de blocs à preuve d’enjeu dont l’actif natif est l’ADA. Elle est connue pour s’appuyer sur des recherches universitaires évaluées par des pairs et pour un protocole de consensus peu énergivore appelé Ouroboros. Ce guide présente ses origines, son fonctionnement, son offre et les risques à peser. À noter : ${b.brand} n’offre pas le cardano.`,
  sections: [
    {
      heading: 'Cardano en bref',
      blocks: [
        {
          kind: 'table',
          caption: 'Cardano en bref',
          rows: [
            ['Lancement', 'Septembre 2017'],
            ['Actif natif', 'ADA'],
            ['Consensus', 'Preuve d’enjeu Ouroboros'],
            ['Offre maximale', '45 milliards d’ADA'],
            ['Plus petite unité', 'Lovelace (0,000001 ADA)'],
            [`Sur ${b.brand}`, 'Non offert'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} n’offre pas le cardano (ADA) : vous ne pouvez ni en acheter, ni en vendre, ni en déposer, ni en retirer chez nous, et nous n’offrons aucun service de mise en jeu (staking). Nous négocions le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. N’envoyez jamais d’ADA à une adresse de dépôt ${b.brand} : les fonds ne seraient pas portés à votre compte et pourraient être perdus.`,
        },
      ],
    },
    {
      heading: 'Les origines et les gens derrière le projet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le réseau Cardano a été lancé en **septembre 2017**. Il a été bâti par Input Output, une société d’ingénierie cofondée en 2015 par **Charles Hoskinson**, l’un des premiers cofondateurs d’[Ethereum](/what-is-ether), et Jeremy Wood. Deux autres organisations jouent un rôle : la Fondation Cardano, un organisme suisse sans but lucratif qui soutient le réseau et son adoption, et EMURGO, qui aide les entreprises à bâtir des projets sur Cardano.',
        },
        {
          kind: 'paragraph',
          text: 'Les noms renvoient aux mathématiques. Cardano doit le sien à Gerolamo Cardano, mathématicien italien du XVIe siècle, et l’ADA à Ada Lovelace, souvent présentée comme la première programmeuse de l’histoire.',
        },
      ],
    },
    {
      heading: 'Une approche fondée sur la recherche',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ce qui distingue Cardano, c’est sa méthode. Ses concepteurs publient les éléments clés du protocole sous forme d’articles scientifiques, les soumettent à l’évaluation par les pairs lors de conférences, puis seulement écrivent le logiciel, en recourant aux méthodes formelles et au langage de programmation Haskell pour limiter les erreurs.',
        },
        {
          kind: 'paragraph',
          text: 'Le développement s’est fait par étapes, chacune portant le nom d’une figure historique. Le réseau a démarré en 2017 avec les seuls transferts d’ADA ; la production des blocs a été confiée à des groupes de mise en jeu (stake pools) exploités par la communauté à partir de 2020 ; les contrats intelligents sont arrivés en septembre 2021 ; et une gouvernance sur la chaîne, qui permet aux détenteurs d’ADA de voter sur les changements et sur l’utilisation d’une trésorerie, est mise en place depuis 2024.',
        },
        {
          kind: 'paragraph',
          text: 'Ses partisans apprécient cette prudence. Ses critiques font remarquer qu’elle a ralenti Cardano : les contrats intelligents sont arrivés quatre ans après le lancement, et l’éventail d’applications bâties sur le réseau reste plus restreint que sur certains réseaux concurrents.',
        },
      ],
    },
    {
      heading: 'La preuve d’enjeu Ouroboros et l’ADA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cardano est sécurisé par **Ouroboros**, une famille de protocoles de [preuve d’enjeu](/What-is-a-blockchain). Sa première version a été l’un des premiers protocoles de preuve d’enjeu publiés avec une preuve formelle de sécurité. Il n’y a pas de minage : le réseau consomme une infime fraction de l’énergie des chaînes à preuve de travail.',
        },
        {
          kind: 'list',
          items: [
            'Le temps est divisé en **époques** de cinq jours, et chaque époque en **créneaux** d’une seconde.',
            'Pour chaque créneau, le protocole choisit un **groupe de mise en jeu** (stake pool) qui produira un bloc, avec une probabilité proportionnelle à la quantité d’ADA déléguée à ce groupe.',
            'Les groupes sont des serveurs exploités par des opérateurs indépendants. Les détenteurs d’ADA peuvent **déléguer** leur enjeu à un groupe sans bloquer ni céder leurs pièces, et toucher une part des récompenses.',
            'Les récompenses proviennent des frais de transaction et d’une réserve d’ADA libérée graduellement.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Cardano comptabilise les pièces d’une façon semblable au bitcoin, sous forme de sorties non dépensées, mais enrichies pour pouvoir aussi porter des données et être régies par des contrats intelligents.',
        },
        { kind: 'subheading', text: 'L’ADA : offre et unités' },
        {
          kind: 'paragraph',
          text: 'L’ADA paie les frais de transaction, sécurise le réseau par la mise en jeu et donne à ses détenteurs une voix dans la gouvernance. Son offre est plafonnée à **45 milliards d’ADA**. Environ 31 milliards existaient au lancement ; le reste se trouve dans une réserve et est versé au fil du temps en récompenses de mise en jeu, à un rythme qui ralentit.',
        },
        {
          kind: 'paragraph',
          text: 'La plus petite unité de l’ADA est le **lovelace** : un ADA vaut 1 000 000 de lovelaces, donc 1 lovelace vaut 0,000001 ADA. En coulisses, les portefeuilles et les frais sont souvent exprimés en lovelaces.',
        },
      ],
    },
    {
      heading: 'Les risques à peser',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité** : le cours de l’ADA peut monter ou chuter fortement en peu de temps, et il a perdu l’essentiel de sa valeur après des sommets passés.',
            '**Adoption** : une approche prudente ne garantit pas que les gens et les entreprises utiliseront le réseau.',
            '**Technologie et gouvernance** : les mises à niveau, les bogues de contrats intelligents et les décisions de gouvernance peuvent changer le fonctionnement du réseau.',
            '**Risques de la mise en jeu ailleurs** : la délégation comporte en général peu de risques, mais passer par des tiers, ou par des produits qui promettent des rendements élevés, en ajoute d’autres.',
            '**Règles et impôts** : la réglementation peut changer et, au Canada, vendre, échanger ou gagner des cryptoactifs peut avoir des conséquences fiscales.',
          ],
        },
      ],
    },
    {
      heading: `Cardano et ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Comme ${b.brand} n’inscrit pas le cardano, vous ne pouvez pas acheter d’ADA en dollars canadiens sur notre plateforme. Notre [page sur l’achat de cardano](/how-to-buy-cardano) l’explique et indique ce que vous pouvez faire à la place.`,
        },
        {
          kind: 'paragraph',
          text: 'Si les plateformes de contrats intelligents vous intéressent, l’[ether](/what-is-ether), que nous négocions, alimente le réseau Ethereum. Vous pouvez aussi lire nos pages sur le [bitcoin](/what-is-bitcoin-btc), le [litecoin](/what-is-litecoin), le [bitcoin cash](/what-is-bitcoin-cash) et le [XRP](/what-is-XRP), ou parcourir le [centre d’apprentissage](/learn).',
        },
        {
          kind: 'note',
          text: 'Mise en garde : les cryptoactifs, dont l’ADA, sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur en peu de temps. Ce ne sont pas des dépôts bancaires, ils ne sont pas couverts par l’assurance-dépôts, et les transferts sur une chaîne de blocs sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est de l’information générale, et non un conseil en placement.',
        },
      ],
    },
  ],
}));
