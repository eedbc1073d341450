import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Centre d’apprentissage : la crypto en langage clair',
  description: `Des guides sur les chaînes de blocs, le bitcoin, l’ether et d’autres cryptos, l’achat de cryptomonnaies au Canada et le fonctionnement de ${b.brand}.`,
  heading: 'Centre d’apprentissage',
  lead: `Des guides en langage clair sur les cryptomonnaies, pour les gens qui vivent au Canada : le fonctionnement des chaînes de blocs, l’utilité de chaque cryptomonnaie, la façon d’acheter en sécurité et la manière dont ${b.brand} gère les cotations, les portefeuilles et la sécurité. Chaque guide présente les risques aux côtés des usages, et rien de tout cela ne constitue un conseil en placement. Les cryptoactifs sont volatils et peuvent perdre de la valeur.`,
  sections: [
    {
      heading: 'Pour commencer',
      blocks: [
        {
          kind: 'list',
          items: [
            '[Qu’est-ce qu’une chaîne de blocs ?](/What-is-a-blockchain) — Le registre partagé derrière chaque cryptoactif, expliqué sans jargon.',
            '[Premiers pas](/getting-started) — De la création de votre compte et la vérification de votre identité jusqu’à votre première opération.',
            '[Foire aux questions](/faq) — Des réponses courtes sur les comptes, l’approvisionnement, les opérations, les retraits et la sécurité.',
          ],
        },
      ],
    },
    {
      heading: `Les cryptomonnaies offertes sur ${b.brand}`,
      blocks: [
        {
          kind: 'list',
          items: [
            '[Qu’est-ce que le bitcoin (BTC) ?](/what-is-bitcoin-btc) — La première cryptomonnaie, son offre plafonnée et la façon dont son réseau est sécurisé.',
            '[Qu’est-ce que l’ether (ETH) ?](/what-is-ether) — La monnaie d’Ethereum, le réseau qui exécute les contrats intelligents.',
            '[Qu’est-ce que le litecoin (LTC) ?](/what-is-litecoin) — Un des premiers dérivés du bitcoin, conçu pour des paiements plus rapides et moins chers.',
            '[Qu’est-ce que le bitcoin cash (BCH) ?](/what-is-bitcoin-cash) — La scission du bitcoin survenue en 2017, bâtie autour de blocs plus grands.',
            '[Qu’est-ce que le XRP ?](/what-is-XRP) — L’actif du XRP Ledger, conçu pour des transferts et des règlements rapides.',
          ],
        },
      ],
    },
    {
      heading: 'D’autres cryptomonnaies expliquées',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} n’offre pas ces actifs. Nous les expliquons parce qu’on nous pose des questions à leur sujet, et parce que comprendre leurs différences aide à évaluer n’importe quelle cryptomonnaie.`,
        },
        {
          kind: 'list',
          items: [
            '[Qu’est-ce que Stellar (XLM) ?](/what-is-stellar) — Un réseau de paiement qui vise à transférer de l’argent d’un pays à l’autre à faible coût.',
            '[Qu’est-ce que le dogecoin (DOGE) ?](/what-is-dogecoin) — La cryptomonnaie née d’une blague en 2013, et pourquoi son offre n’a pas de plafond.',
            '[Qu’est-ce que Cardano (ADA) ?](/what-is-cardano) — Une chaîne de blocs à preuve d’enjeu, bâtie en misant sur la recherche évaluée par des pairs.',
            '[Qu’est-ce que Chainlink (LINK) ?](/what-is-chainlink) — Un réseau qui fournit des données externes, comme des prix, aux contrats intelligents.',
            '[Qu’est-ce que Polkadot (DOT) ?](/what-is-polkadot) — Un réseau conçu pour relier plusieurs chaînes de blocs spécialisées.',
            '[Qu’est-ce qu’un portefeuille DeFi ?](/decentralized-finance-defi-wallet) — Le fonctionnement de la finance décentralisée, et les risques de son utilisation.',
          ],
        },
      ],
    },
    {
      heading: 'Guides pratiques',
      blocks: [
        {
          kind: 'list',
          items: [
            `[Comment acheter du bitcoin au Canada](/how-to-buy-bitcoin-canada) — Étape par étape, de l’approvisionnement en dollars canadiens à l’achat de BTC sur ${b.brand}.`,
            '[Comment acheter de l’ether](/how-to-buy-ether) — Acheter de l’ETH en dollars canadiens, et ce qu’il faut vérifier avant de le faire.',
            '[Comment acheter du litecoin](/how-to-buy-litecoin) — Acheter du LTC en dollars canadiens, de la cotation au règlement.',
            '[Comment acheter du bitcoin cash](/how-to-buy-bitcoin-cash) — Acheter du BCH en dollars canadiens, puis l’envoyer vers votre propre portefeuille.',
            '[Comment acheter du XRP](/how-to-buy-XRP) — Acheter du XRP en dollars canadiens, y compris la limite d’achat annuelle qui peut s’appliquer.',
            '[Comment acheter du Stellar (XLM)](/how-to-buy-stellar) — Nous n’offrons pas le XLM ; ce qu’il faut vérifier si vous l’achetez ailleurs.',
            '[Comment acheter du dogecoin](/how-to-buy-dogecoin) — Nous n’offrons pas le DOGE ; ce qu’il faut vérifier si vous l’achetez ailleurs.',
            '[Comment acheter du Cardano (ADA)](/how-to-buy-cardano) — Nous n’offrons pas l’ADA ; ce qu’il faut vérifier si vous l’achetez ailleurs.',
            '[Comment acheter du Chainlink (LINK)](/how-to-buy-chainlink) — Nous n’offrons pas le LINK ; ce qu’il faut vérifier si vous l’achetez ailleurs.',
            '[Comment acheter du Polkadot (DOT)](/how-to-buy-polkadot) — Nous n’offrons pas le DOT ; ce qu’il faut vérifier si vous l’achetez ailleurs.',
          ],
        },
      ],
    },
    {
      heading: 'Le fonctionnement de la plateforme',
      blocks: [
        {
          kind: 'list',
          items: [
            '[Cotations en temps réel](/Real-Time-Quotes) — Comment une cotation ferme de 10 secondes est établie à partir du prix médian et de l’écart.',
            '[Achat, vente et retrait instantanés](/Instant-Buy-Sell-and-Withdraw) — Ce qui se fait en quelques secondes, et ce qui prend plus de temps.',
            '[Cryptos avec ou sans dépositaire](/Non-Custodial) — Qui détient vos cryptos sur la plateforme, et comment les détenir vous-même.',
            '[Protéger votre compte](/Safe-and-Secure-Crypto-Wallet) — Nos mesures de protection, vos bons réflexes et ce que nous ne demandons jamais.',
            '[Votre portefeuille de compte](/wallet) — Soldes, montants en cours de règlement, adresses de dépôt et portefeuilles enregistrés.',
          ],
        },
      ],
    },
  ],
}));
