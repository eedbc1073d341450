import { addressLine } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Politique de confidentialité : vos renseignements',
  description: `Comment ${b.brand} recueille, utilise, conserve et protège vos renseignements personnels selon la LPRPDE et la Loi 25 et comment exercer vos droits.`,
  heading: 'Politique de confidentialité',
  lead: `La présente politique explique comment ${b.legalName}, faisant affaire sous le nom de ${b.brand} (« nous »), recueille, utilise, communique, conserve et protège vos renseignements personnels lorsque vous visitez notre site, ouvrez et utilisez un compte ou communiquez avec nous. Elle respecte la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les résidents du Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25. Nous ne vendons pas vos renseignements personnels.`,
  effective: '2026-11-24',
  sections: [
    {
      heading: '1. Qui nous sommes et portée de la politique',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} est exploitée par ${b.legalName}, dont le siège social est situé au ${addressLine(b)}. Nous sommes responsables des renseignements personnels que nous détenons, y compris ceux que nous confions à des fournisseurs de services.`,
        },
        {
          kind: 'paragraph',
          text: 'La politique s’applique à notre site Web, à l’application Web dans laquelle vous gérez votre compte, à nos courriels et à notre soutien. Elle se lit avec nos [conditions d’utilisation](/terms-and-conditions) et, pour nos clients, notre [convention de compte](/user-agreement). Un « renseignement personnel » est tout renseignement qui concerne une personne physique et permet de l’identifier.',
        },
      ],
    },
    {
      heading: '2. Notre responsable de la protection des renseignements personnels',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La personne responsable de la protection des renseignements personnels au sein de notre entreprise veille au respect de la loi, approuve nos politiques et pratiques de gouvernance, supervise les évaluations des facteurs relatifs à la vie privée, tient notre registre des incidents de confidentialité et répond à vos demandes et plaintes.',
        },
        {
          kind: 'table',
          caption: 'Pour joindre la personne responsable',
          rows: [
            [
              'Courriel',
              `${b.supportEmail}, avec la mention « À l’attention de la personne responsable de la protection des renseignements personnels » en objet`,
            ],
            [
              'Poste',
              `À l’attention de la personne responsable de la protection des renseignements personnels, ${b.legalName}, ${addressLine(b)}`,
            ],
          ],
        },
      ],
    },
    {
      heading: '3. Les renseignements que nous recueillons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous ne recueillons que ce qui est nécessaire aux fins décrites à la section 5. Selon l’usage que vous faites de nos services, il s’agit des renseignements suivants.',
        },
        { kind: 'subheading', text: 'Renseignements de compte' },
        {
          kind: 'paragraph',
          text: 'Votre adresse courriel, votre nom d’affichage et votre langue ; votre mot de passe, conservé uniquement sous forme de hachage Argon2id, jamais en clair ; et vos paramètres d’authentification à deux facteurs (le secret chiffré de votre application d’authentification et vos codes de récupération hachés).',
        },
        { kind: 'subheading', text: 'Renseignements de vérification de l’identité' },
        {
          kind: 'paragraph',
          text: 'Avant que vous puissiez approvisionner votre compte ou effectuer des opérations, la loi nous oblige à vérifier votre identité. Nous recueillons vos nom légal et date de naissance, votre adresse résidentielle au Canada, votre numéro de téléphone, votre profession et votre employeur, votre numéro d’assurance sociale (NAS), une image de votre pièce d’identité gouvernementale avec photo, vos réponses aux questions sur les personnes politiquement vulnérables et les tiers, votre confirmation de notre déclaration de risques et vos réponses à un court questionnaire sur la convenance. La diligence raisonnable renforcée ajoute l’origine de vos fonds et de votre patrimoine, le volume d’opérations prévu et des pièces justificatives.',
        },
        {
          kind: 'paragraph',
          text: 'Nous demandons votre NAS uniquement aux fins de déclarations fiscales. Il est conservé chiffré et affiché masqué.',
        },
        { kind: 'subheading', text: 'Renseignements financiers et d’opérations' },
        {
          kind: 'paragraph',
          text: 'Les comptes bancaires que vous associez (institution, numéro de domiciliation et numéro de compte) ; vos dépôts et retraits en dollars canadiens, y compris les codes de référence des virements Interac ; vos cotations, opérations et soldes ; vos adresses de dépôt de cryptoactifs, les portefeuilles externes que vous enregistrez et vos transactions sur les chaînes de blocs publiques.',
        },
        { kind: 'subheading', text: 'Renseignements techniques' },
        {
          kind: 'paragraph',
          text: 'Nos serveurs enregistrent des renseignements techniques comme votre adresse IP, le type de navigateur, les pages demandées, la date et l’heure, les tentatives de connexion, les sessions et les événements de sécurité (par exemple un compte verrouillé ou un mot de passe modifié). La vérification anti-robot de nos formulaires est hébergée chez nous et ne vous suit pas sur d’autres sites.',
        },
        { kind: 'subheading', text: 'Communications' },
        {
          kind: 'paragraph',
          text: 'Vos messages envoyés par courriel, par téléphone ou par le formulaire de contact (nom, adresse courriel, objet et message), nos réponses, ainsi que la trace des courriels que nous vous envoyons, comme les liens de vérification, les codes à usage unique et les avis concernant votre compte.',
        },
      ],
    },
    {
      heading: '4. Comment nous les recueillons',
      blocks: [
        {
          kind: 'list',
          items: [
            'Directement auprès de vous, lorsque vous vous inscrivez, vérifiez votre identité, associez un compte bancaire, effectuez une opération, déplacez des fonds ou communiquez avec nous.',
            'Automatiquement, lorsque votre navigateur se connecte à nos serveurs (voir la section 11 sur les témoins et le stockage local).',
            'Auprès de tiers, lorsque la loi le permet et avec votre consentement lorsqu’il est requis : les banques et réseaux de paiement qui traitent vos dépôts et retraits, les fournisseurs qui nous aident à vérifier les pièces d’identité ou les comptes bancaires, et des sources publiques comme les listes de sanctions et les chaînes de blocs.',
          ],
        },
      ],
    },
    {
      heading: '5. Pourquoi nous les utilisons',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pour ouvrir, gérer et maintenir votre compte, exécuter vos opérations et traiter vos dépôts et retraits.',
            'Pour vérifier votre identité et votre âge et confirmer que vous résidez au Canada.',
            'Pour respecter nos obligations légales : lutte contre le recyclage des produits de la criminalité, filtrage des sanctions, règles en valeurs mobilières comme les limites de placement et la convenance, tenue de dossiers et déclarations fiscales.',
            'Pour sécuriser les comptes et pour détecter, prévenir et examiner la fraude, les accès non autorisés et les abus.',
            'Pour répondre à vos questions et plaintes, et vous informer au sujet de votre compte et des modifications de nos conditions.',
            'Pour maintenir, dépanner et améliorer le service, en utilisant des renseignements agrégés ou dépersonnalisés chaque fois que c’est possible.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous n’utilisons pas vos renseignements personnels à des fins de publicité ciblée, et nous ne les vendons, ne les louons ni ne les échangeons. Nous vous demanderons votre consentement avant de les utiliser à une nouvelle fin, sauf si la loi le permet autrement.',
        },
      ],
    },
    {
      heading: '6. Votre consentement et son retrait',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous demandons votre consentement en termes simples et clairs, à des fins précises, et de façon expresse pour les renseignements sensibles comme votre NAS, votre pièce d’identité et vos renseignements financiers. En créant un compte et en nous fournissant vos renseignements, vous consentez à leur collecte, à leur utilisation et à leur communication aux fins décrites dans la présente politique.',
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez retirer votre consentement en tout temps en écrivant à la personne responsable, sous réserve des restrictions légales et contractuelles ; nous vous en expliquerons les conséquences. Nous ne pouvons ouvrir ni maintenir un compte sans vérification de l’identité, et la loi nous oblige à conserver certains dossiers même après le retrait de votre consentement ou la fermeture de votre compte (voir la section 9).',
        },
        {
          kind: 'paragraph',
          text: 'Les courriels nécessaires à votre compte, comme les codes et les avis de sécurité, font partie du service. Nous n’envoyons de messages promotionnels qu’avec votre consentement, toujours avec un moyen de vous désabonner.',
        },
      ],
    },
    {
      heading: '7. Vérification de l’identité et décisions automatisées',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Notre vérification de l’identité s’appuie sur un moteur de règles : une demande qui respecte toutes ses règles est approuvée automatiquement, sans examen par une personne ; toute autre demande est transmise à un membre de notre équipe de conformité, qui décide. Aucune demande n’est refusée automatiquement, et la diligence raisonnable renforcée est toujours examinée par notre personnel.',
        },
        {
          kind: 'paragraph',
          text: 'Lorsqu’une décision vous concernant est fondée exclusivement sur un traitement automatisé, nous vous en informons. Sur demande, nous vous indiquons les renseignements personnels utilisés, les raisons ainsi que les principaux facteurs et paramètres ayant mené à la décision, et votre droit de faire rectifier ces renseignements. Vous pouvez aussi présenter vos observations et demander qu’une personne de notre équipe révise la décision en écrivant à la personne responsable.',
        },
      ],
    },
    {
      heading: '8. Quand nous communiquons vos renseignements',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous ne communiquons vos renseignements personnels que dans les cas ci-dessous, et seulement ce que chaque cas exige. En dehors de ces cas, nous ne les communiquons qu’avec votre consentement.',
        },
        { kind: 'subheading', text: 'Fournisseurs de services' },
        {
          kind: 'paragraph',
          text: 'Des fournisseurs hébergent nos systèmes, acheminent nos courriels, traitent les paiements et nous aident pour la vérification de l’identité, la sécurité et le soutien. Ils ne peuvent utiliser vos renseignements que pour nous fournir leurs services, en vertu de contrats qui les obligent à en préserver la confidentialité et à les protéger.',
        },
        { kind: 'subheading', text: 'À l’extérieur du Québec et du Canada' },
        {
          kind: 'paragraph',
          text: 'Certains fournisseurs peuvent conserver ou traiter des renseignements à l’extérieur du Québec ou du Canada, par exemple aux États-Unis, où les tribunaux et autorités peuvent y avoir accès en vertu des lois locales. Avant de communiquer à l’extérieur du Québec des renseignements personnels de résidents du Québec, nous réalisons une évaluation des facteurs relatifs à la vie privée et nous nous assurons, par contrat, qu’ils bénéficieront d’une protection adéquate.',
        },
        { kind: 'subheading', text: 'Obligations légales et réglementaires' },
        {
          kind: 'paragraph',
          text: 'Les plateformes de négociation de cryptoactifs au Canada sont assujetties à la Loi sur le recyclage des produits de la criminalité et le financement des activités terroristes. Cette loi les oblige notamment à vérifier l’identité de leurs clients, à tenir des dossiers et à déclarer certaines opérations, comme les opérations douteuses et les opérations importantes en monnaie virtuelle, au Centre d’analyse des opérations et déclarations financières du Canada (CANAFE). La législation fiscale peut aussi les obliger à déclarer à l’Agence du revenu du Canada (ARC) des renseignements sur leurs clients et leurs opérations, y compris le NAS. Nous communiquons des renseignements dans la mesure exigée par ces obligations ; la loi peut nous interdire de vous informer d’une déclaration.',
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons aussi communiquer des renseignements lorsque la loi l’exige ou le permet, par exemple en réponse à une ordonnance ou à une autre demande légale, à un organisme de réglementation ou à un corps de police agissant en vertu de la loi, en cas d’urgence menaçant la vie, la santé ou la sécurité d’une personne, ou pour prévenir une fraude ou défendre un droit en justice.',
        },
        { kind: 'subheading', text: 'Transactions commerciales' },
        {
          kind: 'paragraph',
          text: 'Si nous envisageons de vendre notre entreprise, en tout ou en partie, ou de la fusionner, nous pouvons communiquer les renseignements nécessaires à l’autre partie, en vertu d’une entente qui les protège, comme la loi le permet.',
        },
      ],
    },
    {
      heading: '9. Combien de temps nous les conservons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous ne conservons vos renseignements personnels que le temps nécessaire aux fins pour lesquelles ils ont été recueillis, puis aussi longtemps que la loi l’exige. Après la fermeture d’un compte, nous conservons les dossiers exigés par les lois sur le recyclage des produits de la criminalité, les valeurs mobilières et la fiscalité, généralement de cinq à six ans. Un renseignement utilisé pour prendre une décision à votre sujet est conservé au moins un an après la décision.',
        },
        {
          kind: 'paragraph',
          text: 'Les messages de personnes qui ne sont pas clientes ne sont conservés que le temps de les traiter. À la fin de la période de conservation, nous détruisons les renseignements de façon sécuritaire ou les anonymisons.',
        },
      ],
    },
    {
      heading: '10. Comment nous les protégeons',
      blocks: [
        {
          kind: 'list',
          items: [
            'Toutes les connexions à notre site et à notre application sont chiffrées en HTTPS et protégées par des en-têtes de sécurité stricts.',
            'Les renseignements personnels sensibles, comme votre NAS et le secret de votre application d’authentification, sont chiffrés au repos.',
            'Les mots de passe ne sont conservés que sous forme de hachages Argon2id, et vous pouvez protéger votre connexion par l’authentification à deux facteurs au moyen d’une application d’authentification.',
            'L’ajout d’un portefeuille, un retrait ou la modification de votre mot de passe exige un code à usage unique.',
            'L’accès du personnel est limité selon son rôle ; notre personnel se connecte avec l’authentification à deux facteurs et est tenu à la confidentialité.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Aucun système n’est parfaitement sûr. Protégez aussi votre compte : utilisez un mot de passe unique, activez l’authentification à deux facteurs et ne communiquez jamais votre mot de passe ni vos codes. Notre équipe de soutien ne vous les demandera jamais.',
        },
      ],
    },
    {
      heading: '11. Témoins et stockage local',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous ne conservons dans votre navigateur que ce dont le service a besoin pour fonctionner. Nous n’utilisons aucun témoin publicitaire, aucun outil d’analyse de tiers ni aucun script de pistage de tiers, et aucune technologie permettant de vous localiser ou de vous profiler.',
        },
        {
          kind: 'table',
          caption: 'Ce que nous conservons dans votre navigateur',
          rows: [
            [
              'Session',
              'Pendant que vous êtes connecté : vos jetons de connexion, dans un stockage de session effacé à la fermeture de l’onglet, ainsi que votre nom d’affichage et votre adresse courriel pour la salutation de l’en-tête, supprimés à la déconnexion.',
            ],
            [
              'Langue',
              'La langue choisie, pour que les pages s’ouvrent dans cette langue la prochaine fois.',
            ],
            ['Thème', 'Votre choix du thème clair ou sombre.'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez effacer ce stockage en tout temps dans les paramètres de votre navigateur ; vous serez alors déconnecté et vos préférences seront réinitialisées.',
        },
      ],
    },
    {
      heading: '12. Vos droits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sous réserve des exceptions prévues par la loi, vous avez le droit :',
        },
        {
          kind: 'list',
          items: [
            'd’**accéder** aux renseignements personnels que nous détenons sur vous et de savoir comment ils ont été utilisés et à qui ils ont été communiqués ;',
            'de faire **rectifier** un renseignement inexact, incomplet ou équivoque, et de faire supprimer un renseignement dont la collecte, la communication ou la conservation n’est pas autorisée par la loi ;',
            'de **retirer votre consentement**, comme l’explique la section 6 ;',
            'de **recevoir vos renseignements dans un format portable** : les renseignements informatisés que vous nous avez fournis, dans un format technologique structuré et couramment utilisé, transmis à vous ou à la personne ou à l’organisme que vous désignez (portabilité) ;',
            'de **faire cesser la diffusion** de vos renseignements personnels ou de faire désindexer tout hyperlien rattaché à votre nom qui y donne accès, lorsque la diffusion contrevient à la loi ou à une ordonnance judiciaire ou cause un préjudice grave à votre réputation ou à votre vie privée (désindexation) ;',
            'd’**être informé** des décisions fondées exclusivement sur un traitement automatisé et de les faire réviser par une personne, comme l’explique la section 7 ;',
            'de **porter plainte** auprès de nous et d’une autorité de protection de la vie privée, comme l’explique la section 16.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Certains de ces droits, comme la portabilité et la désindexation, découlent de la loi québécoise ; nous traitons de la même façon les demandes de nos clients ailleurs au Canada chaque fois que nous le pouvons raisonnablement.',
        },
      ],
    },
    {
      heading: '13. Comment présenter une demande',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Écrivez à la personne responsable (section 2). Nous vous demanderons d’abord de confirmer votre identité, afin de ne jamais remettre vos renseignements à quelqu’un d’autre. Les demandes sont gratuites ; lorsque la loi permet des frais raisonnables de transcription, de reproduction ou de transmission, nous vous en indiquons le montant à l’avance.',
        },
        {
          kind: 'paragraph',
          text: 'Nous répondons par écrit dans les 30 jours suivant la réception de votre demande ; si la loi permet un délai supplémentaire et qu’il nous est nécessaire, nous vous en donnons la raison. Si nous refusons une demande, nous vous donnons nos motifs et la disposition de la loi invoquée, et nous vous informons de vos recours.',
        },
      ],
    },
    {
      heading: '14. Incidents de confidentialité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un incident de confidentialité est tout accès à un renseignement personnel, toute utilisation ou communication de celui-ci non autorisés par la loi, sa perte ou toute autre atteinte à sa protection. Lorsque nous avons des motifs de croire qu’un incident s’est produit, nous prenons rapidement des mesures raisonnables pour diminuer les risques de préjudice et éviter qu’il se reproduise.',
        },
        {
          kind: 'paragraph',
          text: 'Si un incident présente un risque de préjudice sérieux (un « risque réel de préjudice grave » au sens de la LPRPDE), nous avisons promptement la Commission d’accès à l’information du Québec ou le Commissariat à la protection de la vie privée du Canada, selon le cas, ainsi que les personnes concernées. L’avis explique ce qui s’est passé, les renseignements visés, les mesures prises et ce que vous pouvez faire pour vous protéger. Chaque incident est consigné dans notre registre, même s’il n’a pas à être déclaré.',
        },
        {
          kind: 'note',
          text: 'Nous vous informerons d’un incident par courriel ou dans votre compte. Un véritable avis de notre part ne vous demandera jamais votre mot de passe, un code ni vos codes de récupération.',
        },
      ],
    },
    {
      heading: '15. Personnes mineures',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nos services s’adressent uniquement aux personnes qui ont atteint l’âge de la majorité dans leur province ou territoire (18 ou 19 ans, selon le lieu de résidence). Nous ne recueillons pas sciemment de renseignements personnels sur des personnes mineures ; si nous apprenons que nous l’avons fait, nous les supprimons, sauf si la loi nous oblige à les conserver.',
        },
      ],
    },
    {
      heading: '16. Plaintes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si vous avez une préoccupation quant à la façon dont nous traitons vos renseignements personnels, communiquez d’abord avec la personne responsable. Nous examinerons votre plainte et vous répondrons par écrit en expliquant nos constats et les mesures que nous prenons. Si vous n’êtes pas satisfait, vous pouvez porter plainte auprès :',
        },
        {
          kind: 'list',
          items: [
            'du **Commissariat à la protection de la vie privée du Canada** (www.priv.gc.ca), en vertu de la LPRPDE ;',
            'si vous résidez au Québec, de la **Commission d’accès à l’information du Québec** (www.cai.gouv.qc.ca), en vertu de la loi québécoise sur le secteur privé.',
          ],
        },
      ],
    },
    {
      heading: '17. Modifications de la politique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous pouvons mettre à jour la présente politique selon l’évolution de nos services, de nos pratiques ou de la loi ; la nouvelle version est publiée sur cette page avec sa date d’entrée en vigueur. Nous informons nos clients de tout changement important par courriel avant son entrée en vigueur et redemandons votre consentement lorsque la loi l’exige.',
        },
      ],
    },
    {
      heading: '18. Date d’entrée en vigueur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La présente politique entre en vigueur le 24 novembre 2026. Les questions à son sujet s’adressent à la personne responsable (section 2) ; pour toute autre question, consultez notre page [Nous joindre](/contact).',
        },
      ],
    },
  ],
}));
