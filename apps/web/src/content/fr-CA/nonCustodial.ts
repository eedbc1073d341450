import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Garde et autogarde des cryptomonnaies, expliquées',
  description: `Ce que veulent dire « avec dépositaire » et « sans dépositaire », pourquoi ${b.brand} est une plateforme de garde, et comment passer à l’autogarde.`,
  heading: 'Cryptos avec ou sans dépositaire : notre position',
  lead: `Si vous cherchiez une plateforme sans dépositaire, soyons clairs d’entrée de jeu : ${b.brand} est une plateforme **de garde**. Tant que vos cryptomonnaies sont sur ${b.brand}, nous les détenons pour votre compte. Cette page explique ce que cela signifie, en quoi cela diffère de la détention de vos propres clés, et comment transférer vos cryptos sous votre propre garde quand vous le voulez.`,
  sections: [
    {
      heading: 'Ce que veulent dire « avec » et « sans dépositaire »',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les cryptomonnaies inscrites sur une [chaîne de blocs](/What-is-a-blockchain) sont contrôlées par des **clés privées** : quiconque détient les clés d’une adresse peut en déplacer les fonds. Toute la question est de savoir qui détient ces clés.',
        },
        {
          kind: 'list',
          items: [
            '**Avec dépositaire (garde) :** une entreprise détient les clés et tient un registre de ce que possède chaque client. Vous vous connectez à un compte, et l’entreprise déplace les cryptos selon vos instructions. La plupart des plateformes de négociation fonctionnent ainsi.',
            '**Sans dépositaire (autogarde) :** vous détenez vous-même les clés, dans un portefeuille logiciel sur votre téléphone ou votre ordinateur, ou dans un portefeuille matériel. Personne ne peut déplacer vos cryptos sans elles, et personne ne peut les récupérer pour vous si vous les perdez.',
          ],
        },
      ],
    },
    {
      heading: `Comment ${b.brand} détient vos cryptomonnaies`,
      blocks: [
        {
          kind: 'list',
          items: [
            'Nous détenons pour votre compte les cryptos que vous achetez, tant qu’elles sont sur la plateforme. Pendant ce temps, vous n’en détenez pas les clés privées.',
            'Vos avoirs sont inscrits à votre compte dans un **registre en partie double** : chaque mouvement y est consigné par des écritures qui se compensent, de sorte que chaque solde peut être retracé jusqu’aux opérations, dépôts et retraits qui l’ont formé.',
            'Nous ne prêtons pas, ne mettons pas en jalonnement et ne réutilisons d’aucune autre façon les actifs des clients.',
            'Vous pouvez retirer vos cryptos vers un portefeuille que vous contrôlez, sous réserve des mesures de sécurité et des limites décrites plus bas.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Des cryptomonnaies détenues sur une plateforme de négociation ne sont pas un dépôt bancaire. Si détenir vos propres clés compte pour vous, la section suivante explique comment faire.',
        },
      ],
    },
    {
      heading: 'Passer à l’autogarde',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Créez un portefeuille que vous contrôlez, par exemple un portefeuille matériel ou un portefeuille logiciel réputé, et notez sa phrase de récupération hors ligne.',
            'Copiez l’adresse de réception du portefeuille pour le bon actif et le bon réseau.',
            'Ajoutez-la comme portefeuille externe dans votre compte. Il faut pour cela un code à usage unique reçu par courriel ou généré par votre application d’authentification, et nous vérifions l’adresse selon le format de son réseau et une liste d’adresses interdites.',
            'Attendez 24 heures : un nouveau portefeuille ne peut recevoir de retraits qu’après ce délai.',
            'Faites un petit retrait d’essai et vérifiez qu’il arrive. Les frais de réseau sont affichés avant votre confirmation.',
            'Retirez le reste, dans les limites de votre compte (par défaut, l’équivalent de 10 000 $ par période mobile de 24 heures).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si vous voulez vendre plus tard, vous pouvez renvoyer les cryptos à votre adresse de dépôt sur la plateforme. Pour en savoir plus, voyez [votre portefeuille de compte](/wallet).',
        },
      ],
    },
    {
      heading: 'Avantages et inconvénients de chaque option',
      blocks: [
        { kind: 'subheading', text: `Garder ses cryptos sur ${b.brand}` },
        {
          kind: 'list',
          items: [
            'Avantage : vous pouvez vendre en dollars canadiens à tout moment, sans d’abord déplacer vos cryptos.',
            'Avantage : vous n’avez aucune phrase de récupération à protéger ; si vous oubliez votre mot de passe, vous pouvez le réinitialiser.',
            'Inconvénient : vous comptez sur nous pour détenir vos cryptos et garder votre compte accessible.',
            'Inconvénient : les retraits passent par des vérifications de sécurité, des délais et des limites.',
          ],
        },
        { kind: 'subheading', text: 'Garder ses cryptos dans son propre portefeuille' },
        {
          kind: 'list',
          items: [
            'Avantage : un contrôle total. Personne ne peut bloquer ni déplacer vos cryptos sans vos clés.',
            'Avantage : vous pouvez utiliser vos cryptos directement avec d’autres portefeuilles et services.',
            'Inconvénient : vous êtes seul responsable. Si vous perdez à la fois la phrase de récupération et l’appareil, les cryptos sont perdues pour de bon.',
            'Inconvénient : une erreur, comme une mauvaise adresse, est généralement irréversible, et pour vendre, il faut d’abord renvoyer les cryptos vers une plateforme, avec des frais de réseau.',
          ],
        },
      ],
    },
    {
      heading: 'Protéger vos clés',
      blocks: [
        {
          kind: 'list',
          items: [
            'Notez votre phrase de récupération (phrase mnémonique) sur papier ou sur métal, et rangez-la dans un endroit sûr, hors ligne.',
            'Ne la tapez jamais dans un site Web, ne la photographiez pas et ne l’enregistrez ni dans le nuage ni dans un courriel.',
            `Ne la communiquez à personne. Aucune entreprise ni aucun agent de soutien légitime, y compris chez ${b.brand}, ne vous la demandera jamais.`,
            'Téléchargez les applications de portefeuille uniquement depuis la source officielle du fabricant : les fausses applications de portefeuille sont une fraude courante.',
            'Sur un portefeuille matériel, vérifiez l’adresse de réception sur l’écran de l’appareil lui-même.',
          ],
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre de la valeur, peu importe où ils sont détenus. L’autogarde vous protège de certains risques et vous expose à d’autres.',
        },
      ],
    },
  ],
}));
