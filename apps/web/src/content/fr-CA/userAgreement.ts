import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Convention de compte : les conditions de votre compte',
  description: `La convention de votre compte ${b.brand} : admissibilité, garde, opérations, dépôts et retraits, limites, risques, frais, plaintes et vos droits.`,
  heading: 'Convention de compte',
  lead: `La présente convention établit les conditions auxquelles ${b.legalName}, faisant affaire sous le nom de ${b.brand} (« nous »), vous fournit votre compte et nos services. Lisez-la attentivement avant d’ouvrir un compte, en particulier les risques décrits à la section 11. En ouvrant ou en utilisant un compte, vous l’acceptez, de même que nos [conditions d’utilisation](/terms-and-conditions) et notre [politique de confidentialité](/privacy-policy).`,
  effective: '2026-11-24',
  sections: [
    {
      heading: '1. Qui nous sommes et nos services',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} est exploitée par ${b.legalName}, dont le siège social est situé au ${addressLine(b)}. Notre plateforme permet aux personnes qui résident au Canada d’acheter et de vendre du bitcoin (BTC), de l’ether (ETH), du litecoin (LTC), du bitcoin cash (BCH), de l’USD Coin (USDC) et du XRP en dollars canadiens, de les détenir chez nous, et de déposer et retirer des dollars canadiens et ces cryptoactifs.`,
        },
        {
          kind: 'paragraph',
          text: 'Nous n’offrons ni autres actifs ou paires, ni marge, effet de levier, dérivés, jalonnement (staking), prêt ou intérêts sur les soldes, ni conseils en placement personnalisés. Vous négociez uniquement avec l’argent et les cryptoactifs que détient votre compte.',
        },
      ],
    },
    {
      heading: '2. Admissibilité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour ouvrir et conserver un compte, vous devez :',
        },
        {
          kind: 'list',
          items: [
            'être une personne physique qui réside au Canada et y a une adresse résidentielle ;',
            'avoir atteint l’âge de la majorité dans votre province ou territoire de résidence ;',
            'ouvrir le compte à votre nom et l’utiliser uniquement pour vous-même, jamais pour le compte ou sur les instructions de quelqu’un d’autre ;',
            'nous fournir des renseignements véridiques, exacts et complets, et les tenir à jour.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons refuser d’ouvrir un compte, dans les limites de la loi, par exemple lorsque nous ne pouvons pas vérifier votre identité ou que nos services ne semblent pas vous convenir.',
        },
      ],
    },
    {
      heading: '3. Ouverture du compte et vérification de l’identité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous vous inscrivez avec votre adresse courriel et un mot de passe, puis confirmez l’adresse au moyen du lien que nous vous envoyons. Avant d’approvisionner votre compte ou d’effectuer une opération, vous devez vérifier votre identité (nom légal, date de naissance, adresse résidentielle, numéro de téléphone, profession et employeur, numéro d’assurance sociale aux fins fiscales, pièce d’identité gouvernementale avec photo, et questions sur les personnes politiquement vulnérables et les tiers), confirmer avoir lu notre déclaration de risques et répondre à un court questionnaire sur la convenance.',
        },
        {
          kind: 'paragraph',
          text: 'Une demande qui respecte toutes nos règles est approuvée automatiquement ; toute autre demande est examinée par un membre de notre équipe de conformité, qui peut vous demander des renseignements supplémentaires. Vous pouvez demander qu’une personne révise une décision automatisée (voir notre [politique de confidentialité](/privacy-policy)).',
        },
        {
          kind: 'paragraph',
          text: 'Pour relever vos limites, ou lorsque la loi l’exige, nous pouvons appliquer une diligence raisonnable renforcée portant sur l’origine de vos fonds et de votre patrimoine et sur le volume d’opérations prévu, avec pièces justificatives ; notre personnel l’examine toujours. Nous pouvons vous demander en tout temps de mettre à jour ou de confirmer vos renseignements, et restreindre votre compte si vous ne le faites pas.',
        },
      ],
    },
    {
      heading: '4. Sécurité de votre compte',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous vous engagez à :',
        },
        {
          kind: 'list',
          items: [
            'choisir un mot de passe robuste que vous n’utilisez nulle part ailleurs, et le garder secret ;',
            'activer l’authentification à deux facteurs avec une application d’authentification et conserver vos codes de récupération en lieu sûr ;',
            'ne jamais communiquer votre mot de passe ni aucun code (deux facteurs, courriel ou récupération) à qui que ce soit, même à une personne qui prétend travailler pour nous : notre personnel ne vous les demandera jamais ;',
            'garder le contrôle du compte de courriel et des appareils que vous utilisez avec nous ;',
            'nous aviser sans délai si vous soupçonnez que quelqu’un d’autre a utilisé votre compte.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pour votre protection, les sessions prennent fin après 12 heures et une nouvelle connexion met fin à vos sessions précédentes. L’ajout d’un portefeuille, un retrait ou la modification de votre mot de passe exige un code à usage unique, et les retraits sont bloqués pendant 24 heures après une modification du mot de passe ou une réinitialisation de l’authentification à deux facteurs.',
        },
        {
          kind: 'paragraph',
          text: 'Vous êtes responsable des activités effectuées avec vos identifiants, sauf pour les pertes causées par notre faute ou par une atteinte à notre sécurité, ou survenues après que vous nous avez avisés et que nous avons eu une occasion raisonnable d’agir.',
        },
      ],
    },
    {
      heading: '5. Garde de vos cryptoactifs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous sommes une plateforme de garde. Les cryptoactifs que vous achetez ou déposez sont détenus par nous pour votre compte et inscrits à votre compte dans notre grand livre en partie double, séparément de nos propres actifs dans nos livres ; votre solde en dollars canadiens y est inscrit de la même façon.',
        },
        {
          kind: 'paragraph',
          text: 'Tant que vos cryptoactifs sont sur la plateforme, vous n’en détenez pas les clés privées ; vous en prenez le contrôle lorsque vous les retirez vers un portefeuille externe dont vous détenez les clés. Nous ne prêtons pas et ne réutilisons pas les cryptoactifs que nous détenons pour vous.',
        },
      ],
    },
    {
      heading: '6. Opérations',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Cotations.** Vous demandez une cotation pour acheter ou vendre un montant en dollars canadiens ou en cryptoactif. Elle affiche séparément le prix tout compris, l’écart et les frais éventuels.',
            '**Dix secondes.** Une cotation est ferme pendant 10 secondes, avec un compte à rebours ; à son expiration, l’écran en obtient une nouvelle, que vous confirmez à votre tour.',
            '**Exécution.** Lorsque vous confirmez, l’opération est exécutée immédiatement, exactement aux montants cotés, si votre solde disponible la couvre. Une cotation ne s’exécute qu’une fois.',
            '**Contrepartie.** Vous achetez auprès de nous et nous vendez, au cours médian du marché majoré d’un écart à l’achat, ou diminué d’un écart à la vente.',
            '**Minimum.** Le montant minimal d’une opération est de 5,00 $.',
            '**Règlement.** Le produit d’une opération est réglé quelques secondes après l’exécution (5 secondes par défaut) ; d’ici là, il compte dans votre solde, mais ne peut être ni vendu ni retiré.',
            '**Aucune annulation.** Une opération exécutée ne peut être ni annulée ni renversée.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons refuser de fournir une cotation, notamment lorsque les données de marché sont retardées, qu’une limite s’applique ou que votre compte est restreint.',
        },
      ],
    },
    {
      heading: '7. Dépôts et retraits',
      blocks: [
        { kind: 'subheading', text: 'Dollars canadiens' },
        {
          kind: 'paragraph',
          text: 'Vous pouvez déposer des dollars canadiens par transfert électronique de fonds (TEF) depuis un compte bancaire canadien associé, ou par virement Interac à l’adresse courriel de dépôt et avec le code de référence unique affichés à l’écran, et les retirer par TEF ou par virement Interac. Les comptes bancaires doivent être à votre nom ; vous les associez par l’écran de liaison bancaire ou en saisissant l’institution, le numéro de domiciliation et le numéro de compte, puis les confirmez au moyen de deux petits dépôts de vérification. Un paiement provenant d’une autre personne ou destiné à une autre personne, ou sans le bon code de référence, peut être retardé ou retourné.',
        },
        { kind: 'subheading', text: 'Cryptoactifs' },
        {
          kind: 'paragraph',
          text: 'Vous recevez des cryptoactifs aux adresses de dépôt que nous vous attribuons ; n’envoyez à chaque adresse que l’actif et le réseau indiqués pour elle. Les retraits ne peuvent être faits que vers les portefeuilles externes enregistrés dans votre compte. L’ajout d’un portefeuille exige un code à usage unique reçu par courriel ou généré par votre application d’authentification ; nous vérifions l’adresse selon le format de son réseau et une liste de refus, et le portefeuille peut servir 24 heures après son ajout. Les frais de réseau sont affichés avant que vous confirmiez un retrait.',
        },
        { kind: 'subheading', text: 'Limites' },
        {
          kind: 'table',
          caption: 'Limites par défaut',
          rows: [
            [
              'Dépôts et retraits en dollars canadiens',
              '10 000 $ par période mobile de 24 heures et 50 000 $ par période mobile de 7 jours',
            ],
            [
              'Retraits de cryptoactifs',
              'L’équivalent de 10 000 $ par période mobile de 24 heures',
            ],
            ['Après la diligence raisonnable renforcée', 'Cinq fois les limites par défaut'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons appliquer des limites différentes lorsque la loi ou notre évaluation des risques l’exige, et nous vous en informerons. Nous pouvons retarder ou refuser un dépôt ou un retrait lorsque la loi l’exige, pour le vérifier ou si nous soupçonnons une fraude ou un accès non autorisé. Nous pouvons annuler un crédit porté à votre compte par erreur, en vous en informant ; si notre erreur vous cause une perte, nous la corrigerons.',
        },
      ],
    },
    {
      heading: '8. Limites de placement pour le XRP',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les règles canadiennes en valeurs mobilières limitent les sommes que la plupart des investisseurs particuliers peuvent consacrer aux cryptoactifs qui ne sont pas des « cryptoactifs désignés » ; parmi ceux que nous offrons, cette règle vise le XRP. Sauf si vous résidez dans une province ou un territoire où la limite ne s’applique pas, vos achats nets de XRP au cours des 12 derniers mois ne peuvent dépasser 30 000 $, ou 100 000 $ si vous êtes un investisseur admissible ; les investisseurs qualifiés ne sont soumis à aucune limite.',
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons vous demander des renseignements pour déterminer la catégorie qui s’applique à vous, et nous refuserons un achat de XRP qui vous ferait dépasser votre limite. Les ventes ne sont pas limitées.',
        },
      ],
    },
    {
      heading: '9. Frais',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Notre principale rémunération est l’écart compris dans chaque cotation : par défaut 0,75 % de chaque côté (0,25 % pour l’USDC), sans frais de négociation distincts par défaut. L’écart et les frais éventuels figurent dans la cotation, et les frais de réseau d’un retrait de cryptoactifs ou les frais éventuels d’un transfert en dollars canadiens sont affichés, avant votre confirmation. Votre banque peut exiger ses propres frais. Nous vous donnons un préavis avant d’instaurer ou d’augmenter des frais (section 17).',
        },
      ],
    },
    {
      heading: '10. Impôts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Il vous incombe de déclarer et de payer les impôts sur vos opérations et vos avoirs et de conserver les documents dont vous avez besoin ; l’historique de vos opérations est accessible dans votre compte. Nous ne donnons pas de conseils fiscaux. La loi peut nous obliger à déclarer à l’Agence du revenu du Canada des renseignements sur vous et vos opérations, y compris votre numéro d’assurance sociale, et nous le faisons comme elle l’exige.',
        },
      ],
    },
    {
      heading: '11. Les risques à comprendre',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatilité.** Le prix des cryptoactifs peut varier fortement en quelques minutes. Vous pouvez perdre une grande partie ou la totalité de l’argent investi. Les rendements passés ne garantissent pas les résultats futurs.',
            '**Irréversibilité.** Un transfert sur une chaîne de blocs ne peut être renversé une fois envoyé, ni par nous ni par personne d’autre.',
            '**Mauvaise adresse ou mauvais réseau.** Des cryptoactifs envoyés à une mauvaise adresse, sur le mauvais réseau ou dans un actif non pris en charge peuvent être perdus définitivement.',
            '**Cryptomonnaies stables.** L’USDC vise à suivre le dollar américain, mais peut s’en écarter, et sa valeur en dollars canadiens varie avec le taux de change.',
            '**Technologie et garde.** Les réseaux peuvent être congestionnés, scindés ou attaqués, et notre service peut être interrompu. Comme avec tout service de garde, vous êtes aussi exposé aux risques qui nous touchent, comme les cyberattaques, les défaillances techniques ou l’insolvabilité.',
            '**Aucune assurance-dépôts.** Vos cryptoactifs et votre solde en dollars canadiens chez nous ne sont pas assurés par la Société d’assurance-dépôts du Canada (SADC) ni protégés par le Fonds canadien de protection des investisseurs (FCPI).',
            '**Évolution des règles.** Des changements législatifs ou réglementaires peuvent toucher les actifs ou les services que nous pouvons offrir.',
          ],
        },
        {
          kind: 'note',
          text: 'Les cryptoactifs sont volatils et peuvent perdre une grande partie ou la totalité de leur valeur. N’achetez que ce que vous pouvez vous permettre de perdre.',
        },
      ],
    },
    {
      heading: '12. Utilisations interdites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous ne devez pas utiliser votre compte, ni laisser quiconque l’utiliser :',
        },
        {
          kind: 'list',
          items: [
            'pour recycler des produits de la criminalité, financer le terrorisme ou contourner des sanctions ;',
            'pour commettre une fraude, une arnaque ou toute autre activité illégale ;',
            'pour le compte d’un tiers, ou par une autre personne que vous, notamment en prêtant ou en vendant l’accès à votre compte ;',
            'avec des renseignements d’identité faux, volés ou empruntés ;',
            'pour nuire à la plateforme, ou pour y accéder par des moyens automatisés que nous ne fournissons pas.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si quelqu’un, surtout une personne rencontrée en ligne, vous demande d’ouvrir un compte ou d’acheter ou d’envoyer des cryptoactifs pour lui, il s’agit très probablement d’une arnaque : arrêtez tout et communiquez avec nous. Nous déclarons les activités douteuses à CANAFE et aux autorités comme la loi l’exige, et la loi peut nous interdire de vous en informer.',
        },
      ],
    },
    {
      heading: '13. Suspension et fermeture',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous pouvez fermer votre compte en tout temps, sans frais, en communiquant avec le soutien, après avoir retiré vos soldes ou avec notre aide pour le faire.',
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons restreindre votre compte (par exemple bloquer les opérations ou les retraits), le suspendre ou le fermer si la loi, une ordonnance d’un tribunal ou un organisme de réglementation l’exige ; si nous soupçonnons raisonnablement une fraude, un accès non autorisé ou une utilisation interdite ; si vous ne nous fournissez pas les renseignements nécessaires ou ne remplissez plus les conditions d’admissibilité ; ou si vous manquez gravement ou de façon répétée à la présente convention. Nous vous en donnerons la raison, sauf si la loi l’interdit ou si cela risque de compromettre la sécurité ou une enquête. Dans les autres cas, nous vous donnons un préavis d’au moins 30 jours avant de fermer votre compte.',
        },
        {
          kind: 'paragraph',
          text: 'À la fermeture d’un compte, nous vous remettons vos soldes, sous réserve de la loi : les dollars canadiens dans un compte bancaire à votre nom et les cryptoactifs dans un portefeuille externe que vous contrôlez. D’ici là, nous continuons de les détenir pour votre compte.',
        },
      ],
    },
    {
      heading: '14. Responsabilité en cas de perte',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous sommes responsables des pertes causées par notre faute ou par notre manquement à nos obligations aux termes de la présente convention. Nous ne sommes pas responsables des pertes causées par les fluctuations du marché, par vos propres erreurs (comme l’envoi de cryptoactifs à une mauvaise adresse) ou par des événements hors de notre contrôle raisonnable, ni, lorsque la loi le permet, des pertes indirectes comme la perte de profits. Rien dans la présente convention ne limite les droits que vous confère la Loi sur la protection du consommateur du Québec ou toute autre loi à laquelle on ne peut renoncer par contrat.',
        },
      ],
    },
    {
      heading: '15. Plaintes',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Communiquez avec le soutien par courriel, par téléphone ou par le formulaire de contact en précisant qu’il s’agit d’une plainte. Décrivez ce qui s’est passé, avec les dates et les références, et ce que vous souhaitez que nous fassions.',
            'Nous accusons réception de votre plainte par écrit dans les 5 jours ouvrables et vous indiquons qui la traite.',
            'Nous l’examinons de façon équitable et pouvons vous demander des renseignements ou des documents supplémentaires.',
            'Nous vous transmettons notre réponse écrite le plus tôt possible, au plus tard 90 jours après la réception de votre plainte, avec nos constats, notre décision et nos motifs. S’il nous faut plus de temps, nous vous en expliquons la raison et le moment où vous pouvez l’attendre.',
            'Si vous n’êtes pas satisfait, vous pouvez demander qu’un membre de la haute direction qui n’a pas participé au dossier révise notre réponse ; nous répondons à cette demande par écrit dans les 30 jours.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le traitement d’une plainte ne vous coûte rien. Vous pouvez aussi, en tout temps, vous adresser à l’organisme de protection du consommateur de votre province ou territoire (au Québec, l’Office de la protection du consommateur), porter une plainte relative à la vie privée devant les autorités nommées dans notre politique de confidentialité ou vous adresser aux tribunaux. Notre processus ne suspend pas les délais de prescription qui s’appliquent aux recours judiciaires.',
        },
      ],
    },
    {
      heading: '16. Communications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous acceptez que nous communiquions avec vous par voie électronique, par courriel à l’adresse de votre compte et dans l’application, y compris pour les confirmations, les avis de sécurité et les avis relatifs à la présente convention. Tenez votre adresse courriel à jour. Vous pouvez nous joindre par courriel, par téléphone, par le formulaire de contact ou par la poste, en français ou en anglais.',
        },
      ],
    },
    {
      heading: '17. Modification de la convention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous pouvons modifier les éléments suivants de la présente convention : la description de nos services et des actifs offerts, nos frais et écarts, nos limites, ainsi que nos procédures de sécurité et de vérification. Nous vous transmettrons un avis écrit par courriel au moins 30 jours avant l’entrée en vigueur d’une modification, indiquant la nouvelle clause, la clause antérieure lorsqu’une clause est modifiée, et la date d’entrée en vigueur.',
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez refuser la modification et fermer votre compte, sans frais ni pénalité, avant cette date. Une modification qui vous est uniquement favorable, comme une baisse de frais, ou qu’exige la loi peut entrer en vigueur plus tôt lorsque la loi le permet.',
        },
      ],
    },
    {
      heading: '18. Droit applicable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La présente convention est régie par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Ce choix ne vous prive pas de la protection que vous assurent les règles impératives de protection du consommateur de votre province ou territoire de résidence. Si vous êtes un consommateur résidant au Québec, vous pouvez intenter une action devant les tribunaux du Québec. La présente convention ne contient ni clause d’arbitrage ni renonciation aux actions collectives.',
        },
      ],
    },
    {
      heading: '19. Dispositions générales',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La présente convention, avec nos conditions d’utilisation et notre politique de confidentialité, constitue l’entente complète entre nous au sujet de votre compte. Si une disposition est jugée invalide, le reste demeure en vigueur. Nous pouvons céder la présente convention à une entreprise qui reprend nos services, après vous en avoir informé et sans diminuer vos droits. Elle est publiée en français et en anglais ; les deux versions ont la même valeur.',
        },
      ],
    },
    {
      heading: '20. Nous joindre',
      blocks: [
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
