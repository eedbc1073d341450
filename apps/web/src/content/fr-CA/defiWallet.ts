import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Finance décentralisée (DeFi) et portefeuilles autogérés',
  description:
    'La DeFi expliquée : portefeuilles autogérés, phrase de récupération, contrats intelligents, DEX, prêts et leurs risques, et ce que nous offrons ou non.',
  heading: 'La finance décentralisée (DeFi) et les portefeuilles autogérés',
  lead: `La finance décentralisée, ou DeFi, regroupe des services d’échange, de prêt et d’emprunt assurés par des programmes sur des chaînes de blocs publiques plutôt que par des entreprises. Pour l’utiliser, il faut un portefeuille autogéré, dont vous seul détenez les clés. Voici comment elle fonctionne et ce qui peut mal tourner. Précisons-le d’emblée : ${b.brand} est une plateforme de garde et n’offre aucun service de DeFi.`,
  sections: [
    {
      heading: 'Qu’est-ce que la finance décentralisée ?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En finance traditionnelle, une banque ou un courtier garde votre argent, exécute vos ordres et tient les registres. En DeFi, ces tâches reviennent à des **contrats intelligents** : des programmes enregistrés sur une [chaîne de blocs](/What-is-a-blockchain), le plus souvent [Ethereum](/what-is-ether), qui s’exécutent exactement comme ils sont écrits dès qu’on leur envoie une transaction. Tout détenteur d’un portefeuille compatible peut s’en servir, à toute heure, sans ouvrir de compte.',
        },
        {
          kind: 'paragraph',
          text: 'Cette ouverture fait l’attrait de la DeFi, et son risque : en général, aucune entreprise à appeler, aucune protection du consommateur, aucun moyen de réparer une erreur.',
        },
      ],
    },
    {
      heading: 'Les portefeuilles autogérés',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un portefeuille autogéré (ou non dépositaire) est un portefeuille dont vous détenez vous-même les clés privées. Personne d’autre ne peut déplacer vos fonds, et personne d’autre ne peut les récupérer si vous perdez vos clés.',
        },
        { kind: 'subheading', text: 'La phrase de récupération' },
        {
          kind: 'paragraph',
          text: 'À sa création, un portefeuille affiche généralement une **phrase de récupération** de 12 ou 24 mots qui permet de reconstituer toutes ses clés sur un autre appareil. Notez-la sur papier, rangez-la en lieu sûr et ne la tapez jamais dans un site Web, une messagerie ou un courriel. Quiconque vous la demande, même en se disant agent de soutien, cherche à vous voler.',
        },
        { kind: 'subheading', text: 'Portefeuilles matériels et logiciels' },
        {
          kind: 'list',
          items: [
            '**Les portefeuilles logiciels** sont des applications pour téléphone, ordinateur ou navigateur Web. Gratuits et pratiques, ils servent le plus souvent à se connecter aux applications DeFi, mais les clés se trouvent sur un appareil branché à Internet, exposé aux logiciels malveillants.',
            '**Les portefeuilles matériels** sont de petits appareils dédiés qui gardent les clés hors ligne et signent les transactions à l’intérieur de l’appareil. Payants, ils ajoutent une étape, mais résistent bien mieux aux logiciels malveillants, d’où leur popularité pour les gros montants gardés à long terme.',
          ],
        },
      ],
    },
    {
      heading: 'Les principaux services de la DeFi',
      blocks: [
        { kind: 'subheading', text: 'Les plateformes d’échange décentralisées (DEX)' },
        {
          kind: 'paragraph',
          text: 'Une DEX permet d’échanger un jeton contre un autre directement depuis son portefeuille. Beaucoup utilisent des **réserves de liquidités** : deux jetons déposés par des utilisateurs, dont le prix est fixé par une formule qui évolue au fil des échanges. Les fournisseurs de liquidités touchent une part des frais, mais peuvent finir avec moins de valeur que s’ils avaient gardé leurs jetons : c’est la « perte impermanente ».',
        },
        { kind: 'subheading', text: 'Les réserves de prêt' },
        {
          kind: 'paragraph',
          text: 'Les protocoles de prêt mettent en commun les dépôts des prêteurs et les prêtent à des emprunteurs, qui doivent d’abord bloquer une garantie valant plus que le prêt. Les taux varient automatiquement selon l’offre et la demande. Si le prix de la garantie chute trop, le protocole la vend d’office, souvent avec une pénalité : c’est la liquidation.',
        },
        { kind: 'subheading', text: 'Les cryptomonnaies stables' },
        {
          kind: 'paragraph',
          text: 'Les cryptomonnaies stables (stablecoins) sont des jetons conçus pour suivre une monnaie, souvent le dollar américain ; la DeFi s’en sert pour évaluer et régler les positions. Certaines, comme l’USD Coin (USDC), sont émises par une entreprise qui déclare détenir des réserves pour chaque jeton ; d’autres reposent sur des garanties en cryptoactifs ou sur des algorithmes, et certaines se sont effondrées. Une cryptomonnaie stable ne vaut que ce qui la soutient.',
        },
      ],
    },
    {
      heading: 'Les risques de la DeFi',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Failles des contrats intelligents** : le code s’exécute tel quel, défauts compris. Des attaques ont vidé des protocoles de sommes considérables ; les audits réduisent ce risque sans l’éliminer.',
            '**Arnaques** : faux jetons, sites imitant des sites connus, faux « cadeaux » et projets dont les créateurs disparaissent avec les dépôts sont courants. Signer une transaction malveillante peut permettre à un contrat de vider votre portefeuille.',
            '**Clés perdues** : perdez votre phrase de récupération et votre appareil, et les fonds sont perdus ; laissez quelqu’un la voir, et il peut tout prendre.',
            '**Ni assurance-dépôts ni recours** : les fonds placés en DeFi ne sont pas des dépôts bancaires et ne sont pas couverts par la Société d’assurance-dépôts du Canada (SADC) ni par un régime semblable. Personne ne peut annuler un transfert.',
            '**Risque de marché et de liquidation** : une chute brutale des cours peut déclencher liquidations et pertes.',
          ],
        },
      ],
    },
    {
      heading: `Ce que ${b.brand} offre, et ce qu’on n’y trouve pas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} est une plateforme **de garde** : ce n’est ni un service de DeFi ni un portefeuille autogéré. Elle détient pour vous les cryptoactifs que vous achetez ; vous n’en gérez pas les clés privées tant qu’ils y sont. Nous n’offrons ni mise en jeu (staking), ni prêt, ni intérêts, ni échange de jetons, ni connexion à la DeFi, et nous ne prêtons ni ne réutilisons les actifs des clients.`,
        },
        {
          kind: 'paragraph',
          text: 'Ce que nous offrons : l’achat et la vente de [bitcoin](/what-is-bitcoin-btc), d’[ether](/what-is-ether), de [litecoin](/what-is-litecoin), de [bitcoin cash](/what-is-bitcoin-cash), d’USD Coin (USDC) et de [XRP](/what-is-XRP) en dollars canadiens, ainsi que **le retrait des cryptoactifs pris en charge vers un portefeuille que vous contrôlez**. C’est ainsi qu’on passe de notre garde à l’autogestion. Voyez [votre portefeuille](/wallet) et [retirer vers votre propre portefeuille](/Non-Custodial).',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Créez votre propre portefeuille et notez sa phrase de récupération.',
            'Dans votre compte, ajoutez l’adresse de réception du portefeuille pour la bonne cryptomonnaie. Il faut un code à usage unique reçu par courriel ou tiré de votre application d’authentification, et le format de l’adresse est vérifié selon son réseau.',
            'Attendez 24 heures : un nouveau portefeuille n’est utilisable qu’un jour après son ajout, pour vous protéger si quelqu’un prenait le contrôle de votre compte.',
            'Demandez le retrait. Les frais de réseau sont affichés avant que vous confirmiez.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Vous débutez ? Lisez [premiers pas](/getting-started) ou [ouvrez un compte](/signup).',
        },
        {
          kind: 'note',
          text: `Mise en garde : les cryptoactifs sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur. La DeFi ajoute les risques décrits plus haut, et une fois vos cryptoactifs transférés de ${b.brand} vers un portefeuille que vous contrôlez, leur sécurité ne dépend plus que de vous. Rien sur cette page ne constitue un conseil en placement.`,
        },
      ],
    },
  ],
}));
