import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Cotations crypto en temps réel en dollars canadiens',
  description:
    'Prix en direct en dollars canadiens et cotations fermes de 10 secondes : comment une cotation est établie, pourquoi elle expire, et un exemple chiffré.',
  heading: 'Des cotations en temps réel en dollars canadiens',
  lead: `Les prix affichés sur ${b.brand} sont des prix du marché en direct, en dollars canadiens. Lorsque vous voulez négocier, vous demandez une cotation : un prix ferme qui indique exactement ce que vous payez ou recevez, avec l’écart et les frais éventuels présentés à part, valable 10 secondes le temps de vous décider.`,
  sections: [
    {
      heading: 'Des prix en direct et des graphiques',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le site et votre tableau de bord affichent en direct, en dollars canadiens, les prix du bitcoin (BTC), de l’ether (ETH), du litecoin (LTC), du bitcoin cash (BCH), de l’USD Coin (USDC) et du XRP, mis à jour toutes les quelques secondes. Ce sont des **prix médians du marché** : le point milieu du marché, avant tout écart.',
        },
        {
          kind: 'paragraph',
          text: 'Les graphiques montrent le prix de chaque actif sur 1 jour, 1 semaine, 1 mois, 1 an et 5 ans, pour que vous puissiez situer un mouvement dans son contexte avant de négocier.',
        },
        {
          kind: 'paragraph',
          text: 'Si notre source de prix est interrompue, les prix sont marqués « différés » et les cotations sont suspendues jusqu’à ce que des prix en direct soient de nouveau confirmés. Nous préférons ne rien coter plutôt que de coter sur des prix périmés.',
        },
      ],
    },
    {
      heading: 'Comment une cotation est établie',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour négocier, vous choisissez d’acheter ou de vendre et vous entrez un montant en dollars canadiens ou en cryptomonnaie. La cotation est ensuite établie en quelques étapes simples :',
        },
        {
          kind: 'list',
          items: [
            '**Prix médian :** le prix du marché en direct de l’actif, en dollars canadiens.',
            '**Prix d’achat :** le prix médian plus l’écart. **Prix de vente :** le prix médian moins l’écart.',
            '**Écart :** 0,75 % de chaque côté par défaut, et 0,25 % pour l’USDC.',
            '**Frais :** aucuns frais d’opération distincts par défaut. Si des frais s’appliquent un jour, ils figurent sur leur propre ligne.',
            '**Arrondi :** les montants sont arrondis au cent en dollars canadiens et à la plus petite unité de la cryptomonnaie, soit une différence de moins d’une unité.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Les écarts et les frais ci-dessus sont des valeurs par défaut. Quels qu’ils soient, l’écran de cotation affiche toujours le prix, l’écart et les frais réels avant votre confirmation : rien n’est caché dans le taux. L’opération minimale est de 5,00 $.',
        },
      ],
    },
    {
      heading: 'Le compte à rebours de 10 secondes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une cotation est ferme pendant 10 secondes, et un compte à rebours indique le temps qui reste. Si vous confirmez dans ce délai, l’opération s’exécute exactement aux montants cotés, même si le marché bouge pendant que vous cliquez. Chaque cotation ne peut être exécutée qu’une seule fois.',
        },
        {
          kind: 'paragraph',
          text: 'Quand le compte à rebours arrive à zéro, l’écran demande automatiquement une nouvelle cotation. Le nouveau prix reflète le marché à ce moment-là, qu’il ait évolué en votre faveur ou non. Lisez-le, et ne confirmez que s’il vous convient.',
        },
        { kind: 'subheading', text: 'Pourquoi les cotations expirent' },
        {
          kind: 'paragraph',
          text: 'Les prix des cryptomonnaies changent sans arrêt. Une cotation valable pendant plusieurs minutes exposerait l’une des deux parties à un prix dépassé, ou exigerait un écart plus large pour couvrir ce risque. Une fenêtre courte et ferme nous permet de vous offrir un prix fiable sans gonfler l’écart pour une longue attente, tout en gardant chaque opération près du marché en direct.',
        },
      ],
    },
    {
      heading: 'Un exemple chiffré',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Supposons que le prix médian du bitcoin soit exactement de 100 000 $ et que l’écart par défaut s’applique, sans frais. Voici à quoi ressembleraient des cotations pour 0,01 BTC.',
        },
        {
          kind: 'table',
          caption: 'Cotations fictives pour 0,01 BTC à un prix médian de 100 000 $',
          rows: [
            ['Prix médian', '100 000,00 $ par BTC'],
            ['Prix d’achat (médian + 0,75 %)', '100 750,00 $ par BTC'],
            ['Vous payez pour acheter 0,01 BTC', '1 007,50 $'],
            ['Prix de vente (médian − 0,75 %)', '99 250,00 $ par BTC'],
            ['Vous recevez en vendant 0,01 BTC', '992,50 $'],
            ['Écart de chaque côté', '7,50 $'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Acheter 0,01 BTC puis le revendre aussitôt coûterait 15,00 $ en écart, soit environ 1,5 % du montant, avant toute variation du prix du marché. Pour l’USD Coin, l’écart plus étroit fait une différence : si l’USDC valait 1,40 $, acheter 1 000 USDC coûterait 1 403,50 $ (1,40 $ plus 0,25 %).',
        },
        {
          kind: 'note',
          text: 'Ces chiffres ronds servent uniquement à illustrer le calcul. Ce ne sont ni des prix actuels ni une prévision. Les prix des cryptomonnaies sont volatils et peuvent baisser autant que monter.',
        },
      ],
    },
    {
      heading: 'Questions fréquentes',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Pourquoi ma cotation diffère-t-elle du prix affiché sur le graphique ?',
              answer: [
                'Le graphique montre le prix médian du marché. Votre cotation ajoute l’écart quand vous achetez, le retranche quand vous vendez, et affiche les frais éventuels à part.',
              ],
            },
            {
              question: 'Puis-je entrer un montant en dollars plutôt qu’en cryptomonnaie ?',
              answer: [
                'Oui. Vous pouvez demander une cotation en dollars canadiens (par exemple, « acheter pour 250 $ d’ether ») ou en cryptomonnaie (par exemple, « vendre 0,5 LTC »). Dans les deux cas, la cotation indique ce que vous payez et ce que vous recevez.',
              ],
            },
            {
              question: 'Une opération plus importante obtient-elle un prix différent ?',
              answer: [
                'Non. La cotation est calculée de la même façon quelle que soit la taille de l’opération, dans les limites de votre compte.',
              ],
            },
          ],
        },
      ],
    },
  ],
}));
