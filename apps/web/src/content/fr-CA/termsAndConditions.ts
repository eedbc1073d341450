import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Conditions d’utilisation du site Web',
  description: `Règles d’utilisation du site ${b.brand} : information seulement, pas de conseils en placement, usage acceptable, prix, responsabilité et droit applicable.`,
  heading: 'Conditions d’utilisation',
  lead: `Les présentes conditions régissent votre utilisation du site Web de ${b.brand}, de ses pages publiques et de leur contenu. Veuillez les lire attentivement. Si vous ouvrez un compte, notre [convention de compte](/user-agreement) s’applique aussi à votre utilisation de la plateforme, et notre [politique de confidentialité](/privacy-policy) explique comment nous traitons vos renseignements personnels.`,
  effective: '2026-11-24',
  sections: [
    {
      heading: '1. Acceptation des conditions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En accédant au site ou en l’utilisant, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site. Elles s’appliquent à toutes les pages du site, en français et en anglais, aux prix et graphiques qui y sont affichés et au formulaire de contact.',
        },
        {
          kind: 'paragraph',
          text: 'Si vous avez un compte, la convention de compte régit votre compte et les services qui y sont offerts. En cas de divergence entre les présentes conditions et la convention de compte sur une question touchant votre compte, la convention de compte l’emporte.',
        },
      ],
    },
    {
      heading: '2. Qui exploite le site',
      blocks: [
        {
          kind: 'paragraph',
          text: `Le site est exploité par ${b.legalName}, faisant affaire sous le nom de ${b.brand}, dont le siège social est situé au ${addressLine(b)}. Dans les présentes conditions, « nous » et « notre » désignent ${b.legalName}, et « vous » désigne toute personne qui visite ou utilise le site.`,
        },
        {
          kind: 'paragraph',
          text: `${b.brand} est une plateforme qui permet aux personnes résidant au Canada d’acheter et de vendre du bitcoin (BTC), de l’ether (ETH), du litecoin (LTC), du bitcoin cash (BCH), de l’USD Coin (USDC) et du XRP en dollars canadiens. La page [À propos](/about) décrit ce que nous offrons et ce que nous n’offrons pas.`,
        },
      ],
    },
    {
      heading: '3. Information seulement, aucun conseil en placement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le contenu du site, y compris notre [centre d’apprentissage](/learn), nos guides, notre foire aux questions, nos prix et nos graphiques, est de l’information générale fournie à des fins éducatives. Il ne constitue ni un conseil en placement, financier, juridique ou fiscal, ni une recommandation d’acheter, de vendre ou de conserver un cryptoactif, ni une offre de valeurs mobilières. Il ne tient pas compte de vos objectifs, de votre situation financière ou de vos besoins.',
        },
        {
          kind: 'paragraph',
          text: 'Notre équipe peut vous expliquer le fonctionnement de la plateforme, mais nous ne donnons pas de conseils en placement personnalisés. Avant de prendre une décision, tenez compte de votre propre situation et, au besoin, consultez un conseiller qualifié et indépendant.',
        },
        {
          kind: 'paragraph',
          text: 'Certaines pages décrivent des cryptoactifs que nous n’offrons pas sur notre plateforme, comme le stellar, le dogecoin, le cardano, le chainlink et le polkadot. Elles n’ont qu’une visée éducative : décrire un actif ne revient pas à le recommander.',
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie ou la totalité de leur valeur. N’investissez que l’argent que vous pouvez vous permettre de perdre.',
        },
      ],
    },
    {
      heading: '4. Aucune sollicitation hors du Canada',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nos services s’adressent uniquement aux résidents du Canada. Rien sur le site ne constitue une offre ou une sollicitation à l’intention d’une personne à l’extérieur du Canada, ni dans un lieu où elle serait illégale. Seules les personnes qui résident au Canada et remplissent les conditions d’admissibilité de la convention de compte peuvent ouvrir un compte. Les personnes qui consultent le site depuis l’étranger le font de leur propre initiative et sont responsables du respect des lois locales.',
        },
      ],
    },
    {
      heading: '5. Des données de prix indicatives',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les prix et graphiques du site sont donnés à titre indicatif. Ils proviennent de données de marché de sources tierces et peuvent être retardés, interrompus ou inexacts ; lorsque notre source est indisponible, les derniers prix connus peuvent être affichés avec la mention qu’ils sont retardés. Les prix affichés sont des prix médians du marché et n’incluent pas l’écart.',
        },
        {
          kind: 'paragraph',
          text: 'Le prix auquel vous pouvez effectuer une opération est celui d’une cotation ferme, affichée dans l’application avant votre confirmation, avec l’écart et les frais éventuels présentés séparément. Pour en savoir plus, consultez [le fonctionnement de nos cotations en temps réel](/Real-Time-Quotes). Les cotations peuvent être indisponibles pendant que les données de prix sont retardées. Les variations passées illustrées par les graphiques ne présagent pas des résultats futurs.',
        },
      ],
    },
    {
      heading: '6. Propriété intellectuelle',
      blocks: [
        {
          kind: 'paragraph',
          text: `Le site et son contenu, notamment les textes, les graphismes, les logos, le nom ${b.brand}, la conception, les logiciels et les compilations de données, nous appartiennent ou appartiennent à nos concédants de licence et sont protégés par les lois canadiennes et internationales sur la propriété intellectuelle. Les autres noms et logos qui figurent sur le site appartiennent à leurs propriétaires.`,
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez consulter, télécharger et imprimer des pages pour votre usage personnel et non commercial, à condition de conserver les mentions de droit d’auteur. Autrement, vous ne pouvez pas copier, reproduire, republier, modifier, distribuer ou vendre le contenu, en tirer des œuvres dérivées ni utiliser nos marques sans notre autorisation écrite préalable. Vous pouvez créer des liens vers nos pages publiques, pourvu que vous ne laissiez pas croire à une recommandation ou à un partenariat qui n’existe pas.',
        },
      ],
    },
    {
      heading: '7. Usage acceptable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lorsque vous utilisez le site, vous vous engagez à ne pas :',
        },
        {
          kind: 'list',
          items: [
            'l’utiliser à des fins illégales, frauduleuses ou trompeuses, ni pour vous faire passer pour nous ou pour quelqu’un d’autre ;',
            'en extraire le contenu ou les données de prix de façon automatisée d’une manière qui impose une charge déraisonnable à nos systèmes, nuit au service ou contourne nos limites de requêtes ;',
            'tenter d’accéder sans autorisation au site, à nos systèmes ou aux comptes et données d’autrui, ni en sonder, balayer ou tester la vulnérabilité sans notre autorisation écrite ;',
            'introduire des virus, des logiciels malveillants ou tout autre code nuisible, ni mener des attaques par déni de service ou des attaques semblables ;',
            'utiliser des robots, des scripts ou d’autres moyens automatisés pour déjouer ou contourner la vérification anti-robot de nos formulaires, ou pour envoyer des messages en masse par le formulaire de contact ;',
            'envoyer des pourriels ou des contenus menaçants, injurieux ou diffamatoires, ou qui portent atteinte aux droits d’autrui ;',
            'encadrer ou copier le site d’une manière qui pourrait laisser croire qu’une copie est la nôtre.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Nous pouvons bloquer l’accès, refuser des messages ou prendre d’autres mesures raisonnables pour protéger le site et ses utilisateurs, et signaler toute conduite illégale aux autorités. Si vous découvrez une vulnérabilité de sécurité, signalez-la-nous à ${b.supportEmail} plutôt que de l’exploiter.`,
        },
      ],
    },
    {
      heading: '8. Liens vers des sites de tiers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le site peut contenir des liens vers des sites exploités par d’autres, comme des organismes de réglementation ou des explorateurs de chaînes de blocs. Ces liens sont fournis pour votre commodité seulement. Nous n’exerçons aucun contrôle sur ces sites et ne sommes pas responsables de leur contenu, de leur disponibilité ni de leurs pratiques en matière de confidentialité ; un lien ne constitue pas une recommandation. Votre utilisation de ces sites est régie par leurs propres conditions.',
        },
      ],
    },
    {
      heading: '9. Disponibilité et modification du site',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous nous efforçons de garder le site accessible et exact, mais il peut être interrompu pour de l’entretien ou des mises à jour, ou pour des raisons indépendantes de notre volonté. Nous pouvons modifier, suspendre ou retirer toute partie du site en tout temps. Le contenu peut devenir désuet ; nous corrigeons les erreurs dont nous prenons connaissance.',
        },
      ],
    },
    {
      heading: '10. Exclusions de garanties',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dans la mesure permise par la loi, le site et son contenu sont fournis « tels quels » et « selon leur disponibilité ». Nous ne garantissons pas que le site sera exempt d’interruptions, d’erreurs ou d’éléments nuisibles, ni que l’information qu’il contient est complète, à jour ou adaptée à vos besoins. Toute décision que vous prenez sur la foi du contenu du site vous appartient.',
        },
      ],
    },
    {
      heading: '11. Limitation de responsabilité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, accessoires, spéciaux ou consécutifs, ni de la perte de profits ou d’occasions, découlant de votre utilisation du site ou de l’impossibilité de l’utiliser, y compris des décisions que vous prenez sur la foi de l’information ou des prix qu’il affiche.',
        },
        {
          kind: 'paragraph',
          text: 'Rien dans les présentes conditions n’exclut ni ne limite notre responsabilité lorsque la loi ne le permet pas, notamment pour un préjudice causé par notre faute intentionnelle ou lourde, ou pour un préjudice corporel ou moral. Notre responsabilité à l’égard de votre compte et des services qui y sont offerts est régie par la convention de compte.',
        },
      ],
    },
    {
      heading: '12. Vos droits de consommateur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Rien dans les présentes conditions ne limite ni n’exclut les droits que vous confèrent la Loi sur la protection du consommateur du Québec, la loi sur la protection du consommateur de votre province ou territoire ou toute autre loi à laquelle on ne peut renoncer par contrat. Si vous êtes un consommateur, toute clause des présentes conditions interdite par une telle loi ne s’applique pas à vous, et le reste des conditions demeure en vigueur. En particulier, lorsque la loi québécoise sur la protection du consommateur s’applique, les sections 10 et 11 ne s’appliquent que dans la mesure où cette loi le permet.',
        },
      ],
    },
    {
      heading: '13. Droit applicable et compétence des tribunaux',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Sous réserve du paragraphe suivant, les tribunaux de l’Ontario sont compétents pour tout différend relatif aux présentes conditions ou au site.',
        },
        {
          kind: 'paragraph',
          text: 'Si vous êtes un consommateur résidant au Québec, les présentes conditions ne vous privent pas de la protection que vous assurent les règles impératives du droit québécois, et vous pouvez intenter une action devant les tribunaux du Québec. Les consommateurs des autres provinces et territoires conservent de même toute protection que leur garantit leur droit local, y compris le droit de s’adresser à leurs tribunaux lorsque ce droit le prévoit.',
        },
      ],
    },
    {
      heading: '14. Dispositions générales',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si une disposition des présentes conditions est jugée invalide ou inapplicable, elle est limitée ou retranchée dans la seule mesure nécessaire, et le reste demeure en vigueur. Le fait de ne pas faire respecter une disposition ne constitue pas une renonciation à le faire plus tard. Les présentes conditions sont publiées en français et en anglais, et les deux versions ont la même valeur.',
        },
      ],
    },
    {
      heading: '15. Modification des conditions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous pouvons mettre à jour les présentes conditions, par exemple pour tenir compte de l’évolution du site ou de la loi. La nouvelle version sera publiée sur cette page avec sa date d’entrée en vigueur et s’appliquera à votre utilisation du site à compter de cette date ; les modifications ne sont jamais rétroactives. Les modifications de la convention de compte suivent le processus d’avis prévu dans cette convention.',
        },
      ],
    },
    {
      heading: '16. Nous joindre',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vos questions sur les présentes conditions sont les bienvenues. Vous pouvez nous joindre par l’un des moyens suivants ou par notre page [Nous joindre](/contact).',
        },
        {
          kind: 'table',
          caption: 'Nos coordonnées',
          rows: [
            ['Courriel', b.supportEmail],
            ['Téléphone', phoneText(b)],
            ['Heures', hoursText(b, 'fr-CA')],
            ['Poste', `${b.legalName}, ${addressLine(b)}`],
          ],
        },
      ],
    },
  ],
}));
