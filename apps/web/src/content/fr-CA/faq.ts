import { hoursText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Foire aux questions',
  description:
    'Réponses sur l’ouverture de compte, la vérification d’identité, les cotations, les dépôts, les retraits, la sécurité, les frais, les limites et l’impôt.',
  heading: 'Foire aux questions',
  lead: `Des réponses courtes et claires sur le fonctionnement de ${b.brand} : ouvrir et vérifier un compte, acheter et vendre, faire entrer et sortir de l’argent et des cryptos, protéger votre compte et ce que tout cela coûte. Votre question n’y figure pas ? [Écrivez-nous](/contact).`,
  sections: [
    {
      heading: 'Compte et vérification',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Qui peut ouvrir un compte ?',
              answer: [
                `${b.brand} s’adresse aux personnes qui résident au Canada et qui ont atteint l’âge de la majorité dans leur province ou leur territoire. Il vous faut une adresse résidentielle au Canada et une pièce d’identité gouvernementale avec photo valide.`,
              ],
            },
            {
              question: 'De quoi ai-je besoin pour vérifier mon identité ?',
              answer: [
                'Votre nom légal, votre date de naissance, votre adresse résidentielle au Canada, votre numéro de téléphone, votre profession et votre employeur, votre numéro d’assurance sociale et une pièce d’identité gouvernementale avec photo. Vous répondrez aussi à des questions sur les personnes politiquement exposées et les tiers, lirez une déclaration de risques et remplirez un court questionnaire sur vos connaissances en cryptoactifs.',
                'Le guide [Premiers pas](/getting-started) décrit chaque étape.',
              ],
            },
            {
              question: 'Pourquoi me demandez-vous mon numéro d’assurance sociale ?',
              answer: [
                'Nous le demandons pour les déclarations fiscales. Il est chiffré dans nos systèmes et n’est jamais affiché autrement que masqué.',
              ],
            },
            {
              question: 'Combien de temps prend la vérification ?',
              answer: [
                'Les demandes sans anomalie sont approuvées sur-le-champ. Les autres sont examinées par une personne de notre équipe de conformité, qui pourrait vous demander des précisions. Le contrôle diligent renforcé, qui permet de hausser vos limites, est toujours examiné par notre personnel.',
              ],
            },
            {
              question: 'Existe-t-il une application mobile ?',
              answer: [
                'Non. L’application Web fonctionne dans le navigateur de votre téléphone, de votre tablette ou de votre ordinateur, en français comme en anglais.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Achat et vente',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Quelles cryptomonnaies puis-je acheter ?',
              answer: [
                'Le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, achetés et vendus contre le dollar canadien. Nous n’offrons ni stellar, ni dogecoin, ni cardano, ni chainlink, ni polkadot, ni aucune autre cryptomonnaie, et aucune paire entre deux cryptos.',
              ],
            },
            {
              question: 'Comment fonctionne une cotation ?',
              answer: [
                'Vous choisissez d’acheter ou de vendre et saisissez un montant en dollars canadiens ou dans la cryptomonnaie. La cotation présente séparément le prix tout compris, l’écart et les frais éventuels, et reste ferme 10 secondes, avec un compte à rebours. Si vous confirmez à temps, l’opération s’exécute exactement aux montants cotés. Un exemple chiffré se trouve sur la page des [cotations en temps réel](/Real-Time-Quotes).',
              ],
            },
            {
              question: 'Que se passe-t-il à la fin du compte à rebours ?',
              answer: [
                'L’écran demande une nouvelle cotation au prix du marché du moment, qui peut être plus élevé ou plus bas. Rien n’est exécuté tant que vous ne confirmez pas, et chaque cotation ne peut servir qu’une seule fois.',
              ],
            },
            {
              question: 'Quel est le montant minimal d’une opération ?',
              answer: [
                '5,00 $, que vous saisissiez le montant en dollars canadiens ou dans la cryptomonnaie.',
              ],
            },
            {
              question: 'Pourquoi ne puis-je pas vendre ou retirer ce que je viens d’acheter ?',
              answer: [
                'Une opération s’exécute immédiatement, et son produit se règle quelques secondes plus tard (cinq secondes par défaut). D’ici là, il compte dans votre solde, mais il ne peut être ni vendu ni retiré.',
              ],
            },
            {
              question: 'Offrez-vous la marge, la mise en jeu, le prêt ou des intérêts ?',
              answer: [
                'Non. Il n’y a ni négociation sur marge, ni effet de levier, ni produits dérivés, et nous ne versons ni intérêts ni récompenses de mise en jeu (staking). Nous ne prêtons pas non plus les actifs de nos clients et ne les réutilisons pas.',
              ],
            },
            {
              question: 'Avez-vous un service de négociation hors cote pour les gros ordres ?',
              answer: [
                'Non. Les gros ordres passent par les mêmes cotations que toute autre opération, dans les limites de votre compte. Si vous prévoyez une opération importante, n’hésitez pas à [communiquer avec nous](/contact) au préalable.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Dépôts et retraits',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Comment déposer des dollars canadiens ?',
              answer: [
                'Par TEF (transfert électronique de fonds), qui prélève le montant dans un compte bancaire canadien que vous avez associé, ou par virement Interac à l’adresse courriel affichée à l’écran Dépôts. Pour un virement Interac, inscrivez dans le message le code de référence unique qui y figure, afin que l’argent arrive dans votre compte.',
              ],
            },
            {
              question: 'Puis-je utiliser un compte bancaire au nom d’une autre personne ?',
              answer: [
                'Non. Le compte bancaire doit être à votre nom. Vous l’associez par l’écran de liaison bancaire ou en saisissant les numéros d’institution, de transit et de compte, puis vous le confirmez grâce à deux petits dépôts d’essai.',
              ],
            },
            {
              question: 'Comment retirer des dollars canadiens ?',
              answer: [
                'À partir de l’écran Retraits, par TEF vers votre compte bancaire associé ou par virement Interac.',
              ],
            },
            {
              question: 'Comment transférer mes cryptos vers mon propre portefeuille ?',
              answer: [
                'Enregistrez l’adresse du portefeuille dans Portefeuille externe en confirmant avec un code à usage unique. Un nouveau portefeuille peut être utilisé 24 heures après son ajout. Choisissez ensuite la cryptomonnaie, le portefeuille et le montant dans Retraits ; les frais de réseau s’affichent avant votre confirmation.',
                'Les retraits ne peuvent aller que vers des portefeuilles que vous avez enregistrés, et chaque adresse est vérifiée selon le format de son réseau et comparée à une liste d’adresses interdites.',
              ],
            },
            {
              question: 'Puis-je envoyer des cryptos à mon compte depuis un autre portefeuille ?',
              answer: [
                'Oui, pour les cryptomonnaies que nous prenons en charge. Votre compte dispose d’une adresse de dépôt pour chacune d’elles. N’envoyez chaque cryptomonnaie qu’à sa propre adresse, sur son propre réseau : une crypto envoyée à la mauvaise adresse ou sur le mauvais réseau risque d’être perdue.',
              ],
            },
            {
              question: 'Pourquoi mon retrait est-il retenu ?',
              answer: [
                'Les retraits sont suspendus pendant 24 heures après un changement de mot de passe ou une réinitialisation de l’authentification à deux facteurs. Ce délai vous laisse le temps de réagir et de nous prévenir si quelqu’un d’autre a fait ce changement.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Sécurité',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Qui détient mes cryptos ?',
              answer: [
                `${b.brand} est une plateforme de garde : nous conservons pour vous les cryptos que vous achetez et les inscrivons à votre compte, et vous ne détenez pas leurs clés privées tant qu’elles sont chez nous. Nous ne prêtons pas et ne réutilisons pas les actifs de nos clients. Vous pouvez les retirer vers un portefeuille que vous contrôlez, dans les limites de votre compte. Pour comparer les deux approches, lisez notre page sur les [cryptos avec ou sans dépositaire](/Non-Custodial).`,
              ],
            },
            {
              question: 'Comment protéger mon compte ?',
              answer: [
                'Utilisez un mot de passe unique, activez l’authentification à deux facteurs avec une application, gardez vos codes de récupération hors ligne et protégez le compte de courriel que vous utilisez chez nous. D’autres conseils figurent sur notre page sur la [sécurité des cryptos](/Safe-and-Secure-Crypto-Wallet).',
              ],
            },
            {
              question:
                'Que faire si je perds le téléphone qui contient mon application d’authentification ?',
              answer: [
                'Connectez-vous avec l’un de vos codes de récupération, puis configurez de nouveau l’application. Si vous n’avez plus vos codes de récupération, communiquez avec le soutien. Après une réinitialisation de l’authentification à deux facteurs, les retraits sont suspendus pendant 24 heures.',
              ],
            },
            {
              question: 'Le soutien peut-il me demander mon mot de passe ou un code ?',
              answer: [
                'Jamais. Personne de notre équipe ne vous demandera votre mot de passe, un code d’authentification ou un code de récupération, ni par courriel, ni par téléphone, ni autrement. Quiconque le fait n’est pas nous.',
              ],
            },
            {
              question: 'Pourquoi ai-je été déconnecté ?',
              answer: [
                'Les sessions expirent après 12 heures, et une nouvelle connexion met fin aux sessions précédentes du même compte. Si vous ne vous êtes pas connecté ailleurs vous-même, changez votre mot de passe et communiquez avec nous.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Frais, limites et impôt',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Combien coûte une opération ?',
              answer: [
                'Le prix comprend un écart par rapport au cours médian du marché : par défaut 0,75 % de chaque côté, et 0,25 % pour l’USD Coin, sans frais de négociation distincts par défaut. Quels que soient les chiffres, la cotation affiche le prix, l’écart et les frais éventuels avant votre confirmation. Les retraits de cryptos comportent aussi des frais de réseau, affichés avant la confirmation.',
              ],
            },
            {
              question: 'Quelles sont les limites ?',
              answer: [
                'Par défaut, les dépôts et retraits en dollars canadiens sont limités à 10 000 $ par période mobile de 24 heures et à 50 000 $ par période mobile de 7 jours, et les retraits de cryptos à l’équivalent de 10 000 $ par 24 heures. Une fois le contrôle diligent renforcé réussi, ces limites sont multipliées par cinq.',
              ],
            },
            {
              question: 'Y a-t-il une limite à l’achat de XRP ?',
              answer: [
                'Oui. Le XRP n’est pas un « cryptoactif désigné » au sens des règles canadiennes en valeurs mobilières : la plupart des investisseurs particuliers peuvent donc en acheter au plus 30 000 $ en montant net par période de 12 mois (100 000 $ pour les investisseurs admissibles, sans plafond pour les investisseurs qualifiés), sauf dans les provinces qui en dispensent. Voyez [comment acheter du XRP](/how-to-buy-XRP).',
              ],
            },
            {
              question: 'Dois-je payer de l’impôt sur mes cryptos au Canada ?',
              answer: [
                'En général, oui. L’Agence du revenu du Canada considère les cryptoactifs comme des biens. Lorsque vous les vendez, les dépensez ou les échangez, le gain ou la perte constitue habituellement un gain ou une perte en capital, ou un revenu d’entreprise si votre activité équivaut à exploiter une entreprise. Le simple fait d’acheter et de conserver n’est pas en soi imposable.',
                'Conservez une trace de chaque opération : date, montant, prix en dollars canadiens et frais. L’historique de vos Ordres vous y aidera. Consultez les indications de l’ARC sur les cryptoactifs (et celles de Revenu Québec si vous habitez au Québec) ou un fiscaliste. Ces renseignements sont généraux et ne constituent pas un conseil fiscal.',
              ],
            },
            {
              question: 'Comment joindre le soutien ?',
              answer: [
                `Par courriel à ${b.supportEmail}, par téléphone ou au moyen du [formulaire de contact](/contact), ${hoursText(b, 'fr-CA')}. Nous expliquons le fonctionnement de la plateforme, mais nous ne donnons pas de conseils de placement personnalisés.`,
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre de la valeur rapidement. N’investissez que ce que vous pouvez vous permettre de perdre.',
        },
      ],
    },
  ],
}));
