import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du litecoin (LTC) au Canada',
  description:
    'Acheter du litecoin en dollars canadiens en quelques étapes, comprendre la cotation et retirer vos LTC vers une adresse ltc1, L ou M qui vous appartient.',
  heading: 'Comment acheter du litecoin',
  lead: `Le litecoin (LTC) est l’une des plus anciennes cryptomonnaies encore largement utilisées. Chez ${b.brand}, vous pouvez en acheter en dollars canadiens à partir de 5,00 $, voir le prix complet avant de vous engager et l’envoyer vers votre propre portefeuille quand bon vous semble.`,
  sections: [
    {
      heading: 'Pourquoi le litecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Charlie Lee a lancé le litecoin en octobre 2011 comme une variante plus légère du bitcoin. Il en reprend la conception de base, mais produit un bloc environ toutes les deux minutes et demie au lieu de dix et utilise un autre algorithme de minage, Scrypt. Son offre est plafonnée à 84 millions d’unités. On s’en sert souvent pour des paiements et des transferts où comptent une confirmation rapide et des frais de réseau modestes. Pour en savoir plus, lisez [ce qu’est le litecoin](/what-is-litecoin).',
        },
      ],
    },
    {
      heading: 'Acheter du litecoin, étape par étape',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Ouvrez un compte à partir de la [page d’inscription](/signup) et confirmez votre adresse courriel.',
            'Faites vérifier votre identité : il vous faudra une pièce d’identité gouvernementale avec photo, votre numéro d’assurance sociale, votre adresse domiciliaire et votre profession.',
            'Versez des dollars canadiens dans votre compte par TEF ou par virement Interac (en indiquant le code de référence affiché à l’écran Dépôts).',
            'Dans **Échange**, sélectionnez **Acheter** et **Litecoin (LTC)**.',
            'Indiquez la somme que vous voulez dépenser en dollars canadiens, ou le nombre de LTC souhaité.',
            'Vérifiez la cotation : prix tout compris, écart et frais éventuels, présentés séparément. Vous disposez de 10 secondes, comme l’indique le compte à rebours ; ensuite, l’écran propose une nouvelle cotation au prix du moment.',
            'Confirmez : l’achat s’exécute exactement aux montants cotés.',
            'Retrouvez votre litecoin dans **Actifs** et l’opération dans **Ordres**. Il se règle en quelques secondes ; avant cela, il ne peut être ni vendu ni retiré.',
          ],
        },
      ],
    },
    {
      heading: 'Ce que ça coûte',
      blocks: [
        {
          kind: 'table',
          caption: 'Acheter du litecoin (valeurs par défaut)',
          rows: [
            ['Opération minimale', '5,00 $'],
            ['Écart', '0,75 % au-dessus du cours médian'],
            ['Frais de négociation', 'Aucuns frais distincts par défaut'],
            ['Retrait', 'Frais du réseau Litecoin, affichés avant la confirmation'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ce sont des valeurs par défaut ; la cotation affiche toujours le prix, l’écart et les frais réels avant votre confirmation. Pour la méthode complète, consultez la page sur les [cotations en temps réel](/Real-Time-Quotes).',
        },
      ],
    },
    {
      heading: 'Retirer du litecoin vers votre propre portefeuille',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les adresses litecoin se présentent sous trois formes courantes : **ltc1** (le format moderne qu’utilisent la plupart des portefeuilles), **L** (ancien format) et **M** (adresses de script). Utilisez l’une d’elles, tirée d’un portefeuille qui prend en charge le litecoin.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copiez une adresse de réception dans votre portefeuille litecoin.',
            'Ajoutez-la dans **Portefeuille externe** et confirmez avec un code à usage unique. Nous vérifions qu’il s’agit d’une adresse litecoin valide et la comparons à une liste d’adresses interdites.',
            'Le portefeuille devient utilisable 24 heures après son ajout.',
            'Allez dans **Retraits**, choisissez le litecoin, le portefeuille et le montant, vérifiez les frais de réseau et confirmez avec un code à usage unique.',
          ],
        },
        {
          kind: 'note',
          text: 'Certains portefeuilles plus anciens affichent des adresses de script litecoin commençant par 3, identiques en apparence aux adresses bitcoin. Pour éviter toute confusion entre les deux réseaux, demandez plutôt à votre portefeuille une adresse ltc1 ou M.',
        },
      ],
    },
    {
      heading: 'Conseils et risques',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le litecoin et le bitcoin sont des réseaux distincts : des cryptos envoyées sur le mauvais réseau risquent d’être perdues.',
            'Pour un premier retrait vers un nouveau portefeuille, envoyez un petit montant et vérifiez qu’il arrive bien.',
            'Protégez votre compte avec l’authentification à deux facteurs et gardez vos codes de récupération hors ligne.',
            'Conservez l’historique de vos opérations pour votre déclaration de revenus.',
          ],
        },
        {
          kind: 'note',
          text: 'Le litecoin est volatil et moins important que le bitcoin, et son prix peut chuter brusquement. N’investissez que l’argent que vous pouvez vous permettre de perdre. Ce guide fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
