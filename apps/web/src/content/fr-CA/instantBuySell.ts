import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Achat, vente et retrait instantanés',
  description:
    'Achetez et vendez des cryptos en quelques secondes à un prix ferme en dollars canadiens, puis retirez-les. Ce qui est instantané, et ce qui ne l’est pas.',
  heading: 'Achetez, vendez et retirez des cryptos en quelques secondes',
  lead: `Sur ${b.brand}, une opération prend quelques secondes, de la cotation à la confirmation : vous voyez un prix ferme, vous le confirmez, et l’opération s’exécute exactement à ce prix. Voici ce qui se passe à chaque étape, et ce qui dépend des banques, des chaînes de blocs et de nos mesures de sécurité plutôt que de la rapidité de la plateforme.`,
  sections: [
    {
      heading: 'Acheter ou vendre avec une cotation ferme',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choisissez d’acheter ou de vendre, puis l’actif : bitcoin, ether, litecoin, bitcoin cash, USD Coin ou XRP.',
            'Entrez le montant, en dollars canadiens ou en cryptomonnaie. L’opération minimale est de 5,00 $.',
            'Lisez la cotation. Elle présente le prix tout compris, l’écart et les frais éventuels, chacun sur sa propre ligne.',
            'Confirmez avant la fin du compte à rebours de 10 secondes. S’il arrive à zéro, l’écran obtient une nouvelle cotation que vous pouvez examiner.',
            'L’opération s’exécute exactement aux montants cotés, et votre solde est mis à jour sur-le-champ.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chaque cotation ne peut être exécutée qu’une seule fois : appuyer deux fois sur le bouton de confirmation n’achète ni ne vend deux fois. La façon dont le prix est établi est expliquée à la page [Cotations en temps réel](/Real-Time-Quotes).',
        },
      ],
    },
    {
      heading: 'Ce que veut vraiment dire « instantané »',
      blocks: [
        { kind: 'subheading', text: 'L’exécution est immédiate' },
        {
          kind: 'paragraph',
          text: 'Votre opération s’exécute dès que vous confirmez. Le prix et les montants sont alors fixés : un mouvement du marché une seconde plus tard n’y change rien.',
        },
        { kind: 'subheading', text: 'Le règlement suit quelques secondes plus tard' },
        {
          kind: 'paragraph',
          text: 'Le produit d’une opération est réglé quelques secondes après son exécution (cinq secondes par défaut). D’ici là, il compte dans votre solde mais apparaît « en cours de règlement » : vous ne pouvez pas encore le vendre ni le retirer. En pratique, il est généralement disponible le temps que vous consultiez votre portefeuille.',
        },
        { kind: 'subheading', text: 'Les virements bancaires suivent le rythme des banques' },
        {
          kind: 'paragraph',
          text: 'Les dépôts et retraits en dollars canadiens passent par le système bancaire, selon son propre calendrier. Le virement Interac est habituellement l’option la plus rapide ; le transfert électronique de fonds (TEF) suit le traitement des banques, les jours ouvrables. Nous ne pouvons pas accélérer l’un ou l’autre au-delà de ce que font les banques.',
        },
        { kind: 'subheading', text: 'Un nouveau portefeuille attend 24 heures' },
        {
          kind: 'paragraph',
          text: 'Un portefeuille externe que vous venez d’ajouter peut recevoir des retraits 24 heures plus tard. Ce délai est voulu : si quelqu’un accédait un jour à votre compte, vous auriez le temps de le remarquer et de communiquer avec nous avant que vos cryptos puissent partir.',
        },
        { kind: 'subheading', text: 'Les chaînes de blocs confirment à leur propre rythme' },
        {
          kind: 'paragraph',
          text: 'Une fois un retrait de cryptomonnaie envoyé, le temps de confirmation dépend du réseau et de son achalandage, et non de nous.',
        },
      ],
    },
    {
      heading: 'Retirer vers votre propre portefeuille',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Enregistrez le portefeuille externe dans votre compte. Il vous faut un code à usage unique reçu par courriel ou généré par votre application d’authentification, et nous vérifions l’adresse selon le format de son réseau et une liste d’adresses interdites.',
            'Attendez 24 heures avant que le nouveau portefeuille puisse recevoir un retrait.',
            'Lancez le retrait. Les frais de réseau sont affichés avant votre confirmation : vous connaissez le coût d’avance.',
            'Confirmez avec un code à usage unique. Les cryptos quittent votre compte et sont envoyées sur le réseau.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Par défaut, les retraits de cryptomonnaies sont limités à l’équivalent de 10 000 $ par période mobile de 24 heures. Les retraits sont aussi bloqués pendant 24 heures après un changement de mot de passe ou une réinitialisation de l’authentification à deux facteurs. Pour en savoir plus, voyez [votre portefeuille](/wallet) et [le passage à l’autogarde](/Non-Custodial).',
        },
        {
          kind: 'note',
          text: 'Une transaction en cryptomonnaie envoyée à la mauvaise adresse ou sur le mauvais réseau est généralement irréversible. Vérifiez soigneusement l’adresse et envoyez d’abord un petit montant d’essai.',
        },
      ],
    },
    {
      heading: 'Les dollars canadiens, à l’entrée et à la sortie',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Dépôts :** par TEF depuis un compte bancaire canadien lié, ou par virement Interac à l’adresse courriel de dépôt affichée à l’écran, avec votre code unique dans le message du virement.',
            '**Retraits :** par TEF vers un compte bancaire lié, ou par virement Interac.',
            '**Comptes bancaires :** ils doivent être à votre nom. Liez-en un au moyen de l’écran de liaison bancaire ou entrez-le à la main, puis confirmez-le grâce à deux petits dépôts d’essai.',
            '**Limites par défaut :** 10 000 $ par période mobile de 24 heures et 50 000 $ par période mobile de 7 jours pour les dépôts et les retraits. La réussite d’une vérification de diligence raisonnable renforcée les multiplie par cinq.',
          ],
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre de la valeur rapidement. Une opération rapide reste une décision à mûrir : n’achetez que ce que vous pouvez vous permettre de perdre.',
        },
      ],
    },
  ],
}));
