import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que le dogecoin (DOGE) ? Origines et risques',
  description:
    'Le dogecoin expliqué : une blague sur le Shiba Inu devenue monnaie, le minage Scrypt fusionné au litecoin, une offre sans plafond, ses risques et nos actifs.',
  heading: 'Qu’est-ce que le dogecoin ?',
  lead: `Le dogecoin (DOGE) est né d’une blague en 2013 et est devenu l’une des cryptomonnaies les plus connues. C’est une pièce à preuve de travail, avec des blocs d’une minute et, contrairement au bitcoin, aucune limite d’offre. Voici d’où il vient, comment il fonctionne et les risques derrière ses célèbres variations de cours. À noter : ${b.brand} n’offre pas le dogecoin.`,
  sections: [
    {
      heading: 'Le dogecoin en bref',
      blocks: [
        {
          kind: 'table',
          caption: 'Le dogecoin en bref',
          rows: [
            ['Lancement', 'Décembre 2013'],
            ['Créateurs', 'Billy Markus et Jackson Palmer'],
            ['Consensus', 'Preuve de travail (Scrypt), minage fusionné avec le litecoin'],
            ['Temps de bloc', 'Environ 1 minute'],
            ['Nouvelle offre', '10 000 DOGE par bloc, sans plafond'],
            [`Sur ${b.brand}`, 'Non offert'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} n’offre pas le dogecoin (DOGE) : vous ne pouvez ni en acheter, ni en vendre, ni en déposer, ni en retirer chez nous. Nous négocions le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, chacun contre le dollar canadien. N’envoyez jamais de dogecoins à une adresse de dépôt ${b.brand} : ils ne seraient pas portés à votre compte et pourraient être perdus.`,
        },
      ],
    },
    {
      heading: 'Une blague qui a pris de l’ampleur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le dogecoin a été créé en **décembre 2013** par Billy Markus, ingénieur logiciel, et Jackson Palmer. À l’époque, de nouvelles cryptomonnaies apparaissaient presque chaque semaine, et ils voulaient se moquer de l’engouement avec une pièce inspirée du mème « Doge » : un chien Shiba Inu entouré de légendes en anglais approximatif, écrites en Comic Sans.',
        },
        {
          kind: 'paragraph',
          text: 'La blague a trouvé son public. Une communauté en ligne s’est formée autour du dogecoin : on s’en servait pour donner des pourboires aux auteurs de bons messages et pour amasser des fonds pour diverses causes, notamment pour aider l’équipe jamaïcaine de bobsleigh à se rendre aux Jeux olympiques d’hiver de Sotchi, en 2014. Les deux fondateurs se sont retirés du projet il y a des années ; des bénévoles entretiennent aujourd’hui le logiciel. Au fil du temps, l’attention des réseaux sociaux, dont les messages de personnalités du monde des affaires, a fait bondir et chuter son cours à maintes reprises.',
        },
      ],
    },
    {
      heading: 'Le fonctionnement du dogecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le code du dogecoin descend de celui du [litecoin](/what-is-litecoin), lui-même adapté du [bitcoin](/what-is-bitcoin-btc). Comme eux, il inscrit les transactions dans une [chaîne de blocs](/What-is-a-blockchain) publique sécurisée par la **preuve de travail** : les mineurs rivalisent pour ajouter chaque nouveau bloc et sont récompensés en nouvelles pièces.',
        },
        {
          kind: 'list',
          items: [
            '**Minage Scrypt** : le dogecoin utilise l’algorithme de hachage Scrypt, le même que le litecoin, plutôt que le SHA-256 du bitcoin.',
            '**Minage fusionné** : depuis 2014, les mineurs peuvent miner le litecoin et le dogecoin en même temps, avec le même travail. Le dogecoin profite ainsi d’une bonne partie de la puissance de minage du litecoin, ce qui le rend plus difficile à attaquer que sa seule taille ne le permettrait.',
            '**Blocs d’une minute** : un nouveau bloc s’ajoute environ toutes les minutes, contre dix minutes pour le bitcoin et deux minutes et demie pour le litecoin ; un paiement obtient donc vite sa première confirmation.',
            '**Adresses** : la plupart des adresses dogecoin commencent par la lettre D.',
          ],
        },
      ],
    },
    {
      heading: 'Une offre sans plafond',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le bitcoin ne dépassera jamais 21 millions de pièces, et le litecoin 84 millions. Le dogecoin, lui, n’a **aucun plafond**. Après une première période de récompenses variables, son émission est devenue fixe en 2015 : chaque bloc crée **10 000 DOGE**. À raison d’un bloc par minute, cela fait environ 5,2 milliards de nouvelles pièces par année, qui s’ajoutent aux plus de 140 milliards déjà en circulation.',
        },
        {
          kind: 'paragraph',
          text: 'Comme le nombre de nouvelles pièces reste le même alors que le total continue de croître, le taux d’inflation annuel baisse lentement en pourcentage, sans jamais atteindre zéro. Ses partisans estiment qu’une offre régulière convient à une monnaie faite pour être dépensée ; ses détracteurs soulignent que les détenteurs sont dilués chaque année. Dans tous les cas, sa valeur dépend entièrement de la demande.',
        },
      ],
    },
    {
      heading: 'Ses usages et ses risques',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On utilise le dogecoin pour les pourboires et les petits paiements, chez les rares commerçants qui l’acceptent, et surtout pour la spéculation. Ses frais sont généralement bas et ses blocs rapides, mais il n’a pas de contrats intelligents et peu d’usages au-delà des paiements.',
        },
        {
          kind: 'list',
          items: [
            '**Volatilité extrême** : le cours du dogecoin a souvent réagi à des blagues, à des messages sur les réseaux sociaux et à l’actualité, et il a perdu l’essentiel de sa valeur après des flambées passées.',
            '**Dilution** : sans plafond, des milliards de nouvelles pièces sont créées chaque année.',
            '**Fraudes** : les faux « cadeaux » qui promettent de doubler les dogecoins que vous envoyez, souvent sous le nom de célébrités, sont courants. Ce sont toujours des arnaques.',
            '**Aucune annulation** : un paiement envoyé à la mauvaise adresse ne peut pas être annulé.',
            '**Règles et impôts** : la réglementation peut changer et, au Canada, vendre ou échanger des cryptoactifs peut avoir des conséquences fiscales.',
          ],
        },
      ],
    },
    {
      heading: `Le dogecoin et ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Comme ${b.brand} n’inscrit pas le dogecoin, vous ne pouvez pas acheter de DOGE en dollars canadiens sur notre plateforme. Notre [page sur l’achat de dogecoin](/how-to-buy-dogecoin) l’explique et indique ce que vous pouvez faire à la place.`,
        },
        {
          kind: 'paragraph',
          text: 'Si vous êtes curieux des pièces dont le dogecoin est issu, lisez nos pages sur le [litecoin](/what-is-litecoin) et le [bitcoin](/what-is-bitcoin-btc), que nous négocions tous deux, comme l’[ether](/what-is-ether), le [bitcoin cash](/what-is-bitcoin-cash) et le [XRP](/what-is-XRP). Le [centre d’apprentissage](/learn) propose d’autres guides.',
        },
        {
          kind: 'note',
          text: 'Mise en garde : les cryptoactifs, et les cryptomonnaies mèmes en particulier, sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur en peu de temps. Ce ne sont pas des dépôts bancaires, ils ne sont pas couverts par l’assurance-dépôts, et les transferts sur une chaîne de blocs sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est de l’information générale, et non un conseil en placement.',
        },
      ],
    },
  ],
}));
