import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Programme de parrainage',
  description: `${b.brand} n’a pas de programme de parrainage pour le moment. Tout programme futur sera annoncé ici avec ses conditions. Méfiez-vous des fausses offres.`,
  heading: 'Programme de parrainage',
  lead: `${b.brand} n’a pas de programme de parrainage pour le moment. Nous ne versons ni primes de parrainage, ni récompenses, ni commissions pour la recommandation de nouveaux clients, et personne n’est autorisé à en offrir en notre nom.`,
  sections: [
    {
      heading: 'Pas de programme pour l’instant',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous gardons nos prix simples : tout le monde reçoit le même type de cotation, avec l’écart et les frais éventuels affichés avant la confirmation. Il n’y a aucun code d’inscription à entrer ni aucune prime à débloquer.',
        },
        {
          kind: 'paragraph',
          text: 'Si vous nous recommandez à quelqu’un, merci. Sachez simplement que ni vous ni cette personne ne recevrez de récompense, et que vous ne devriez jamais avoir à communiquer quoi que ce soit au sujet de votre propre compte pour l’aider à commencer.',
        },
      ],
    },
    {
      heading: 'Si nous en lançons un',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si nous lançons un jour un programme de parrainage, il sera annoncé sur cette page, et ses conditions complètes y seront publiées avant son début. Ces conditions préciseraient :',
        },
        {
          kind: 'list',
          items: [
            'qui peut y participer, et dans quelles provinces ;',
            'en quoi consiste la récompense, et comment et quand elle est versée ;',
            'les conditions applicables au parrain et à la personne parrainée ;',
            'les dates de début et de fin du programme.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tant que des conditions ne figurent pas sur cette page, il n’existe aucun programme, quoi que vous puissiez lire ailleurs.',
        },
      ],
    },
    {
      heading: 'Partagez plutôt ce que vous avez appris',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si vous voulez aider quelqu’un à faire ses premiers pas en cryptomonnaie, nos pages éducatives sont gratuites à lire et à partager :',
        },
        {
          kind: 'list',
          items: [
            'le [centre d’apprentissage](/learn), qui réunit tous nos guides ;',
            '[ce qu’est une chaîne de blocs](/What-is-a-blockchain), une bonne première lecture ;',
            '[ce qu’est le bitcoin](/what-is-bitcoin-btc), son histoire et ses risques ;',
            '[Premiers pas](/getting-started), de l’inscription à une première opération ;',
            '[comment protéger votre compte](/Safe-and-Secure-Crypto-Wallet), à lire avant tout le reste.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Quand vous recommandez les cryptomonnaies à quelqu’un, parlez aussi des risques : les cryptoactifs sont volatils et peuvent perdre de la valeur.',
        },
      ],
    },
    {
      heading: 'Méfiez-vous des fausses offres de parrainage',
      blocks: [
        {
          kind: 'paragraph',
          text: `Quiconque propose des « primes de parrainage ${b.brand} », des récompenses d’inscription ou des concours sur les réseaux sociaux, par messagerie, par courriel ou sur un autre site n’est pas nous. Voici les signes courants de ces fraudes :`,
        },
        {
          kind: 'list',
          items: [
            'on vous demande d’envoyer d’abord des cryptos ou de l’argent pour « débloquer » une prime ;',
            'on vous demande votre mot de passe, un code d’authentification à deux facteurs ou un code de récupération ;',
            'le lien mène à un site dont l’adresse n’est pas tout à fait la nôtre ;',
            'l’offre est urgente, très généreuse ou valable « aujourd’hui seulement ».',
          ],
        },
        {
          kind: 'note',
          text: 'Si vous voyez une telle offre, ne cliquez pas et ne répondez pas. [Communiquez avec nous](/contact) pour la signaler. Si vous avez perdu de l’argent, signalez-le aussi à votre service de police local et au Centre antifraude du Canada.',
        },
      ],
    },
  ],
}));
