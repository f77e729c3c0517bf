import type { Messages } from './en.ts';

/** Textes d'interface en français (mêmes clés que `en.ts`). */
const fr: Messages = {
  http: {
    status: {
      '118': {
        status: 'Délai de connexion dépassé',
        message: 'Le serveur n’a pas répondu dans le délai prévu.',
      },
      '204': {
        status: 'Aucun contenu',
        message: 'La requête a abouti, mais la réponse ne contient aucune donnée.',
      },
      '400': {
        status: 'Requête incorrecte',
        message: 'La requête n’était pas correctement structurée.',
      },
      '401': {
        status: 'Non autorisé',
        message: 'La requête ne peut pas être effectuée sans authentification valide.',
      },
      '403': {
        status: 'Accès interdit',
        message:
          'Vous ne disposez pas de l’autorisation nécessaire pour afficher cette page, ou tous les en-têtes attendus n’ont pas été transmis.',
      },
      '404': {
        status: 'Introuvable',
        message: 'La ressource demandée est introuvable.',
      },
      '405': {
        status: 'Méthode non autorisée',
        message: 'La méthode de requête n’est pas prise en charge pour cette ressource.',
      },
      '414': {
        status: 'Adresse trop longue',
        message: "L'adresse demandée est trop longue.",
      },
      '499': {
        status: 'Bloqué par le navigateur',
        message:
          'La requête a été bloquée par votre navigateur, par exemple par un bloqueur de publicités ou une extension de confidentialité.',
      },
      '500': {
        status: 'Erreur interne du serveur',
        message: 'Une erreur inattendue s’est produite.',
      },
      '503': {
        status: 'Service indisponible',
        message:
          'Le serveur est temporairement indisponible, par exemple en raison d’une surcharge ou de travaux de maintenance.',
      },
    },
  },
  site: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    pageNavigation: 'Navigation de la page',
    pageNavigationHint: 'Chaque page s’ouvre dans un panneau au-dessus de celle-ci.',
    preview: {
      label: 'Aperçu',
      text: 'Vous voyez des modifications non publiées. Les visiteurs voient la version publiée.',
      expires: 'Ce lien d’aperçu est valable jusqu’à {{time}} (UTC).',
    },
    search: {
      label: 'Recherche sur le site',
      field: 'Terme de recherche',
      submit: 'Rechercher',
      results_one: '{{count}} résultat pour « {{keyword}} »',
      results_other: '{{count}} résultats pour « {{keyword}} »',
      empty: 'Aucun résultat pour « {{keyword}} ».',
      emptyHint: 'Vérifiez l’orthographe ou essayez un terme plus général.',
      prompt: 'Saisissez un terme pour rechercher sur ce site.',
      invalid: 'Veuillez saisir un terme de {{max}} caractères au plus, sans < ni >.',
      pages_one: '{{count}} page',
      pages_other: '{{count}} pages',
      offers_one: '{{count}} offre correspondante',
      offers_other: '{{count}} offres correspondantes',
      allOffers: 'Voir les {{count}} offres pour « {{keyword}} »',
    },
    breadcrumb: 'Vous êtes ici',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    home: 'Page d’accueil',
    logoAlt: '{{name}} – vers la page d’accueil',
    language: {
      label: 'Langue',
      switchTo: 'Changer de langue',
      current: 'Langue actuelle : {{language}}',
      names: {
        de: 'Deutsch',
        en: 'English',
        fr: 'Français',
        es: 'Español',
        pl: 'Polski',
      },
    },
    footer: {
      label: 'Pied de page',
      privacy: 'Protection des données',
      legalNotice: 'Mentions légales',
      cookieSettings: 'Paramètres des cookies',
      contact: 'Contact',
      copyright: '© {{year}} {{company}}',
    },
    notFound: {
      title: 'Page introuvable',
      text: 'Désolés, la page que vous recherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou recommencez depuis la page d’accueil.',
      backToHome: 'Retour à la page d’accueil',
      metaTitle: 'Page introuvable',
      metaDescription: 'La page demandée est introuvable.',
      offerTitle: 'Cette offre n’est plus disponible',
      offerText:
        'Le poste a peut-être été pourvu ou l’offre retirée. Nos offres actuelles vous attendent dans la recherche d’emploi.',
      toOffers: 'Voir les offres actuelles',
    },
    badRequest: {
      title: 'Requête non valide',
      text: 'L’adresse demandée n’a pas pu être traitée. Vérifiez qu’elle ne contient pas de faute de frappe ou recommencez depuis la page d’accueil.',
      backToHome: 'Retour à la page d’accueil',
    },
    serverError: {
      title: 'Un problème est survenu',
      text: 'Une erreur inattendue s’est produite de notre côté. Veuillez réessayer dans quelques minutes.',
      backToHome: 'Retour à la page d’accueil',
      retry: 'Réessayer',
    },
  },
  cookie: {
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
        description:
          'Personnalise nos newsletters et nos communications de suivi en fonction de vos centres d’intérêt.',
      },
    },
  },
  chrome: {
    menu: 'Menu',
    navigationPanel: 'Navigation',
    search: 'Recherche',
    searchPanel: 'Recherche',
    close: 'Fermer',
    searchOffers: {
      heading: 'Trouver un emploi',
      label: 'Intitulé du poste ou mot-clé',
      submit: 'Rechercher des offres',
    },
    searchSite: {
      heading: 'Rechercher sur le site',
      label: 'Terme de recherche',
      submit: 'Rechercher sur le site',
    },
    contact: {
      toggle: 'Contact',
      heading: 'Nous contacter',
      phone: 'Téléphone',
      email: 'E-mail',
      whatsapp: 'WhatsApp',
      link: 'Lien',
      hours: 'Horaires',
      close: 'Fermer le contact',
    },
  },
  jobAgent: {
    search: {
      any: 'toutes les offres',
      keyword: '« {{keyword}} »',
      near: 'à {{city}} (+{{radius}} km)',
      in: 'à {{city}}',
    },
    frequency: { asap: 'dès que possible', daily: 'chaque jour', weekly: 'chaque semaine' },
    mail: {
      confirmSubject: 'Veuillez confirmer votre alerte emploi sur {{site}}',
      confirmIntro:
        'Vous avez créé sur {{site}} une alerte emploi pour {{search}} ({{frequency}}). Veuillez la confirmer pour recevoir les nouvelles offres correspondantes.',
      confirmButton: 'Confirmer l’alerte emploi',
      confirmIgnore:
        'Si ce n’était pas vous, ignorez cet e-mail : sans confirmation, l’alerte emploi est supprimée au bout de 7 jours.',
      digestSubject_one: '1 nouvelle offre : {{search}}',
      digestSubject_other: '{{count}} nouvelles offres : {{search}}',
      digestIntro: 'Nouvelles offres pour votre alerte emploi {{search}} :',
      more_one: 'et 1 autre offre',
      more_other: 'et {{count}} autres offres',
      showAll: 'Voir toutes les offres',
      manage: 'Gérer l’alerte emploi',
      unsubscribe: 'Se désabonner',
      why: 'Vous recevez cet e-mail parce que vous avez créé et confirmé une alerte emploi sur {{site}}.',
    },
  },
  contest: {
    name: 'Votre nom',
    email: 'Votre adresse e-mail',
    answer: 'Votre réponse',
    terms: "J'accepte les conditions de participation.",
    termsLink: 'Lire les conditions de participation',
    termsHeading: 'Conditions de participation',
    prizes: 'Prix',
    closes: 'Clôture le {{date}}',
    closed: "Ce jeu-concours s'est terminé le {{date}}. Merci de votre intérêt !",
    submit: 'Participer',
    required: 'obligatoire',
    errorSummary: 'Veuillez vérifier les champs signalés.',
    error: {
      required: 'Veuillez remplir ce champ.',
      tooLong: 'Cette saisie est trop longue.',
      invalid: 'Veuillez saisir une adresse e-mail valide, par ex. nom@exemple.fr.',
      unknownAnswer: "Veuillez choisir l'une des réponses.",
      termsRequired: 'Veuillez accepter les conditions de participation.',
    },
    outcome: {
      stored: 'Merci, {{name}} ! Votre participation a bien été enregistrée. Bonne chance !',
      duplicate: 'Cette adresse e-mail a déjà participé à ce jeu-concours. Une seule participation par personne.',
      closed: "Désolé, ce jeu-concours est déjà terminé. Votre participation n'a pas été enregistrée.",
      unavailable: "Ce jeu-concours n'est pas disponible. Votre participation n'a pas été enregistrée.",
      failed:
        "Votre participation n'a pas pu être enregistrée en raison d'un problème technique. Veuillez réessayer dans un instant.",
    },
    rejected: {
      title: 'Participation refusée',
      tooLarge: 'Les données du formulaire sont trop volumineuses.',
      unsupported: "Le formulaire a été envoyé dans un format que nous n'acceptons pas.",
      rateLimited: 'Trop de participations depuis votre connexion. Veuillez réessayer dans quelques minutes.',
      badRequest: "Le formulaire n'a pas pu être traité.",
      back: 'Retour à la page',
    },
  },
  toast: {
    type: {
      info: 'Information',
      success: 'Succès',
      warning: 'Avertissement',
      error: 'Erreur',
    },
    close: 'Fermer la notification',
    region: 'Notifications',
    host: 'Message de',
  },
  map: {
    region: 'Carte',
    loading: 'Chargement de la carte…',
    consent: {
      title: 'Carte',
      text: 'Cette carte est fournie par un service de cartographie. Elle s’affiche dès que vous autorisez les cookies fonctionnels pour les cartes.',
      allow: 'Autoriser la carte',
    },
    configError: 'Cette carte ne peut pas être affichée : sa configuration est incomplète.',
    dataError: 'Les sites n’ont pas pu être chargés.',
    marker: 'Afficher les détails : {{name}}',
    cluster: '{{count}} sites – afficher',
    list: 'Liste des sites',
    route: 'Calculer l’itinéraire',
    more: 'Plus d’informations',
    phone: 'Téléphone',
    email: 'E-mail',
    close: 'Fermer',
    search: {
      label: 'Rechercher un lieu sur la carte',
      submit: 'Rechercher',
      none: 'Aucun lieu trouvé.',
    },
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    compass: 'Réorienter vers le nord',
    locate: 'Trouver ma position',
    fullscreen: 'Plein écran',
    fullscreenEnter: 'Plein écran',
    fullscreenExit: 'Quitter le plein écran',
    attribution: 'Afficher ou masquer les sources de la carte',
    feedback: 'Signaler un problème sur la carte',
    locationUnavailable: 'Position non disponible',
    logo: 'Logo MapLibre',
    markerTitle: 'Repère sur la carte',
    globe: {
      on: 'Activer la vue globe',
      off: 'Désactiver la vue globe',
    },
    terrain: {
      on: 'Afficher le relief',
      off: 'Masquer le relief',
    },
    gestures: {
      windows: 'Utilisez Ctrl + molette pour zoomer sur la carte',
      mac: 'Utilisez ⌘ + molette pour zoomer sur la carte',
      mobile: 'Utilisez deux doigts pour déplacer la carte',
    },
  },
  layer: {
    previous: 'Page précédente',
    next: 'Page suivante',
    close: 'Fermer',
    loading: 'Chargement…',
  },
  banner: {
    label: 'Annonce',
    close: 'Fermer',
    wake: 'Afficher l’annonce : {{headline}}',
  },
  slider: {
    label: 'Diaporama',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Mettre le diaporama en pause',
    play: 'Lancer le diaporama',
    slideRole: 'diapositive',
    slide: 'Diapositive {{index}} sur {{total}}',
    subMenu: 'Choisir une diapositive',
  },
  embed: {
    video: {
      notice:
        'Cette vidéo est fournie par une plateforme vidéo externe. Pour protéger votre vie privée, elle ne se charge qu’après votre autorisation de la plateforme vidéo dans les paramètres des cookies ; des données sont alors transmises à la plateforme.',
      enable: 'Autoriser les vidéos dans les paramètres des cookies',
    },
  },
  recruiting: {
    // The standalone embed when the recruiting API cannot be reached from the page (down, or its origin not allowed).
    embed: {
      unavailableTitle: 'Recherche d’offres indisponible',
      unavailableText: 'Le service de recherche d’offres est momentanément inaccessible. Veuillez réessayer plus tard.',
    },
    reload: {
      // A failed 'load more': the results shown stay.
      failed: 'Les résultats suivants n’ont pas pu être chargés.',
      retry: 'Réessayer',
      page: 'Afficher plus ({{from}} à {{to}} sur {{total}})',
      // Brand B's own wording.
      more: 'Charger plus d’offres ({{from}}–{{to}} sur {{total}})',
    },
    search: {
      loading: 'Recherche en cours…',
      all: 'Afficher les {{total}} offres',
      in: 'Rechercher à {{city}}',
      title: 'Échec de la recherche',
      error: 'La recherche n’a pas pu être effectuée. Veuillez réessayer plus tard.',
      label: 'Recherche d’emploi',
      keyword: 'Mot-clé',
      keywordPlaceholder: 'Intitulé de poste, compétence ou mot-clé',
      keywordShort: 'Quoi ?',
      suggestions: 'Suggestions',
      suggestionCount: '{{count}} offres',
      didYouMean: 'Vouliez-vous dire « {{query}} » ?',
      city: 'Ville ou code postal',
      cityShort: 'Où ?',
      radius: 'Rayon',
      radiusAny: 'Toute distance',
      radiusKm: '{{radius}} km',
      submit: 'Rechercher',
      adjust: 'Affiner la recherche',
      open: 'Ouvrir la recherche',
      close: 'Fermer la recherche',
    },
    branch: {
      selected: 'Offres de l’agence {{branch}}',
      all: 'Toutes les agences',
    },
    sitenotavailable: {
      title: 'Offre indisponible',
      text: 'Cette offre n’est plus disponible. Le poste a peut-être déjà été pourvu. N’hésitez pas à consulter nos autres offres.',
    },
    broader: {
      title: 'Trouver plus d’offres :',
      radius: 'Chercher dans un rayon de {{radius}} km',
      keyword: 'Chercher sans le mot-clé « {{keyword}} »',
      filter: 'Chercher sans le filtre « {{filter}} »',
    },
    nojobs: {
      title: 'Aucun emploi trouvé',
      text: 'Aucune offre ne correspond à votre recherche. Essayez un autre mot-clé, un rayon plus large ou moins de filtres.',
    },
    noprojects: {
      title: 'Aucun projet trouvé',
    },
    entry: {
      notavailable: 'Cette entrée n’est pas disponible.',
    },
    codenumber: 'Numéro de référence',
    list: {
      label: 'Résultats de recherche',
      metainfo: {
        part1: 'Offres {{from}} à {{to}}',
        part2: 'sur {{total}}',
      },
      header: {
        duration: 'Durée',
        start: 'Début',
        location: 'Lieu',
      },
    },
    listFields: {
      salary: 'Salaire',
      salaryYear: 'Salaire annuel',
      salaryMonth: 'Salaire mensuel',
      salaryHour: 'Taux horaire',
      range: 'Secteur',
      faculty: 'Domaine d’expertise',
      branch: 'Agence',
      workplacetype: 'Mode de travail',
      jobtype: 'Type de contrat',
      staffresponsibility: 'Responsabilité managériale',
      targetgroup: 'Niveau d’expérience',
      start: 'Début',
      duration: 'Durée',
      distance: 'Distance',
      distanceValue: '{{distance}} km',
      reference: 'N° d’offre',
    },
    filter: {
      title: 'Filtres',
      open: 'Afficher les filtres',
      close: 'Masquer les filtres',
      reset: 'Réinitialiser les filtres',
      // Said after a ticked filter value that is a link (without JavaScript).
      selected: 'sélectionné',
      active_one: '{{count}} filtre actif',
      active_other: '{{count}} filtres actifs',
      expertise: 'Domaine d’expertise',
      level: 'Niveau d’expérience',
      staffResponsibility: 'Responsabilité managériale',
      jobType: 'Type de contrat',
      workplaceType: 'Mode de travail',
      internalCareer: 'Carrière interne',
      inhouse: 'En interne',
      headquarter: 'Siège',
      type: 'Type d’offre',
      radius: 'Rayon',
    },
    action: {
      applyNow: 'Postuler maintenant',
      downloadPdf: 'Télécharger le PDF',
      initiativeApplication: 'Candidature spontanée',
      initiativeApplicationIntro:
        'Rien ne correspond pour l’instant ? Envoyez-nous une candidature spontanée – nous vous recontacterons dès qu’un poste adapté se libère.',
      registerFreelancer: 'S’inscrire comme freelance',
      registerFreelancerTitle: 'Créez votre profil de freelance et recevez des offres de projets adaptées',
      allFreelanceProjects: 'Tous les projets freelance',
      allFreelanceProjectsTitle: 'Afficher tous les projets freelance à proximité de cette agence',
      previousOffer: 'Offre précédente',
      nextOffer: 'Offre suivante',
      close: 'Fermer',
      contact: 'Contact',
      showOnMap: 'Afficher sur la carte',
    },
    detail: {
      failed: 'L’offre n’a pas pu être chargée. Veuillez réessayer plus tard.',
      offer: 'Offre {{n}}',
      tasks: 'Vos missions',
      benefits: 'Ce que nous offrons',
      requirements: 'Votre profil',
      contact: 'Votre interlocuteur',
      salary: 'Salaire',
      location: 'Lieu',
      branch: 'Agence',
      qrCode: 'Scannez le code QR pour ouvrir cette offre sur votre smartphone',
    },
    duration: 'Durée',
    start: 'Début',
    location: 'Lieu',
    now: 'dès maintenant',
    week_one: '{{count}} semaine',
    week_other: '{{count}} semaines',
    month_one: '{{count}} mois',
    month_other: '{{count}} mois',
    job_one: 'Emploi',
    job_other: 'Emplois',
    project_one: 'Projet',
    project_other: 'Projets',
    distance: 'à {{distance}} km',
    salary: 'Salaire',
    salaryHour: 'Taux horaire',
    salaryMonth: 'Salaire mensuel',
    salaryPer: {
      amount: '{{amount}}',
      hour: '{{amount}} / heure',
      month: '{{amount}} / mois',
    },
    contact: 'Contact',
    close: 'Fermer',
  },
};

export default fr;
