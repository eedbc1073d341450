import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce qu’une chaîne de blocs ? Guide simple',
  description:
    'La chaîne de blocs expliquée : blocs et hachage, preuve de travail et d’enjeu, clés, portefeuilles et adresses, et pourquoi un transfert est définitif.',
  heading: 'Qu’est-ce qu’une chaîne de blocs ?',
  lead: 'Une chaîne de blocs (blockchain) est un registre de transactions partagé que des milliers d’ordinateurs indépendants tiennent à jour ensemble, sans exploitant central. C’est la technologie derrière le bitcoin, l’ether, le litecoin, le bitcoin cash et le XRP. Voici comment elle fonctionne, à quoi elle sert et pourquoi un transfert ne peut pas être annulé.',
  sections: [
    {
      heading: 'Des blocs, des empreintes et une chaîne',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une chaîne de blocs est un grand livre : la liste de qui a envoyé quoi à qui. Au lieu d’être tenue par une banque, elle est copiée sur des ordinateurs appelés **nœuds**, que n’importe qui peut exploiter. Les transactions sont regroupées en lots appelés **blocs**, ajoutés à la suite. Chacun peut télécharger l’historique et le vérifier.',
        },
        {
          kind: 'paragraph',
          text: 'Ce qui relie les blocs, c’est le **hachage**. Une fonction de hachage, comme SHA-256 dans Bitcoin, transforme n’importe quelle donnée en une courte empreinte de longueur fixe ; modifiez un seul caractère et l’empreinte change du tout au tout. Chaque bloc contient l’empreinte du bloc précédent : les blocs forment ainsi une chaîne. Modifier une ancienne transaction changerait l’empreinte du bloc et romprait le lien avec tous les blocs suivants : les nœuds honnêtes rejetteraient la copie falsifiée.',
        },
      ],
    },
    {
      heading: 'Comment le réseau s’entend : le consensus',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puisque personne n’est aux commandes, les nœuds doivent s’entendre sur le prochain bloc et empêcher quiconque de dépenser deux fois les mêmes pièces. C’est ce qu’on appelle le **consensus**.',
        },
        { kind: 'subheading', text: 'La preuve de travail' },
        {
          kind: 'paragraph',
          text: 'Des ordinateurs appelés **mineurs** rivalisent pour trouver un nombre qui, combiné au contenu du bloc, donne une empreinte inférieure à une cible de difficulté. Le trouver exige d’innombrables essais et beaucoup d’électricité ; le vérifier, une fraction de seconde. Le gagnant ajoute le bloc et reçoit de nouvelles pièces et les frais. Réécrire l’historique exigerait de refaire ce travail plus vite que tout le reste du réseau. Le [bitcoin](/what-is-bitcoin-btc), le [litecoin](/what-is-litecoin) et le [bitcoin cash](/what-is-bitcoin-cash) reposent sur la preuve de travail.',
        },
        { kind: 'subheading', text: 'La preuve d’enjeu' },
        {
          kind: 'paragraph',
          text: 'Des **validateurs** immobilisent (mettent en jeu) des pièces du réseau pour obtenir le droit de proposer et de confirmer des blocs. Les validateurs honnêtes sont récompensés ; les tricheurs peuvent perdre une partie de leur mise. La méthode consomme bien moins d’énergie que le minage. [Ethereum](/what-is-ether) est passé de la preuve de travail à la preuve d’enjeu en septembre 2022.',
        },
        {
          kind: 'paragraph',
          text: 'D’autres modèles existent : le registre XRP (XRP Ledger) n’a ni minage ni mise en jeu, et des validateurs indépendants votent sur chaque nouvelle version du registre. Voyez [qu’est-ce que le XRP](/what-is-XRP).',
        },
      ],
    },
    {
      heading: 'Clés, portefeuilles et adresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La propriété se prouve par la cryptographie, et non par un nom ou un numéro de compte :',
        },
        {
          kind: 'list',
          items: [
            '**Clé privée** : un nombre secret qui sert à signer les transactions. Qui la détient contrôle les pièces ; elle ne doit jamais être communiquée.',
            '**Clé publique** : dérivée de la clé privée, elle permet à quiconque de vérifier une signature sans connaître le secret.',
            '**Adresse** : une chaîne plus courte, généralement tirée de la clé publique, que vous donnez pour recevoir des pièces, un peu comme un numéro de compte.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un **portefeuille** est une application ou un appareil qui conserve vos clés et signe les transactions. Les pièces restent sur la chaîne ; le portefeuille garde les clés qui les contrôlent. La plupart des portefeuilles sauvegardent les clés sous forme de 12 ou 24 mots, la phrase de récupération : quiconque la voit peut prendre les fonds. Voyez [les portefeuilles autogérés et la DeFi](/decentralized-finance-defi-wallet).',
        },
        {
          kind: 'paragraph',
          text: `${b.brand} est une plateforme de garde : elle détient pour vous les cryptoactifs que vous achetez ; vous ne gérez donc pas de clés privées tant qu’ils y sont. Vous pouvez retirer les cryptoactifs pris en charge vers un portefeuille externe dont vous contrôlez les clés. Voyez [votre portefeuille](/wallet).`,
        },
      ],
    },
    {
      heading: 'Pourquoi un transfert est irréversible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une fois une transaction inscrite dans un bloc et recouverte par d’autres, l’annuler voudrait dire réécrire la chaîne contre tout le réseau. Aucun exploitant central ne peut annuler un paiement, et la rétrofacturation n’existe pas. Chaque bloc ajouté après le vôtre est une **confirmation** : plus il y en a, plus la transaction est définitive. Concrètement :',
        },
        {
          kind: 'list',
          items: [
            'des pièces envoyées à une adresse erronée ou mal saisie sont généralement perdues pour de bon ;',
            'des pièces envoyées à un fraudeur ne peuvent être récupérées ni par une banque ni par nous ;',
            'envoyer une cryptomonnaie sur le mauvais réseau, par exemple du bitcoin vers une adresse bitcoin cash, peut la rendre irrécupérable.',
          ],
        },
        {
          kind: 'note',
          text: `Vérifiez l’adresse, la cryptomonnaie et le réseau avant tout retrait. Chez ${b.brand}, l’ajout d’un portefeuille de retrait exige un code à usage unique, et un nouveau portefeuille n’est utilisable que 24 heures après son ajout, ce qui vous laisse le temps de repérer une erreur ou une fraude.`,
        },
      ],
    },
    {
      heading: 'Ce que la chaîne de blocs fait bien, et moins bien',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La chaîne de blocs excelle dans quelques tâches précises :',
        },
        {
          kind: 'list',
          items: [
            'tenir un registre public et infalsifiable qu’aucune partie ne peut réécrire en douce ;',
            'transférer de la valeur entre personnes, partout et à toute heure, sans intermédiaire ;',
            'exécuter des programmes appelés contrats intelligents, sur des réseaux comme Ethereum ;',
            'émettre des actifs dont l’offre suit des règles transparentes, comme le plafond de 21 millions de bitcoins.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Elle n’est pas la solution à tout. Elle est plus lente et coûteuse qu’une base de données ordinaire, puisque chaque nœud refait le travail. Elle ne peut pas vérifier qu’une information extérieure est vraie : une fausse déclaration inscrite dans la chaîne reste fausse. N’importe qui peut suivre les fonds d’une adresse à l’autre, ce qui n’a rien de confidentiel. Et les erreurs sont difficiles à corriger, par conception.',
        },
      ],
    },
    {
      heading: `Acheter des cryptoactifs chez ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Chez ${b.brand}, vous pouvez acheter et vendre du [bitcoin](/what-is-bitcoin-btc), de l’[ether](/what-is-ether), du [litecoin](/what-is-litecoin), du [bitcoin cash](/what-is-bitcoin-cash), de l’USD Coin (USDC) et du [XRP](/what-is-XRP) en dollars canadiens. Nos guides expliquent chaque étape : [acheter du bitcoin](/how-to-buy-bitcoin-canada), [acheter de l’ether](/how-to-buy-ether), [acheter du litecoin](/how-to-buy-litecoin) et [acheter du bitcoin cash](/how-to-buy-bitcoin-cash). Quand vous êtes prêt, [ouvrez un compte](/signup).`,
        },
        {
          kind: 'note',
          text: 'Mise en garde : les cryptoactifs sont volatils et peuvent perdre rapidement une grande partie, voire la totalité, de leur valeur. Ce ne sont pas des dépôts bancaires, l’assurance-dépôts ne les couvre pas et leurs transferts sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre, et lisez notre [FAQ](/faq) d’abord.',
        },
      ],
    },
  ],
}));
