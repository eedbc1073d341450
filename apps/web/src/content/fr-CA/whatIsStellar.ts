import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que Stellar (XLM) ? Les lumens expliqués',
  description:
    'Stellar et le lumen (XLM) expliqués : histoire, protocole de consensus, ancres, mémos et réserve, risques, et les cryptoactifs que nous offrons à la place.',
  heading: 'Qu’est-ce que Stellar ?',
  lead: `Stellar est un réseau de chaîne de blocs public conçu pour les paiements et pour l’émission de versions numériques de monnaies et d’autres actifs. Son actif natif est le lumen (XLM). Ce guide explique d’où vient Stellar, comment son réseau s’entend sur les transactions, ce que sont les ancres et les mémos, et les risques en jeu. Précision importante : ${b.brand} n’offre pas le stellar.`,
  sections: [
    {
      heading: 'Stellar en bref',
      blocks: [
        {
          kind: 'table',
          caption: 'Stellar en bref',
          rows: [
            ['Lancement', '2014'],
            ['Actif natif', 'Lumen (XLM)'],
            ['Consensus', 'Stellar Consensus Protocol, sans minage'],
            ['Offre', 'Environ 50 milliards de XLM ; aucun nouveau lumen n’est créé'],
            ['Plus petite unité', 'Stroop (0,0000001 XLM)'],
            [`Sur ${b.brand}`, 'Non offert'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} n’offre pas le stellar (XLM) : vous ne pouvez ni acheter, ni vendre, ni déposer, ni retirer de lumens chez nous. Nous négocions le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. N’envoyez jamais de lumens à une adresse de dépôt ${b.brand} : ils ne seraient pas portés à votre compte et pourraient être perdus.`,
        },
      ],
    },
    {
      heading: 'Un bref historique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stellar a été lancé en 2014 par Jed McCaleb, qui avait auparavant participé à la création du [XRP Ledger](/what-is-XRP), et Joyce Kim. Son développement est soutenu par la **Stellar Development Foundation** (SDF), un organisme sans but lucratif qui finance le logiciel et fait la promotion du réseau. Le premier logiciel de Stellar était adapté du code du XRP Ledger ; en 2015, le réseau est passé à une nouvelle conception, le Stellar Consensus Protocol, mis au point par David Mazières, professeur à Stanford.',
        },
        {
          kind: 'paragraph',
          text: 'Les **lumens** (XLM) sont l’actif natif de Stellar. Cent milliards ont été créés au lancement et, pendant environ cinq ans, l’offre a augmenté de 1 % par année. En 2019, les validateurs ont voté pour mettre fin à cette inflation, puis la SDF a détruit environ 55 milliards de lumens qu’elle détenait, ce qui a laissé quelque 50 milliards de lumens. Les lumens ne sont pas minés et aucun nouveau n’est créé. La SDF détient toujours une grande part de l’offre, qu’elle utilise au fil du temps pour financer le réseau et son écosystème.',
        },
      ],
    },
    {
      heading: 'Le fonctionnement du Stellar Consensus Protocol',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stellar n’a pas de minage. Chaque validateur choisit plutôt un ensemble d’autres validateurs auxquels il fait confiance, son **ensemble de quorum** (quorum set). Ces ensembles se recoupent à l’échelle du réseau, et le protocole, une forme de ce que les informaticiens appellent l’accord byzantin fédéré, permet aux validateurs de s’entendre sur chaque nouveau registre dès que suffisamment des nœuds en qui ils ont confiance sont d’accord. Un nouveau registre est fermé environ toutes les cinq secondes, et ses transactions sont alors définitives.',
        },
        {
          kind: 'paragraph',
          text: 'Cette conception consomme peu d’énergie et confirme les paiements rapidement. Sa sécurité dépend toutefois du soin avec lequel les validateurs choisissent leurs ensembles de quorum. Le protocole est fait pour s’arrêter et attendre plutôt que d’accepter des historiques contradictoires : si trop de validateurs de confiance tombaient en panne en même temps, le réseau pourrait faire une pause jusqu’à leur retour.',
        },
        {
          kind: 'paragraph',
          text: 'Les lumens ont deux rôles concrets. Ils paient les petits frais de chaque transaction : les frais de base sont de 100 stroops, soit 0,00001 XLM, un stroop valant un dix-millionième de lumen. Et chaque compte doit conserver un solde minimal de lumens, actuellement 1 XLM, plus un léger supplément pour chaque ligne de confiance ou offre qu’il détient. Les validateurs peuvent voter pour modifier ces montants.',
        },
      ],
    },
    {
      heading: 'Ancres, mémos et adresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sur Stellar, n’importe qui peut émettre un jeton, et le réseau comprend une plateforme d’échange intégrée où les jetons se négocient. Les **ancres** (anchors) sont des entreprises qui relient le réseau au système financier traditionnel. Une ancre accepte un dépôt en monnaie ordinaire, des dollars ou des pesos par exemple, émet un jeton équivalent sur Stellar et rembourse l’argent quand le jeton lui est rendu.',
        },
        {
          kind: 'paragraph',
          text: 'C’est ce qui rend possibles les paiements transfrontaliers sur Stellar : l’expéditeur peut payer dans une monnaie et le destinataire recevoir une autre monnaie, le réseau trouvant un chemin de conversion dans sa plateforme d’échange, parfois en passant par le lumen. Depuis 2024, Stellar prend aussi en charge les contrats intelligents grâce à une plateforme appelée Soroban. Un jeton émis par une ancre ne vaut cependant que ce que vaut l’ancre : si elle fait faillite, est piratée ou cesse de rembourser, son jeton peut ne plus valoir ce qu’il est censé représenter.',
        },
        { kind: 'subheading', text: 'Mémos et adresses' },
        {
          kind: 'paragraph',
          text: 'Un paiement Stellar peut porter un **mémo** : un court texte ou un numéro joint à la transaction. Les plateformes d’échange qui reçoivent les lumens de nombreux clients à une seule adresse commune se servent du mémo pour distinguer les dépôts, un peu comme les services XRP utilisent une étiquette de destination. Envoyer des lumens à une plateforme sans le mémo qu’elle a demandé est une erreur fréquente et coûteuse : les fonds arrivent à la plateforme, mais pas dans votre compte.',
        },
        {
          kind: 'list',
          items: [
            'Une adresse publique Stellar commence par la lettre **G** et compte 56 caractères.',
            'Une clé secrète commence par la lettre **S**. Qui la détient contrôle le compte : ne la communiquez jamais et ne la saisissez jamais dans un site auquel vous ne faites pas confiance.',
            'Un nouveau compte n’existe qu’une fois qu’il a reçu assez de lumens pour couvrir le solde minimal.',
          ],
        },
      ],
    },
    {
      heading: 'Les risques à peser',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité** : le cours du lumen peut monter ou chuter fortement en peu de temps.',
            '**Concentration** : la SDF détient une grande partie de l’offre, et ses décisions influent sur le réseau et sur le marché.',
            '**Risque d’émetteur** : les jetons sur Stellar dépendent des ancres et des émetteurs qui les soutiennent.',
            '**Aucune annulation** : un paiement envoyé à la mauvaise adresse, ou sans le bon mémo, ne peut pas être annulé par le réseau.',
            '**Règles et impôts** : la réglementation peut changer et, au Canada, vendre ou échanger des cryptoactifs peut avoir des conséquences fiscales.',
          ],
        },
      ],
    },
    {
      heading: `Stellar et ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Comme ${b.brand} n’inscrit pas le stellar, vous ne pouvez pas acheter de XLM en dollars canadiens sur notre plateforme. Notre [page sur l’achat de stellar](/how-to-buy-stellar) l’explique et indique ce que vous pouvez faire à la place.`,
        },
        {
          kind: 'paragraph',
          text: 'Si les réseaux de paiement vous intéressent, le [XRP](/what-is-XRP), que nous négocions, a lui aussi été conçu pour des transferts rapides et peu coûteux. Vous pouvez également lire nos pages sur le [bitcoin](/what-is-bitcoin-btc), l’[ether](/what-is-ether), le [litecoin](/what-is-litecoin) et le [bitcoin cash](/what-is-bitcoin-cash), ou parcourir le [centre d’apprentissage](/learn).',
        },
        {
          kind: 'note',
          text: 'Mise en garde : les cryptoactifs, dont le lumen, sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur en peu de temps. Ce ne sont pas des dépôts bancaires, ils ne sont pas couverts par l’assurance-dépôts, et les transferts sur une chaîne de blocs sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est de l’information générale, et non un conseil en placement.',
        },
      ],
    },
  ],
}));
