import type { CookieMessages } from './en.ts';

/** The cookie consent dialog's texts, fr (same keys as `en.ts`). */
const frCookie: CookieMessages = {
  dialogLabel: 'Consentement aux cookies',
  intro: {
    headline: 'Votre vie privée nous importe',
    text: 'Nous utilisons des cookies et des technologies similaires pour exploiter ce site en toute sécurité et, avec votre consentement, pour l’améliorer et vous proposer des contenus pertinents. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de page. Pour en savoir plus, consultez notre {{privacy}} et nos {{legalNotice}}.',
    legalNotice: 'mentions légales',
    privacy: 'déclaration de protection des données',
  },
  button: {
    acceptAll: 'Accepter les cookies',
    acceptEssentials: 'Accepter les cookies essentiels',
    configure: 'Configurer les cookies',
    back: 'Retour',
    save: 'Enregistrer les paramètres',
  },
  settings: {
    headline: 'Paramètres de confidentialité',
    text: 'Choisissez les catégories et les services que vous autorisez. Les cookies essentiels sont nécessaires au fonctionnement du site et ne peuvent pas être désactivés.',
    moreInfo: 'En savoir plus',
    alwaysOn: 'Toujours actif',
    providers: 'Services',
  },
  category: {
    all: {
      title: 'Tout',
      description: 'Autoriser toutes les catégories et tous les services en une seule fois.',
    },
    essentials: {
      title: 'Essentiels',
      description:
        'Nécessaires aux fonctions de base telles que la navigation, la sécurité et l’enregistrement de votre consentement. Ces cookies ne peuvent pas être désactivés.',
    },
    functional: {
      title: 'Fonctionnels',
      description:
        'Permettent des fonctions supplémentaires comme les cartes, les vidéos et les podcasts, et nous aident à comprendre l’utilisation du site afin de l’améliorer.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Servent à mesurer l’efficacité de nos offres d’emploi et de nos campagnes et à vous présenter des offres pertinentes sur d’autres sites.',
    },
  },
  provider: {
    crm: {
      name: 'Service commercial CRM',
      description: 'Traite vos demandes et prises de contact et les transmet à l’interlocuteur compétent.',
    },
    cdn: {
      name: 'Réseau de diffusion de contenu',
      description:
        'Fournit rapidement et en toute sécurité les images, scripts et feuilles de style depuis des serveurs proches de vous.',
    },
    api: {
      name: 'Interface de recherche d’emplois et de projets',
      description: 'Fournit les offres d’emploi, les projets et les données des agences affichés sur ce site.',
    },
    fonts: {
      name: 'Polices web',
      description: 'Charge les polices de caractères qui donnent à ce site son apparence homogène.',
    },
    maps: {
      name: 'Cartes',
      description: 'Affiche des cartes interactives de nos agences et bureaux et calcule des itinéraires.',
    },
    uptime: {
      name: 'Surveillance de disponibilité',
      description:
        'Mesure les temps de chargement et la disponibilité afin de détecter rapidement les problèmes techniques.',
    },
    video: {
      name: 'Plateforme vidéo',
      description:
        'Lit les vidéos intégrées. Aucune donnée n’est transmise à la plateforme vidéo avant votre consentement.',
    },
    podcast: {
      name: 'Lecteur de podcasts',
      description: 'Lit les épisodes de podcast intégrés directement sur ce site.',
    },
    analytics: {
      name: 'Analyse d’audience',
      description:
        'Recueille des statistiques anonymisées sur les visites et l’utilisation des pages pour améliorer le site.',
    },
    signals: {
      name: 'Signaux d’analyse',
      description:
        'Complète l’analyse d’audience par des rapports multi-appareils. Nécessite l’activation de l’analyse d’audience.',
    },
    ads: {
      name: 'Service publicitaire',
      description: 'Mesure la portée de nos annonces et vous présente des offres adaptées sur d’autres sites.',
    },
    marketingAutomation: {
      name: 'Automatisation marketing',
      description: 'Personnalise nos newsletters et nos communications de suivi en fonction de vos centres d’intérêt.',
    },
  },
};

export default frCookie;
