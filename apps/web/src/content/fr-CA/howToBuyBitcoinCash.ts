import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du bitcoin cash (BCH) au Canada',
  description:
    'Acheter du bitcoin cash en dollars canadiens, lire une cotation ferme de 10 secondes et retirer vos BCH vers une adresse CashAddr, sans confusion avec le BTC.',
  heading: 'Comment acheter du bitcoin cash',
  lead: `Le bitcoin cash (BCH) partage ses débuts avec le bitcoin, mais c’est une cryptomonnaie distincte, sur un réseau distinct. Chez ${b.brand}, vous l’achetez en dollars canadiens comme nos autres actifs ; l’étape qui demande le plus d’attention est le retrait, car ses adresses peuvent être confondues avec celles du bitcoin.`,
  sections: [
    {
      heading: 'Pourquoi le bitcoin cash',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le bitcoin cash est né le 1er août 2017, lorsqu’une partie de la communauté bitcoin s’est séparée de la chaîne principale pour permettre des blocs beaucoup plus gros. Le but : garder des frais de transaction bas afin que la cryptomonnaie serve aux paiements de tous les jours. Il conserve le plafond de 21 millions d’unités du bitcoin et son minage par preuve de travail. Quiconque détenait des bitcoins au moment de la scission a reçu la même quantité de bitcoin cash. Lisez [ce qu’est le bitcoin cash](/what-is-bitcoin-cash) pour comprendre en quoi il diffère du bitcoin.',
        },
      ],
    },
    {
      heading: 'Acheter du bitcoin cash, étape par étape',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '[Inscrivez-vous](/signup) et cliquez sur le lien du courriel de confirmation.',
            'Vérifiez votre identité : pièce d’identité gouvernementale avec photo, numéro d’assurance sociale, adresse et profession.',
            'Déposez des dollars canadiens par TEF depuis votre compte bancaire associé ou par virement Interac avec votre code de référence.',
            'Dans **Échange**, choisissez **Acheter** et assurez-vous de sélectionner **Bitcoin Cash (BCH)**, et non Bitcoin (BTC).',
            'Saisissez un montant en dollars canadiens ou en BCH.',
            'Lisez la cotation. Le prix tout compris, l’écart et les frais éventuels sont présentés séparément et maintenus 10 secondes, avec un compte à rebours ; s’ils expirent, une nouvelle cotation s’affiche au prix du moment.',
            'Confirmez : l’opération s’exécute exactement aux montants cotés.',
            'Vos BCH apparaissent aussitôt dans **Actifs** et se règlent quelques secondes plus tard ; l’opération est inscrite dans **Ordres**.',
          ],
        },
      ],
    },
    {
      heading: 'Frais et minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Par défaut, le bitcoin cash est coté au cours médian du marché plus un écart de 0,75 %, sans frais de négociation distincts, et l’opération minimale est de 5,00 $. La cotation affiche les chiffres réels avant votre confirmation. Les retraits comportent des frais de réseau Bitcoin Cash, affichés à l’écran de retrait avant que vous le confirmiez. La page sur les [cotations en temps réel](/Real-Time-Quotes) explique comment le prix est établi.',
        },
      ],
    },
    {
      heading: 'Retirer du bitcoin cash en toute sécurité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le bitcoin cash utilise le format **CashAddr** : les adresses commencent par **bitcoincash:** suivi d’une chaîne qui débute habituellement par q ou p. Ce préfixe a justement été introduit pour qu’on ne puisse pas confondre une adresse BCH avec une adresse bitcoin. Enregistrez l’adresse complète, préfixe compris.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copiez une adresse de réception CashAddr dans un portefeuille qui prend en charge le bitcoin cash.',
            'Enregistrez-la dans **Portefeuille externe** et confirmez avec un code à usage unique. Nous vérifions le format et la comparons à une liste d’adresses interdites.',
            'Attendez 24 heures avant que le nouveau portefeuille puisse recevoir des retraits.',
            'Dans **Retraits**, sélectionnez le bitcoin cash, le portefeuille et le montant, regardez les frais de réseau et confirmez avec un code à usage unique.',
          ],
        },
        {
          kind: 'note',
          text: 'N’envoyez jamais de bitcoin cash à une adresse bitcoin, ni de bitcoin à une adresse bitcoin cash. Certains portefeuilles affichent encore d’anciennes adresses BCH commençant par 1 ou par 3, de même forme que celles du bitcoin ; utilisez plutôt la version CashAddr. Les transactions sont irréversibles.',
        },
      ],
    },
    {
      heading: 'Conseils et risques',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vérifiez le symbole (BCH) dans la cotation avant de confirmer.',
            'Si le portefeuille destinataire contient aussi du bitcoin, assurez-vous d’utiliser son compte bitcoin cash.',
            'Faites un petit retrait d’essai avant un retrait important.',
            'Conservez vos relevés d’opérations pour la période des impôts.',
          ],
        },
        {
          kind: 'note',
          text: 'Le bitcoin cash est un actif volatil, beaucoup moins négocié que le bitcoin, et son prix peut chuter rapidement. N’investissez que ce que vous pouvez vous permettre de perdre. Ces renseignements sont généraux et ne constituent pas un conseil en placement.',
        },
      ],
    },
  ],
}));
