import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Qu’est-ce que le XRP ? Le XRP Ledger expliqué',
  description:
    'Le XRP expliqué : XRP Ledger, consensus sans minage, Ripple, étiquettes de destination, réserve et drops, risques, et achat de XRP en dollars canadiens.',
  heading: 'Qu’est-ce que le XRP ?',
  lead: 'Le XRP est l’actif numérique natif du XRP Ledger, une chaîne de blocs publique conçue pour des paiements rapides et peu coûteux, en activité depuis 2012. Il n’est pas miné, il a été créé en totalité au lancement, et on le confond souvent avec Ripple, l’entreprise. Voici comment fonctionne le registre, à quoi faire attention quand vous envoyez du XRP et les risques à peser avant d’en acheter.',
  sections: [
    {
      heading: 'Le XRP Ledger et l’origine du XRP',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le **XRP Ledger** (registre XRP) est une [chaîne de blocs](/What-is-a-blockchain) à code source ouvert, mise en service en 2012. Ses premiers développeurs, David Schwartz, Jed McCaleb et Arthur Britto, l’ont pensée pour les paiements : transférer de la valeur rapidement et à faible coût, y compris d’une monnaie à une autre. Une nouvelle version du registre est confirmée toutes les quelques secondes, et le coût normal d’une transaction est minime : 10 drops, soit 0,00001 XRP, un montant qui n’augmente que lorsque le réseau est encombré.',
        },
        {
          kind: 'paragraph',
          text: 'Le **XRP** est l’actif propre au registre, le seul qui y soit intégré. Exactement **100 milliards de XRP** ont été créés au lancement, et il ne peut jamais y en avoir davantage : pas de minage, pas de nouvelle émission. Les petits frais payés à chaque transaction sont détruits plutôt que versés à qui que ce soit, si bien que l’offre totale diminue très lentement avec le temps.',
        },
      ],
    },
    {
      heading: 'Un consensus sans minage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le XRP Ledger n’a ni mineurs ni mise en jeu : il s’appuie sur son propre **protocole de consensus**. Des serveurs appelés **validateurs**, exploités par des entreprises, des plateformes d’échange, des développeurs et d’autres opérateurs indépendants, proposent l’ensemble des transactions à appliquer et votent sur celui-ci. Chaque serveur tient une liste de validateurs auxquels il fait confiance pour ne pas agir de connivence, sa liste de nœuds uniques (Unique Node List). Quand une forte majorité de ces validateurs s’entendent, habituellement en trois à cinq secondes, la nouvelle version du registre est définitive.',
        },
        {
          kind: 'paragraph',
          text: 'Comme personne ne rivalise pour résoudre des calculs, le registre consomme bien moins d’énergie que les réseaux à preuve de travail comme le [bitcoin](/what-is-bitcoin-btc). En contrepartie, tout repose sur un choix judicieux des validateurs. La plupart des serveurs partent d’une liste recommandée publiée par un petit nombre d’organisations, ce qui, selon les critiques, concentre l’influence.',
        },
        {
          kind: 'paragraph',
          text: 'Les modifications des règles du registre, appelées **amendements**, n’entrent en vigueur qu’après avoir reçu l’appui de plus de 80 % des validateurs de confiance pendant deux semaines.',
        },
      ],
    },
    {
      heading: 'Le XRP et Ripple, deux choses distinctes',
      blocks: [
        {
          kind: 'paragraph',
          text: '**Ripple** est une entreprise privée établie aux États-Unis qui conçoit des produits de paiement et des services financiers. Le XRP Ledger est un réseau ouvert et distinct qu’aucune entreprise ne contrôle : des validateurs indépendants le font fonctionner, et n’importe qui peut l’utiliser sans la permission de Ripple.',
        },
        {
          kind: 'paragraph',
          text: 'Les deux restent toutefois étroitement liés. Au lancement du registre, ses créateurs ont donné 80 milliards de XRP à l’entreprise qui allait devenir Ripple, et celle-ci demeure l’un des plus gros détenteurs. En 2017, elle a bloqué 55 milliards de XRP en dépôt fiduciaire (escrow) dans le registre, libérables à raison d’au plus 1 milliard par mois, et elle a généralement rebloqué les montants inutilisés. Les ventes de XRP par Ripple s’ajoutent à l’offre sur le marché, et les nouvelles sur l’entreprise font souvent bouger le cours du XRP, même si le registre continuerait de fonctionner sans elle.',
        },
      ],
    },
    {
      heading: 'Envoyer du XRP : adresses, étiquettes de destination et réserve',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une adresse du XRP Ledger commence par la lettre **r** et compte de 25 à 35 caractères. Un paiement envoyé à la mauvaise adresse ne peut pas être annulé.',
        },
        { kind: 'subheading', text: 'Les étiquettes de destination' },
        {
          kind: 'paragraph',
          text: 'Bien des plateformes d’échange et autres services de garde reçoivent le XRP de tous leurs clients à une seule adresse commune. Pour savoir à qui appartient un dépôt, ils attribuent à chaque client une **étiquette de destination** (destination tag) : un numéro qui accompagne le paiement. Si vous envoyez du XRP à un tel service sans l’étiquette, ou avec la mauvaise, les fonds arrivent au service, mais pas dans votre compte, et les récupérer peut prendre des semaines, quand c’est possible.',
        },
        {
          kind: 'paragraph',
          text: `Quand vous retirez du XRP de ${b.brand} vers une plateforme ou un portefeuille qui exige une étiquette de destination, le retrait vous la demande. Copiez-la exactement telle que le service destinataire vous la donne, avec l’adresse. Un portefeuille que vous contrôlez vous-même n’en exige généralement pas.`,
        },
        { kind: 'subheading', text: 'La réserve du compte' },
        {
          kind: 'paragraph',
          text: 'Pour exister dans le registre, un compte doit conserver une quantité de XRP qu’il ne peut pas envoyer, appelée **réserve** ; elle empêche le registre de se remplir de comptes vides. La réserve de base était de 10 XRP jusqu’en décembre 2024, quand les validateurs ont voté pour l’abaisser. C’est maintenant une petite réserve, actuellement de 1 XRP, plus un léger supplément pour chaque objet que le compte possède, comme une offre ouverte. Les validateurs peuvent voter pour la modifier de nouveau.',
        },
        { kind: 'subheading', text: 'Les drops' },
        {
          kind: 'paragraph',
          text: 'Le XRP se divise en millionièmes. La plus petite unité est le **drop** : 1 drop vaut 0,000001 XRP, donc un XRP vaut 1 000 000 de drops. Les frais et la réserve sont souvent exprimés en drops.',
        },
      ],
    },
    {
      heading: `Le XRP sur ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} négocie le XRP contre le dollar canadien. Vous demandez une cotation pour acheter ou vendre, en dollars canadiens ou en XRP ; la cotation affiche le prix, l’écart et les frais éventuels, et reste valable 10 secondes. Vous pouvez garder votre XRP dans votre compte ${b.brand}, où la plateforme le détient pour vous, ou le retirer vers un portefeuille que vous contrôlez.`,
        },
        { kind: 'subheading', text: 'La limite d’achat canadienne' },
        {
          kind: 'paragraph',
          text: `Les autorités canadiennes en valeurs mobilières traitent quelques cryptoactifs comme des « cryptoactifs désignés ». Le bitcoin, l’ether, le litecoin et le bitcoin cash en font partie ; le XRP, non. Par conséquent, dans la plupart des provinces, la plupart des investisseurs particuliers ne peuvent pas effectuer plus de **30 000 $** d’achats nets de XRP sur ${b.brand} par période de 12 mois. La limite est de 100 000 $ pour les investisseurs admissibles, et il n’y en a aucune pour les investisseurs qualifiés ; certaines provinces ne l’appliquent pas du tout.`,
        },
        {
          kind: 'paragraph',
          text: 'Notre [guide pour acheter du XRP](/how-to-buy-XRP) vous accompagne étape par étape, et le [centre d’apprentissage](/learn) couvre les notions de base sur les cryptoactifs. Quand vous serez prêt, [ouvrez un compte](/signup).',
        },
        {
          kind: 'note',
          text: 'Mise en garde : le XRP est volatil et peut perdre une grande partie, voire la totalité, de sa valeur en peu de temps, et son cours est sensible aux nouvelles concernant Ripple ainsi qu’aux décisions juridiques et réglementaires. Ce n’est pas un dépôt bancaire et il n’est pas couvert par l’assurance-dépôts, et les transferts dans le registre sont irréversibles. N’investissez que ce que vous pouvez vous permettre de perdre. Cette page est de l’information générale, et non un conseil en placement.',
        },
      ],
    },
  ],
}));
