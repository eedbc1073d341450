import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'À propos : une plateforme crypto pensée pour le Canada',
  description: `Qui exploite ${b.brand}, ce que nous offrons, ce que nous écartons volontairement et notre façon de bâtir une plateforme crypto simple et bilingue.`,
  heading: `À propos de ${b.brand}`,
  lead: `${b.brand} est une plateforme de négociation de cryptomonnaies destinée aux personnes qui habitent au Canada. Vous y achetez et vendez une courte liste de cryptoactifs bien établis en dollars canadiens, à un prix ferme affiché avant votre confirmation, en français ou en anglais. Nous gardons le produit simple par choix, et nous tenons à être aussi clairs sur ses limites que sur ses fonctionnalités.`,
  sections: [
    {
      heading: 'Qui nous sommes',
      blocks: [
        {
          kind: 'paragraph',
          text: `La plateforme ${b.brand} est exploitée par ${b.legalName}, une entreprise établie en Ontario. Notre siège social se trouve au ${addressLine(b)}.`,
        },
        {
          kind: 'paragraph',
          text: 'Nous avons conçu la plateforme pour les particuliers : des gens qui veulent une façon simple d’acheter, de conserver et de vendre des cryptomonnaies en dollars canadiens, d’approvisionner leur compte à partir d’une banque canadienne et de parler à une vraie personne au besoin. Chaque page, chaque écran et chaque échange avec le soutien à la clientèle sont offerts dans les deux langues officielles.',
        },
      ],
    },
    {
      heading: 'Ce que nous offrons',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Six actifs contre le dollar canadien :** le bitcoin (BTC), l’ether (ETH), le litecoin (LTC), le bitcoin cash (BCH), l’USD Coin (USDC) et le XRP, achetés et vendus en dollars canadiens.',
            '**Des prix en direct en dollars canadiens**, avec des graphiques sur un jour, une semaine, un mois, un an et cinq ans. Voyez [comment fonctionnent nos cotations en temps réel](/Real-Time-Quotes).',
            '**Des cotations fermes :** chaque cotation présente séparément le prix tout compris, l’écart et les frais éventuels, et reste valable 10 secondes. En confirmant, vous obtenez exactement les montants cotés.',
            '**Des dollars canadiens qui entrent et sortent** par virement Interac ou par transfert électronique de fonds (TEF), depuis et vers un compte bancaire à votre nom.',
            '**Des cryptomonnaies qui entrent et sortent :** vos propres adresses de dépôt pour les cryptos reçues, et des retraits vers les portefeuilles externes que vous avez enregistrés. Voyez [comment fonctionne votre portefeuille](/wallet).',
            '**Un [centre d’apprentissage](/learn)** qui explique en langage clair les chaînes de blocs, les cryptomonnaies et le fonctionnement de la plateforme.',
          ],
        },
      ],
    },
    {
      heading: 'Ce que nous écartons volontairement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Certaines choses sont absentes de la plateforme, et c’est voulu. Elles ajoutent des risques ou une complexité qui, selon nous, n’ont pas leur place dans un service simple destiné aux particuliers.',
        },
        {
          kind: 'list',
          items: [
            '**Aucun effet de levier, aucune marge, aucun produit dérivé.** Vous négociez uniquement avec l’argent que vous avez déposé : une opération ne peut donc jamais vous laisser devoir plus que votre mise.',
            '**Aucun prêt des actifs des clients.** Les cryptos que nous détenons pour vous sont inscrites à votre compte et ne sont ni prêtées ni réutilisées. Nous n’offrons pas non plus de jalonnement (staking), de prêt ni d’intérêts sur les soldes.',
            '**Aucun battage publicitaire.** Nous ne publions pas de prévisions de prix et ne promettons aucun rendement. Nos pages éducatives décrivent les risques aussi franchement que les usages.',
            '**Pas de liste interminable de jetons.** Nous prenons en charge six actifs et le disons clairement. Quand nous expliquons une cryptomonnaie que nous n’offrons pas, la page vous le précise.',
          ],
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie, voire la totalité, de leur valeur. N’achetez que ce que vous pouvez vous permettre de perdre.',
        },
      ],
    },
    {
      heading: 'Notre façon de bâtir',
      blocks: [
        {
          kind: 'list',
          items: [
            '**La sécurité d’abord.** Les mots de passe sont hachés avec Argon2id, la connexion à deux facteurs fonctionne avec n’importe quelle application d’authentification, les opérations sensibles exigent un code à usage unique et un nouveau portefeuille de retrait n’est utilisable que 24 heures après son ajout. Les renseignements personnels sensibles sont chiffrés au repos. Pour en savoir plus, lisez [comment protéger votre compte](/Safe-and-Secure-Crypto-Wallet).',
            '**Bilingue dès le départ.** Le français et l’anglais sont intégrés partout, et non ajoutés après coup.',
            '**Des prix transparents.** Par défaut, l’écart est de 0,75 % de chaque côté (0,25 % pour l’USDC) et il n’y a aucuns frais d’opération distincts. Quels que soient les chiffres, la cotation les affiche avant votre confirmation.',
            '**Honnêtes au sujet de la garde.** Nous sommes une plateforme de garde : nous détenons vos cryptos pour votre compte tant qu’elles sont sur la plateforme, et vous pouvez les retirer vers un portefeuille que vous contrôlez. [Garde et autogarde expliquées](/Non-Custodial).',
            '**Le respect de la vie privée.** Aucun témoin publicitaire ni script de suivi tiers : même la vérification anti-robot de nos formulaires est hébergée chez nous. Consultez notre [Politique de confidentialité](/privacy-policy).',
          ],
        },
      ],
    },
    {
      heading: 'Comment nous joindre',
      blocks: [
        {
          kind: 'paragraph',
          text: `Notre équipe de soutien répond par courriel à ${b.supportEmail} et par téléphone au ${phoneText(b)}, ${hoursText(b, 'fr-CA')}. Toutes nos coordonnées, ce qu’il est utile d’inclure dans un message et le formulaire de contact se trouvent sur notre [page Nous joindre](/contact).`,
        },
        {
          kind: 'paragraph',
          text: 'Le soutien ne vous demandera jamais votre mot de passe, un code d’authentification à deux facteurs ni un code de récupération. Si une personne se disant de chez nous le fait, ce n’est pas nous.',
        },
      ],
    },
  ],
}));
