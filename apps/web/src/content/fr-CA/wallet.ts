import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Votre portefeuille crypto : soldes, dépôts, retraits',
  description: `Le portefeuille de compte ${b.brand} : soldes par actif, montants disponibles et en règlement, adresses de dépôt et portefeuilles enregistrés.`,
  heading: 'Votre portefeuille de compte',
  lead: `Chaque compte ${b.brand} comprend un portefeuille : un solde en dollars canadiens et un solde pour chaque actif offert, une adresse de dépôt pour les cryptos que vous recevez, et la liste des portefeuilles externes que vous avez enregistrés pour vos retraits. Voici comment fonctionne chacun de ces éléments.`,
  sections: [
    {
      heading: 'Un solde pour chaque actif',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Votre portefeuille affiche un solde en dollars canadiens et un solde pour chaque actif négociable : bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) et XRP. Chaque changement, qu’il s’agisse d’une opération, d’un dépôt ou d’un retrait, est consigné dans un registre en partie double, de sorte que chaque solde peut être retracé jusqu’aux mouvements qui l’ont formé.',
        },
        { kind: 'subheading', text: 'Disponible et en cours de règlement' },
        {
          kind: 'paragraph',
          text: 'Une opération s’exécute immédiatement, et son produit est réglé quelques secondes plus tard (cinq secondes par défaut). D’ici là, il compte dans votre solde mais apparaît comme étant en cours de règlement : vous ne pouvez pas encore le vendre ni le retirer. Votre montant **disponible** correspond à ce que vous pouvez utiliser tout de suite.',
        },
        {
          kind: 'paragraph',
          text: 'Par exemple, si vous achetez 0,01 BTC, votre solde en bitcoin augmente de 0,01 sur-le-champ, et quelques secondes plus tard, ce 0,01 devient disponible pour la vente ou le retrait.',
        },
      ],
    },
    {
      heading: 'Recevoir des cryptos : vos adresses de dépôt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque client dispose d’adresses de dépôt pour les cryptos qu’il reçoit. Elles vous servent à transférer sur la plateforme des cryptos que vous possédez déjà, par exemple pour les vendre en dollars canadiens.',
        },
        {
          kind: 'list',
          items: [
            'N’envoyez que l’actif auquel l’adresse est destinée, sur le réseau qui lui correspond. Des cryptos envoyées sur le mauvais réseau, ou des actifs que nous n’offrons pas, pourraient être impossibles à récupérer.',
            'Copiez et collez l’adresse plutôt que de la taper, puis vérifiez les premiers et les derniers caractères.',
            'Pour un premier dépôt, envoyez d’abord un petit montant.',
          ],
        },
      ],
    },
    {
      heading: 'Envoyer des cryptos : vos portefeuilles externes enregistrés',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les retraits de cryptomonnaies ne peuvent aller que vers des portefeuilles externes enregistrés dans votre compte. Voici comment l’enregistrement et l’utilisation d’un portefeuille fonctionnent :',
        },
        {
          kind: 'list',
          items: [
            '**Vérification de l’adresse :** quand vous ajoutez un portefeuille, nous vérifions l’adresse selon le format de son réseau et la comparons à une liste d’adresses interdites.',
            '**Code à usage unique :** l’ajout d’un portefeuille exige un code reçu par courriel ou généré par votre application d’authentification, tout comme chaque retrait.',
            '**Délai de 24 heures :** un nouveau portefeuille peut recevoir des retraits 24 heures après son ajout.',
            '**Frais de réseau affichés d’avance :** chaque retrait indique les frais de réseau avant que vous le confirmiez.',
            '**Limites :** par défaut, les retraits de cryptomonnaies sont plafonnés à l’équivalent de 10 000 $ par période mobile de 24 heures ; la réussite d’une vérification de diligence raisonnable renforcée multiplie ce plafond par cinq.',
            '**Blocages de sécurité :** les retraits sont bloqués pendant 24 heures après un changement de mot de passe ou une réinitialisation de l’authentification à deux facteurs.',
          ],
        },
        {
          kind: 'note',
          text: 'Une transaction envoyée à la mauvaise adresse est généralement irréversible. Vérifiez l’adresse avant de l’enregistrer, et envoyez un petit montant d’essai vers tout nouveau portefeuille.',
        },
      ],
    },
    {
      heading: 'Les dollars canadiens',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous approvisionnez votre solde en dollars canadiens par virement Interac (l’écran affiche l’adresse courriel de dépôt et le code unique à inscrire dans le message du virement) ou par transfert électronique de fonds (TEF) depuis un compte bancaire canadien lié, à votre nom. Les retraits se font de ces deux mêmes façons. Par défaut, les dépôts et retraits en dollars canadiens sont limités à 10 000 $ par période mobile de 24 heures et à 50 000 $ par période mobile de 7 jours.',
        },
      ],
    },
    {
      heading: 'Un portefeuille avec dépositaire',
      blocks: [
        {
          kind: 'paragraph',
          text: `Votre portefeuille ${b.brand} est un portefeuille **avec dépositaire** : nous détenons vos cryptos pour votre compte tant qu’elles sont sur la plateforme, et vous n’en détenez pas les clés privées. Nous ne les prêtons pas et ne les réutilisons pas. Si vous souhaitez détenir vos propres clés, vous pouvez retirer vos cryptos vers un portefeuille que vous contrôlez quand vous le voulez, sous réserve des mesures ci-dessus. [Cryptos avec ou sans dépositaire, expliqué](/Non-Custodial).`,
        },
        {
          kind: 'paragraph',
          text: 'Pour connaître les protections qui entourent votre compte, lisez [comment protéger votre compte](/Safe-and-Secure-Crypto-Wallet).',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre de la valeur. La valeur de votre solde en dollars canadiens monte et descend avec le marché.',
        },
      ],
    },
  ],
}));
