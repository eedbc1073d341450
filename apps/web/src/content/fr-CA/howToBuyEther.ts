import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter de l’ether (ETH) au Canada',
  description:
    'Acheter de l’ether en dollars canadiens : les étapes sur notre plateforme, ce qu’affiche la cotation et comment retirer vos ETH vers une adresse 0x.',
  heading: 'Comment acheter de l’ether',
  lead: `L’ether (ETH) est la monnaie du réseau Ethereum. Chez ${b.brand}, vous pouvez en acheter en dollars canadiens à un prix ferme et tout compris, le conserver dans votre compte et le retirer vers votre propre portefeuille Ethereum lorsque vous voulez vous en servir ailleurs.`,
  sections: [
    {
      heading: 'Pourquoi l’ether',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ethereum est une chaîne de blocs qui exécute des programmes appelés contrats intelligents, sur lesquels reposent des applications de prêt, des plateformes d’échange, des objets de collection numériques et des milliers de jetons. Chaque transaction y est payée en ether : ce sont les frais de « gaz ». Depuis septembre 2022, le réseau est sécurisé par la preuve d’enjeu plutôt que par le minage. Contrairement au bitcoin, l’ether n’a pas d’offre maximale fixe. Lisez [ce qu’est l’ether](/what-is-ether) pour avoir une vue d’ensemble.',
        },
        {
          kind: 'paragraph',
          text: 'Certains achètent de l’ether comme placement ; d’autres en ont besoin pour payer les transactions des applications qu’ils utilisent. Si c’est votre cas, il vous faudra un portefeuille à vous : consultez notre page sur les [portefeuilles DeFi](/decentralized-finance-defi-wallet).',
        },
      ],
    },
    {
      heading: 'Acheter de l’ether, étape par étape',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '[Inscrivez-vous](/signup) et confirmez votre adresse courriel.',
            'Vérifiez votre identité avec une pièce d’identité gouvernementale avec photo, votre numéro d’assurance sociale, votre adresse et votre profession.',
            'Approvisionnez votre compte en dollars canadiens, par TEF depuis un compte bancaire associé à votre nom ou par virement Interac accompagné de votre code de référence.',
            'Allez dans **Échange**, sélectionnez **Acheter**, puis **Ether (ETH)**.',
            'Indiquez le montant en dollars canadiens, ou en ETH si vous avez besoin d’une quantité précise, par exemple 0,05 ETH pour couvrir les frais de transaction d’une application.',
            'Examinez la cotation : prix tout compris, écart et frais éventuels, chacun sur sa ligne, fermes pendant 10 secondes. À la fin du compte à rebours, une nouvelle cotation s’affiche au prix du moment.',
            'Confirmez pour acheter exactement à ces montants.',
            'Votre ether apparaît aussitôt dans **Actifs** et se règle quelques secondes plus tard ; vous pouvez ensuite le vendre ou le retirer. L’opération est inscrite dans **Ordres**.',
          ],
        },
      ],
    },
    {
      heading: 'Frais et minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le prix de l’ether affiché dans une cotation correspond au cours médian du marché plus un écart de 0,75 % par défaut, sans frais de négociation distincts par défaut. L’opération minimale est de 5,00 $. La cotation affiche toujours les chiffres réels avant votre confirmation ; notre page sur les [cotations en temps réel](/Real-Time-Quotes) présente le calcul.',
        },
        {
          kind: 'paragraph',
          text: 'Un retrait d’ether entraîne des frais de réseau Ethereum, qui varient selon l’achalandage du réseau. L’écran de retrait les affiche avant votre confirmation.',
        },
      ],
    },
    {
      heading: 'Envoyer de l’ether vers votre propre portefeuille',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une adresse Ethereum se compose de **0x** suivi de 40 lettres et chiffres. Bien des portefeuilles l’affichent en mélangeant majuscules et minuscules : c’est la somme de contrôle EIP-55, qui permet aux logiciels de repérer un caractère mal saisi. Copiez-collez toujours l’adresse plutôt que de la taper.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copiez l’adresse de réception de votre portefeuille Ethereum.',
            'Enregistrez-la dans **Portefeuille externe** en confirmant avec un code à usage unique. Nous vérifions son format et la comparons à une liste d’adresses interdites.',
            'Attendez 24 heures, le temps que le nouveau portefeuille devienne utilisable.',
            'Dans **Retraits**, choisissez l’ether, le portefeuille et le montant, vérifiez les frais de réseau et confirmez avec un code à usage unique.',
          ],
        },
        {
          kind: 'note',
          text: 'De nombreux autres réseaux utilisent le même format d’adresse 0x. Nos retraits d’ether sont envoyés sur le réseau principal Ethereum : assurez-vous que le portefeuille ou le service destinataire accepte l’ETH sur Ethereum même. Par ailleurs, votre adresse de dépôt ETH chez nous est réservée à l’ether : n’y envoyez pas de jetons.',
        },
      ],
    },
    {
      heading: 'Conseils et risques',
      blocks: [
        {
          kind: 'list',
          items: [
            `${b.brand} n’offre pas la mise en jeu (staking) : l’ether détenu chez nous ne rapporte aucune récompense.`,
            'Envoyez un petit montant d’essai avant de transférer un solde important vers un nouveau portefeuille.',
            'Ne communiquez jamais la phrase de récupération de votre portefeuille. Un site ou un « agent de soutien » qui vous la demande est une arnaque.',
            'Conservez une trace de vos achats et de vos retraits pour l’impôt.',
          ],
        },
        {
          kind: 'note',
          text: 'Le prix de l’ether varie fortement, et il peut perdre une grande partie de sa valeur en peu de temps. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
