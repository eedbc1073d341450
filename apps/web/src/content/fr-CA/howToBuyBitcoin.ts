import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Comment acheter du bitcoin au Canada',
  description:
    'Acheter du bitcoin en dollars canadiens, étape par étape : inscription, vérification, dépôt, cotation ferme de 10 secondes et retrait vers votre portefeuille.',
  heading: 'Comment acheter du bitcoin au Canada',
  lead: `Chez ${b.brand}, vous achetez du bitcoin directement en dollars canadiens, à un prix ferme que vous voyez avant de confirmer. Ce guide vous mène d’un compte vide à votre premier bitcoin, explique ce que vous payez et montre comment transférer vos bitcoins vers un portefeuille que vous contrôlez.`,
  sections: [
    {
      heading: 'Pourquoi acheter du bitcoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lancé en 2009, le bitcoin a été la première cryptomonnaie et demeure la plus importante en valeur de marché. Il fonctionne sur un réseau public qu’aucune entreprise ni aucun gouvernement ne contrôle, et ses règles plafonnent l’offre à 21 millions d’unités. Certains le conservent à long terme, d’autres s’en servent pour transférer de la valeur d’un pays à l’autre, d’autres encore veulent simplement le comprendre. Quelle que soit votre raison, commencez par lire [ce qu’est le bitcoin](/what-is-bitcoin-btc) et comment il fonctionne.',
        },
        {
          kind: 'paragraph',
          text: 'Inutile d’acheter un bitcoin entier. Chaque bitcoin se divise en 100 millions d’unités appelées satoshis : un achat de quelques dollars est tout à fait courant.',
        },
      ],
    },
    {
      heading: 'Acheter du bitcoin, étape par étape',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Créez votre compte.** [Inscrivez-vous](/signup) avec votre adresse courriel et un mot de passe, puis confirmez votre adresse grâce au lien que nous vous envoyons.',
            '**Vérifiez votre identité.** Ayez sous la main une pièce d’identité gouvernementale avec photo, votre numéro d’assurance sociale, votre adresse et votre profession. La plupart des demandes sont approuvées sur-le-champ.',
            '**Ajoutez des dollars canadiens.** Associez un compte bancaire à votre nom et déposez par TEF, ou envoyez un virement Interac avec le code de référence affiché à l’écran Dépôts.',
            '**Ouvrez Échange**, puis choisissez **Acheter** et **Bitcoin (BTC)**.',
            '**Saisissez un montant**, en dollars (par exemple 250 $) ou en bitcoins (par exemple 0,002 BTC).',
            '**Lisez la cotation.** Le prix tout compris, l’écart et les frais éventuels y figurent sur des lignes distinctes, avec un compte à rebours de 10 secondes. Si le délai expire, l’écran obtient une nouvelle cotation au prix du moment.',
            '**Confirmez.** L’ordre s’exécute exactement aux montants cotés.',
            '**Consultez Actifs et Ordres.** Le bitcoin apparaît aussitôt dans votre solde et se règle quelques secondes plus tard ; d’ici là, il ne peut être ni vendu ni retiré. L’opération figure dans Ordres.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nouveau sur la plateforme ? Le guide [Premiers pas](/getting-started) détaille l’inscription, l’authentification à deux facteurs et la vérification d’identité.',
        },
      ],
    },
    {
      heading: 'Ce que vous payez',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Votre prix correspond au cours médian du marché plus un écart, de 0,75 % par défaut pour le bitcoin, sans frais de négociation distincts par défaut. Sur un achat de 500 $, cet écart représente environ 3,72 $. La cotation affiche toujours les chiffres réels avant votre confirmation, et la page sur les [cotations en temps réel](/Real-Time-Quotes) explique le calcul en détail.',
        },
        {
          kind: 'table',
          caption: 'L’achat de bitcoin en bref (valeurs par défaut)',
          rows: [
            ['Opération minimale', '5,00 $'],
            ['Écart', '0,75 % au-dessus du cours médian'],
            ['Frais de négociation', 'Aucuns frais distincts par défaut'],
            ['Durée de la cotation', '10 secondes'],
            [
              'Retrait vers votre portefeuille',
              'Frais du réseau Bitcoin, affichés avant la confirmation',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Transférer vos bitcoins vers votre propre portefeuille',
      blocks: [
        {
          kind: 'paragraph',
          text: `Tant que vos bitcoins sont chez ${b.brand}, c’est nous qui les conservons pour vous. Si vous préférez détenir vous-même les clés, lisez notre page sur les [cryptos avec ou sans dépositaire](/Non-Custodial), puis retirez-les vers un portefeuille que vous contrôlez :`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Dans votre application de portefeuille, copiez une adresse de réception bitcoin. Elle commence par **bc1** (le format courant aujourd’hui), par **1** ou par **3**.',
            'Collez-la dans **Portefeuille externe** et confirmez avec un code à usage unique reçu par courriel ou produit par votre application d’authentification. Nous vérifions le format de l’adresse et la comparons à une liste d’adresses interdites.',
            'Patientez 24 heures. Un portefeuille nouvellement ajouté peut recevoir des retraits une fois ce délai écoulé.',
            'Dans **Retraits**, choisissez le bitcoin, votre portefeuille enregistré et le montant. Vérifiez les frais de réseau, puis confirmez avec un code à usage unique.',
          ],
        },
        {
          kind: 'note',
          text: 'Une transaction bitcoin est irréversible. Le bitcoin cash est un réseau distinct dont les anciennes adresses commencent elles aussi par 1 ou par 3 : assurez-vous que l’adresse appartient bien à un portefeuille bitcoin et envisagez d’abord un petit retrait d’essai.',
        },
      ],
    },
    {
      heading: 'Conseils et risques',
      blocks: [
        {
          kind: 'list',
          items: [
            'Activez l’authentification à deux facteurs avant de déposer de l’argent.',
            'Commencez par un petit achat pour voir comment fonctionnent les cotations et le règlement.',
            'Certaines personnes achètent par petits montants au fil du temps plutôt qu’en une seule fois. Cela lisse le prix payé, mais ne protège pas contre les pertes.',
            'Gardez une trace de chaque achat pour votre déclaration de revenus ; l’historique de vos Ordres indique la date, le montant et le prix en dollars canadiens.',
            'Ignorez quiconque promet de multiplier vos bitcoins ou vous demande d’envoyer des cryptos pour « vérifier » un portefeuille.',
          ],
        },
        {
          kind: 'note',
          text: 'Le prix du bitcoin est volatil : il a chuté de plus de moitié à plusieurs reprises au cours de son histoire et pourrait le refaire. N’investissez que l’argent que vous pouvez vous permettre de perdre. Ce guide fournit des renseignements généraux et ne constitue pas un conseil en placement.',
        },
      ],
    },
  ],
}));
