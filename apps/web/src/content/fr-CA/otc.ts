import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Négociation hors cote (OTC) : définition et approche',
  description: `Ce qu’est la négociation hors cote (OTC), pourquoi ${b.brand} n’a pas de service OTC, et comment fonctionnent les ordres importants chez nous.`,
  heading: 'La négociation hors cote (OTC) de cryptomonnaies',
  lead: `Les services de négociation hors cote, ou OTC (de l’anglais « over-the-counter »), concluent de grosses opérations sur cryptomonnaies en privé, à l’écart des carnets d’ordres publics. ${b.brand} n’exploite **pas** de service OTC. Cette page explique ce qu’est la négociation hors cote, comment les ordres importants fonctionnent plutôt sur notre plateforme, et ce qu’il faut vérifier si vous décidez de faire appel à un service OTC ailleurs.`,
  sections: [
    {
      heading: 'Qu’est-ce que la négociation hors cote ?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une opération hors cote est négociée directement entre deux parties, au lieu d’être passée dans le carnet d’ordres public d’une bourse. Dans le monde des cryptomonnaies, les services OTC s’adressent surtout aux institutions, aux fonds, aux entreprises et aux très gros acheteurs ou vendeurs particuliers.',
        },
        {
          kind: 'list',
          items: [
            '**Moins d’effet sur le marché :** un très gros ordre passé dans un carnet d’ordres peut faire bouger le prix au détriment de celui qui le passe. Un service OTC l’exécute à un prix unique convenu d’avance.',
            '**Discrétion :** l’opération n’est pas affichée publiquement pendant son exécution.',
            '**Règlement sur mesure :** les deux parties conviennent de la façon et du moment où l’argent et les cryptos changent de mains.',
            '**Minimums élevés :** les services OTC fixent souvent des montants minimaux de plusieurs dizaines de milliers de dollars, voire davantage.',
          ],
        },
      ],
    },
    {
      heading: 'Nous n’avons pas de service OTC',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} n’a pas de service OTC : pas de prix négociés, pas de négociateurs attitrés et pas d’opérations de bloc conclues en dehors de la plateforme. Nous sommes une plateforme pour les particuliers, et tous nos clients négocient de la même façon.`,
        },
        {
          kind: 'paragraph',
          text: 'Les ordres importants passent par les mêmes [cotations en temps réel](/Real-Time-Quotes) que les petits : une cotation ferme valable 10 secondes, établie à partir du prix médian plus ou moins l’écart (par défaut 0,75 % de chaque côté, 0,25 % pour l’USDC), sans frais d’opération distincts par défaut. La cotation est calculée de la même façon quelle que soit la taille de l’ordre, et elle affiche toujours les chiffres réels avant votre confirmation.',
        },
        { kind: 'subheading', text: 'Les limites qui s’appliquent' },
        {
          kind: 'table',
          caption: 'Limites de compte par défaut',
          rows: [
            [
              'Dépôts et retraits en dollars canadiens',
              '10 000 $ par période mobile de 24 heures et 50 000 $ par période mobile de 7 jours',
            ],
            [
              'Retraits de cryptomonnaies',
              'L’équivalent de 10 000 $ par période mobile de 24 heures',
            ],
            [
              'Après une diligence raisonnable renforcée',
              'Les limites ci-dessus, multipliées par cinq',
            ],
            [
              'Achats nets de XRP',
              '30 000 $ par période de 12 mois pour la plupart des investisseurs particuliers, selon les règles canadiennes sur les valeurs mobilières (100 000 $ pour les investisseurs admissibles, aucun plafond pour les investisseurs qualifiés), sauf dans les provinces qui accordent une dispense',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si vous prévoyez un ordre important ou inhabituel, [communiquez d’abord avec notre équipe](/contact). Nous pouvons vous expliquer comment les limites s’appliquent à votre situation, vous guider dans la diligence raisonnable renforcée (origine des fonds et du patrimoine, volume prévu, pièces justificatives, toujours examinés par une personne) et vous aider à étaler l’approvisionnement de votre compte sur plusieurs jours.',
        },
      ],
    },
    {
      heading: 'Si vous avez besoin d’un service OTC ailleurs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si votre ordre dépasse ce pour quoi une plateforme destinée aux particuliers est conçue, un service OTC pourrait mieux vous convenir. Avant d’y faire appel, vérifiez :',
        },
        {
          kind: 'list',
          items: [
            '**L’inscription :** si l’entreprise est inscrite auprès des autorités canadiennes en valeurs mobilières (la Recherche nationale d’inscription des Autorités canadiennes en valeurs mobilières répertorie les sociétés inscrites) et auprès de CANAFE à titre d’entreprise de services monétaires.',
            '**Le prix :** comment il est établi, quel écart ou quelle commission s’applique, et si d’autres frais s’ajoutent.',
            '**Le règlement :** qui envoie en premier, dans quel délai le service doit livrer, et ce qui vous protège si l’une des parties ne livre pas.',
            '**La garde :** où se trouvent vos cryptos ou vos dollars entre l’entente et le règlement.',
            '**La vérification :** un service légitime vérifiera votre identité et vous interrogera sur l’origine de vos fonds.',
          ],
        },
        {
          kind: 'note',
          text: 'Méfiez-vous de quiconque vous offre des cryptos bien en dessous du prix du marché, vous presse d’agir vite ou vous demande d’envoyer d’abord des fonds vers un compte ou un portefeuille personnel. Ce sont des signes typiques de fraude. Les cryptoactifs sont volatils et peuvent perdre de la valeur, quelle que soit la taille de l’opération.',
        },
      ],
    },
  ],
}));
