import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Premiers pas : de l’inscription à la première opération',
  description:
    'Ouvrez un compte, activez l’authentification à deux facteurs, vérifiez votre identité, approvisionnez-le en dollars canadiens et passez votre premier ordre.',
  heading: 'Premiers pas',
  lead: `Ouvrir un compte chez ${b.brand} ne prend que quelques minutes, et la plupart des gens peuvent effectuer une opération le jour même. Ce guide vous accompagne de l’inscription à votre premier achat : ce qu’il faut avoir sous la main, ce que demande chaque écran et comment transférer vos cryptos vers votre propre portefeuille, si vous le souhaitez.`,
  sections: [
    {
      heading: 'Créez votre compte',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Rendez-vous sur la page d’[inscription](/signup) et saisissez votre adresse courriel ainsi qu’un mot de passe d’au moins 12 caractères. Une longue phrase que vous n’utilisez nulle part ailleurs fait très bien l’affaire ; un gestionnaire de mots de passe peut aussi en générer un pour vous.',
            'Répondez à la vérification rapide du formulaire. Elle s’exécute dans votre navigateur et est hébergée par nous, sans script de suivi tiers.',
            'Ouvrez le courriel que nous vous envoyons et suivez le lien pour confirmer votre adresse. Le lien est valable 48 heures ; s’il expire, vous pouvez en demander un nouveau depuis la page de connexion.',
            'Connectez-vous avec votre adresse courriel et votre mot de passe.',
          ],
        },
      ],
    },
    {
      heading: 'Activez l’authentification à deux facteurs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Avant d’ajouter de l’argent, protégez votre compte. L’authentification à deux facteurs exige, à chaque connexion, un code à six chiffres produit par une application sur votre téléphone : un mot de passe volé ne suffit donc plus pour entrer.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Installez une application d’authentification compatible avec les codes temporels (TOTP), si vous n’en avez pas déjà une.',
            'Dans **Paramètres**, lancez la configuration de l’authentification à deux facteurs et balayez le code QR avec l’application.',
            'Saisissez le code affiché par l’application pour terminer.',
            'Conservez les 10 codes de récupération qui s’affichent. Ils ne sont montrés qu’une seule fois, et chacun vous permet de vous connecter si vous perdez votre téléphone. Gardez-les hors ligne, dans un endroit auquel vous seul avez accès.',
          ],
        },
      ],
    },
    {
      heading: 'Vérifiez votre identité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les règles canadiennes de lutte contre le blanchiment d’argent et de valeurs mobilières nous obligent à connaître nos clients avant qu’ils approvisionnent leur compte ou effectuent une opération. Vous ne le faites qu’une fois. Ayez sous la main :',
        },
        {
          kind: 'list',
          items: [
            '**une pièce d’identité gouvernementale avec photo**, comme un permis de conduire ou un passeport, valide et lisible ;',
            '**votre numéro d’assurance sociale (NAS)**, que nous demandons pour les déclarations fiscales. Il est conservé chiffré et ne vous est affiché que masqué ;',
            '**votre adresse résidentielle au Canada** et un numéro de téléphone ;',
            '**votre profession et le nom de votre employeur.**',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Vous confirmerez aussi votre nom légal et votre date de naissance (vous devez avoir atteint l’âge de la majorité dans votre province), répondrez à deux courtes questions sur les personnes politiquement exposées et sur le fait d’agir ou non pour le compte d’un tiers, lirez une déclaration de risques et remplirez un bref questionnaire sur vos connaissances en cryptoactifs. Les demandes sans anomalie sont approuvées sur-le-champ ; les autres sont examinées par une personne de notre équipe de conformité, qui pourrait communiquer avec vous.',
        },
      ],
    },
    {
      heading: 'Associez un compte bancaire et déposez des dollars canadiens',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Ouvrez **Moyen de paiement** et ajoutez un compte bancaire canadien à votre nom, soit par l’écran de liaison bancaire, soit en saisissant vous-même les numéros d’institution, de transit et de compte.',
            'Confirmez le compte grâce aux deux petits dépôts d’essai qui y sont versés ; l’écran vous explique quoi faire à leur arrivée.',
            'Ouvrez **Dépôts** et choisissez comment ajouter des dollars canadiens : par **TEF** (transfert électronique de fonds), qui prélève le montant dans votre compte associé, ou par **virement Interac**, envoyé depuis vos services bancaires en ligne à l’adresse courriel affichée à l’écran. Inscrivez dans le message le code de référence unique qui y figure pour que le dépôt arrive dans votre compte.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Par défaut, les dépôts et retraits en dollars canadiens sont limités à 10 000 $ par période mobile de 24 heures et à 50 000 $ par période mobile de 7 jours. Les clients qui passent le contrôle diligent renforcé peuvent obtenir des limites plus élevées.',
        },
      ],
    },
    {
      heading: 'Passez votre premier ordre',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Ouvrez **Échange**, choisissez **Acheter** ou **Vendre**, puis l’un des actifs que nous offrons : bitcoin, ether, litecoin, bitcoin cash, USD Coin ou XRP.',
            'Saisissez un montant en dollars canadiens ou dans la cryptomonnaie. L’opération minimale est de 5,00 $.',
            'Lisez la cotation : le prix tout compris, l’écart et les frais éventuels y sont présentés séparément. Elle est ferme pendant 10 secondes, avec un compte à rebours, et l’écran en demande une nouvelle lorsqu’elle expire.',
            'Confirmez. L’opération s’exécute exactement aux montants cotés.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pour comprendre comment une cotation est calculée, exemple chiffré à l’appui, consultez la page sur les [cotations en temps réel](/Real-Time-Quotes).',
        },
      ],
    },
    {
      heading: 'Où voir vos ordres et vos actifs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’écran **Ordres** dresse la liste de chaque opération avec son prix, ses montants et son heure. **Actifs** présente ce que vous détenez dans chaque cryptomonnaie et en dollars canadiens, et le **Tableau de bord** affiche les prix en direct et des graphiques sur des périodes allant de 1 jour à 5 ans.',
        },
        {
          kind: 'paragraph',
          text: 'Une nouvelle opération est comptée dans votre solde immédiatement. Son produit se règle quelques secondes plus tard ; d’ici là, il ne peut être ni vendu ni retiré.',
        },
      ],
    },
    {
      heading: 'Retirez vers votre propre portefeuille',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} conserve pour vous les cryptos que vous achetez. Si vous préférez détenir vous-même vos clés, vous pouvez les transférer vers un portefeuille que vous contrôlez :`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Dans **Portefeuille externe**, enregistrez l’adresse de réception de votre portefeuille pour la bonne cryptomonnaie. Vous confirmez avec un code à usage unique reçu par courriel ou produit par votre application d’authentification, et l’adresse est vérifiée selon le format de son réseau et comparée à une liste d’adresses interdites.',
            'Patientez 24 heures : un nouveau portefeuille peut recevoir des retraits 24 heures après son ajout.',
            'Dans **Retraits**, choisissez la cryptomonnaie, le portefeuille enregistré et le montant, vérifiez les frais de réseau affichés, puis confirmez avec un code à usage unique.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pour retirer des dollars canadiens, passez aussi par **Retraits** : par TEF vers votre compte bancaire associé ou par virement Interac. Pour bien protéger votre compte et vos cryptos, lisez notre page sur la [sécurité des cryptos](/Safe-and-Secure-Crypto-Wallet) ; pour toute autre question, consultez la [FAQ](/faq).',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie de leur valeur rapidement. Commencez avec un montant que vous pouvez vous permettre de perdre, et prenez le temps de comprendre ce que vous achetez.',
        },
      ],
    },
  ],
}));
