import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que Chainlink (LINK) ? Les oracles expliqués',
  description:
    'Chainlink expliqué : le rôle des oracles et leurs risques, le jeton LINK sur Ethereum, son offre de 1 milliard, et les cryptoactifs que nous offrons à la place.',
  heading: 'Qu’est-ce que Chainlink ?',
  lead: `Chainlink est un réseau d’« oracles » : des services qui apportent aux chaînes de blocs de l’information venue de l’extérieur, comme des prix, pour que les contrats intelligents puissent s’en servir. Son jeton, le LINK, existe sur Ethereum. Ce guide explique le problème que règlent les oracles, le fonctionnement de Chainlink, l’utilité du LINK et les risques en jeu. À noter : ${b.brand} n’offre pas le chainlink.`,
  sections: [
    {
      heading: 'Chainlink en bref',
      blocks: [
        {
          kind: 'table',
          caption: 'Chainlink en bref',
          rows: [
            ['Nature', 'Un réseau d’oracles décentralisé'],
            ['Jeton', 'LINK, un jeton ERC-20 sur Ethereum'],
            ['Lancement', 'Jeton en 2017, réseau en 2019'],
            ['Offre totale', '1 milliard de LINK, fixe'],
            [`Sur ${b.brand}`, 'Non offert'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} n’offre pas le chainlink (LINK) : vous ne pouvez ni en acheter, ni en vendre, ni en déposer, ni en retirer chez nous. Nous négocions le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. Le LINK existe sur le réseau Ethereum, mais ne l’envoyez pas à votre adresse de dépôt d’ether ${b.brand} : nous ne le prenons pas en charge, il ne serait pas porté à votre compte et il pourrait être perdu.`,
        },
      ],
    },
    {
      heading: 'Le problème que règlent les oracles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une [chaîne de blocs](/What-is-a-blockchain) ne connaît que ce qui y est inscrit. Les contrats intelligents, ces programmes qui s’exécutent sur des réseaux comme [Ethereum](/what-is-ether), ne peuvent pas consulter eux-mêmes un prix, un bulletin météo ou un résultat sportif : chaque nœud doit arriver au même résultat, alors que le monde extérieur donne des réponses différentes d’un moment à l’autre.',
        },
        {
          kind: 'paragraph',
          text: 'Un **oracle** comble ce manque. Il va chercher de l’information à l’extérieur, la vérifie et la publie sur la chaîne de blocs, où les contrats intelligents peuvent la lire. Une application de prêt, par exemple, a besoin d’un prix à jour pour savoir si la garantie d’un emprunteur couvre toujours son prêt. Le hic : un contrat n’est jamais plus fiable que les données qu’on lui fournit. Si une seule entreprise exploitait l’oracle, elle deviendrait un point de défaillance unique. C’est ce qu’on appelle souvent le **problème de l’oracle**.',
        },
      ],
    },
    {
      heading: 'Le fonctionnement de Chainlink',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chainlink s’attaque au problème de l’oracle avec un **réseau d’oracles décentralisé**. Au lieu de dépendre d’une seule source, de nombreux opérateurs de nœuds indépendants recueillent chacun la même donnée, par exemple le cours de l’ether en dollars américains, auprès de plusieurs fournisseurs. Leurs réponses sont combinées en une seule valeur, de sorte qu’un nœud défaillant ou malhonnête ne peut pas décider seul du résultat, puis cette valeur est publiée sur la chaîne de blocs pour les contrats qui l’utilisent.',
        },
        {
          kind: 'list',
          items: [
            '**Flux de données** : des prix et d’autres chiffres mis à jour régulièrement, très utilisés par les applications de finance décentralisée.',
            '**Hasard vérifiable** : des nombres aléatoires accompagnés d’une preuve qu’ils n’ont pas été trafiqués, utilisés par des jeux et des tirages.',
            '**Automatisation** : des services qui déclenchent un contrat quand une condition est remplie.',
            '**Messagerie interchaînes** : un protocole pour transférer des messages et des jetons d’une chaîne de blocs à une autre.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chainlink a été fondé par Sergey Nazarov et Steve Ellis, qui en ont publié le livre blanc en 2017. Né sur Ethereum, il offre aujourd’hui ses services sur de nombreuses chaînes de blocs.',
        },
      ],
    },
    {
      heading: 'Le jeton LINK',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le **LINK** est un jeton sur Ethereum conforme à la norme ERC-20 (plus précisément ERC-677, qui la prolonge). Il a été lancé en 2017 au moyen d’une vente publique de jetons, et le réseau d’oracles lui-même est entré en service sur Ethereum en 2019. Son offre totale est fixée à **1 milliard de LINK**, tous créés au départ : le LINK n’est pas miné. Une grande part a été réservée à l’entreprise qui développe le réseau et à la rémunération des opérateurs de nœuds, et elle est libérée au fil du temps.',
        },
        {
          kind: 'paragraph',
          text: 'Les opérateurs de nœuds sont payés en LINK pour les données et les services qu’ils fournissent. Les détenteurs peuvent aussi mettre en jeu du LINK dans certains services du réseau, en garantie de bonne conduite, au risque d’en perdre une partie si le service qu’ils appuient fonctionne mal.',
        },
        {
          kind: 'paragraph',
          text: 'Comme le LINK est un jeton et non une pièce dotée de sa propre chaîne de blocs, le déplacer sur Ethereum exige un peu d’ether pour payer les frais du réseau, et il ne doit être envoyé qu’à une adresse ou à un service qui prend en charge ce jeton sur ce réseau.',
        },
      ],
    },
    {
      heading: 'Les risques des oracles et du LINK',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les oracles sont l’un des maillons faibles de la finance décentralisée. Des applications qui se fiaient à une source de prix unique ou facile à influencer ont été vidées par des attaquants qui ont fait bouger ce prix pendant quelques instants. Les réseaux d’oracles décentralisés réduisent ces risques ; ils ne les éliminent pas.',
        },
        {
          kind: 'list',
          items: [
            '**Données fausses ou périmées** : si les sources se trompent, tardent ou sont manipulées, les contrats agissent sur une image faussée de la réalité, par exemple en liquidant des prêts au mauvais prix.',
            '**Concentration** : les nœuds qui alimentent un flux donné forment un groupe sélectionné ; la sécurité du réseau dépend donc de leur indépendance et de leur honnêteté.',
            '**Dépendance commune** : quand de nombreuses applications reposent sur le même oracle, une seule défaillance peut toutes les toucher à la fois.',
            '**Risques du jeton** : le cours du LINK est volatil, une grande part de l’offre est entre les mains d’initiés, et des défaillances de contrats intelligents ou de mise en jeu peuvent causer des pertes.',
            '**Règles et impôts** : la réglementation peut changer et, au Canada, vendre ou échanger des cryptoactifs peut avoir des conséquences fiscales.',
          ],
        },
      ],
    },
    {
      heading: `Chainlink et ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Comme ${b.brand} n’inscrit pas le chainlink, vous ne pouvez pas acheter de LINK en dollars canadiens sur notre plateforme. Notre [page sur l’achat de chainlink](/how-to-buy-chainlink) l’explique et indique ce que vous pouvez faire à la place.`,
        },
        {
          kind: 'paragraph',
          text: 'Pour découvrir le réseau sur lequel repose le LINK, lisez [qu’est-ce que l’ether](/what-is-ether) ; l’ether fait partie des actifs que nous négocions, avec le [bitcoin](/what-is-bitcoin-btc), le [litecoin](/what-is-litecoin), le [bitcoin cash](/what-is-bitcoin-cash) et le [XRP](/what-is-XRP). Notre page sur [la DeFi et les portefeuilles autogérés](/decentralized-finance-defi-wallet) et le [centre d’apprentissage](/learn) vont plus loin.',
        },
        {
          kind: 'note',
          text: 'Mise en garde : les cryptoactifs, dont le LINK, sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur en peu de temps. Ce ne sont pas des dépôts bancaires, ils ne sont pas couverts par l’assurance-dépôts, et les transferts sur une chaîne de blocs sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est de l’information générale, et non un conseil en placement.',
        },
      ],
    },
  ],
}));
