import type { Messages } from './en.ts';

/** Deutsche UI-Texte (gleiche Schlüssel wie `en.ts`). */
const de: Messages = {
  http: {
    status: {
      '118': {
        status: 'Zeitüberschreitung der Verbindung',
        message: 'Der Server hat nicht in der erwarteten Zeit geantwortet.',
      },
      '204': {
        status: 'Kein Inhalt',
        message: 'Die Anfrage war erfolgreich, die Antwort enthält jedoch keine Daten.',
      },
      '400': {
        status: 'Fehlerhafte Anfrage',
        message: 'Die Anfrage war fehlerhaft aufgebaut.',
      },
      '401': {
        status: 'Nicht autorisiert',
        message: 'Die Anfrage kann nicht ohne gültige Authentifizierung durchgeführt werden.',
      },
      '403': {
        status: 'Verboten',
        message:
          'Sie haben nicht die erforderliche Berechtigung, diese Seite anzuzeigen, oder es wurden nicht alle erwarteten Header übermittelt.',
      },
      '404': {
        status: 'Nicht gefunden',
        message: 'Die angeforderte Ressource wurde nicht gefunden.',
      },
      '405': {
        status: 'Methode nicht erlaubt',
        message: 'Die Anfragemethode wird für diese Ressource nicht unterstützt.',
      },
      '414': {
        status: 'Adresse zu lang',
        message: 'Die angeforderte Adresse ist zu lang.',
      },
      '499': {
        status: 'Vom Browser blockiert',
        message:
          'Die Anfrage wurde von Ihrem Browser blockiert, zum Beispiel durch einen Werbeblocker oder eine Datenschutz-Erweiterung.',
      },
      '500': {
        status: 'Interner Serverfehler',
        message: 'Es ist ein unerwarteter Fehler aufgetreten.',
      },
      '503': {
        status: 'Dienst nicht verfügbar',
        message: 'Der Server ist vorübergehend nicht erreichbar, zum Beispiel wegen Überlastung oder Wartungsarbeiten.',
      },
    },
  },
  site: {
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptnavigation',
    pageNavigation: 'Seitennavigation',
    pageNavigationHint: 'Jede Seite öffnet sich in einem Fenster über dieser Seite.',
    preview: {
      label: 'Vorschau',
      text: 'Sie sehen unveröffentlichte Änderungen. Besucher sehen die veröffentlichte Fassung.',
      expires: 'Dieser Vorschau-Link ist gültig bis {{time}} (UTC).',
    },
    search: {
      label: 'Seitensuche',
      field: 'Suchbegriff',
      submit: 'Suchen',
      results_one: '{{count}} Ergebnis für „{{keyword}}“',
      results_other: '{{count}} Ergebnisse für „{{keyword}}“',
      empty: 'Keine Ergebnisse für „{{keyword}}“.',
      emptyHint: 'Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.',
      prompt: 'Geben Sie einen Suchbegriff ein, um diese Website zu durchsuchen.',
      invalid: 'Bitte geben Sie einen Suchbegriff mit höchstens {{max}} Zeichen ohne < oder > ein.',
      pages_one: '{{count}} Seite',
      pages_other: '{{count}} Seiten',
      offers_one: '{{count}} passendes Angebot',
      offers_other: '{{count}} passende Angebote',
      allOffers: 'Alle {{count}} Angebote für „{{keyword}}“ ansehen',
    },
    breadcrumb: 'Sie sind hier',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    home: 'Startseite',
    logoAlt: '{{name}} – zur Startseite',
    language: {
      label: 'Sprache',
      switchTo: 'Sprache wechseln',
      current: 'Aktuelle Sprache: {{language}}',
      names: {
        de: 'Deutsch',
        en: 'English',
        fr: 'Français',
        es: 'Español',
        pl: 'Polski',
      },
    },
    footer: {
      label: 'Fußbereich',
      privacy: 'Datenschutz',
      legalNotice: 'Impressum',
      cookieSettings: 'Cookie-Einstellungen',
      contact: 'Kontakt',
      copyright: '© {{year}} {{company}}',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      text: 'Die gesuchte Seite existiert leider nicht oder wurde verschoben. Bitte prüfen Sie die Adresse oder starten Sie neu auf der Startseite.',
      backToHome: 'Zur Startseite',
      metaTitle: 'Seite nicht gefunden',
      metaDescription: 'Die angeforderte Seite wurde nicht gefunden.',
      offerTitle: 'Dieses Angebot ist nicht mehr verfügbar',
      offerText:
        'Die Stelle ist vielleicht schon besetzt oder das Angebot wurde zurückgezogen. Unsere aktuellen Angebote finden Sie in der Jobsuche.',
      toOffers: 'Aktuelle Angebote ansehen',
    },
    badRequest: {
      title: 'Ungültige Anfrage',
      text: 'Die aufgerufene Adresse konnte nicht verarbeitet werden. Bitte prüfen Sie sie auf Tippfehler oder starten Sie neu auf der Startseite.',
      backToHome: 'Zur Startseite',
    },
    serverError: {
      title: 'Da ist etwas schiefgelaufen',
      text: 'Bei uns ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.',
      backToHome: 'Zur Startseite',
      retry: 'Erneut versuchen',
    },
  },
  cookie: {
    dialogLabel: 'Cookie-Einwilligung',
    intro: {
      headline: 'Ihre Privatsphäre ist uns wichtig',
      text: 'Wir verwenden Cookies und ähnliche Technologien, um diese Website sicher zu betreiben und – mit Ihrer Einwilligung – zu verbessern und Ihnen passende Inhalte zu zeigen. Ihre Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ im Fußbereich ändern. Weitere Informationen finden Sie in unserer {{privacy}} und im {{legalNotice}}.',
      legalNotice: 'Impressum',
      privacy: 'Datenschutzerklärung',
    },
    button: {
      acceptAll: 'Cookies akzeptieren',
      acceptEssentials: 'Nur essenzielle Cookies akzeptieren',
      configure: 'Cookie-Einstellungen konfigurieren',
      back: 'Zurück',
      save: 'Einstellungen speichern',
    },
    settings: {
      headline: 'Privatsphäre-Einstellungen',
      text: 'Wählen Sie, welche Kategorien und Dienste Sie zulassen. Essenzielle Cookies sind für den Betrieb der Website erforderlich und können nicht deaktiviert werden.',
      moreInfo: 'Weitere Informationen',
      alwaysOn: 'Immer aktiv',
      providers: 'Dienste',
    },
    category: {
      all: {
        title: 'Alle',
        description: 'Alle Kategorien und Dienste auf einmal zulassen.',
      },
      essentials: {
        title: 'Essenziell',
        description:
          'Erforderlich für Grundfunktionen wie Seitennavigation, Sicherheit und das Speichern Ihrer Einwilligung. Diese Cookies lassen sich nicht deaktivieren.',
      },
      functional: {
        title: 'Funktional',
        description:
          'Ermöglichen zusätzliche Funktionen wie Karten, Videos und Podcasts und helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Dienen dazu, den Erfolg unserer Stellenanzeigen und Kampagnen zu messen und Ihnen auf anderen Websites passende Angebote zu zeigen.',
      },
    },
    provider: {
      crm: {
        name: 'CRM-Vertriebsdienst',
        description:
          'Verarbeitet Ihre Anfragen und Kontaktwünsche und leitet sie an die richtige Ansprechperson weiter.',
      },
      cdn: {
        name: 'Content-Delivery-Network',
        description: 'Liefert Bilder, Skripte und Stylesheets schnell und sicher von Servern in Ihrer Nähe aus.',
      },
      api: {
        name: 'Schnittstelle der Job- und Projektsuche',
        description:
          'Stellt die Stellenangebote, Projekte und Standortdaten bereit, die auf dieser Website angezeigt werden.',
      },
      fonts: {
        name: 'Webschriften',
        description: 'Lädt die Schriften, die dieser Website ihr einheitliches Erscheinungsbild geben.',
      },
      maps: {
        name: 'Karten',
        description: 'Zeigt interaktive Karten unserer Niederlassungen und Büros und berechnet Routen.',
      },
      uptime: {
        name: 'Verfügbarkeitsüberwachung',
        description: 'Misst Ladezeiten und Erreichbarkeit, damit wir technische Probleme frühzeitig erkennen.',
      },
      video: {
        name: 'Videoplattform',
        description:
          'Spielt eingebettete Videos ab. Daten werden erst nach Ihrer Einwilligung an die Videoplattform übertragen.',
      },
      podcast: {
        name: 'Podcast-Player',
        description: 'Spielt eingebettete Podcast-Folgen direkt auf dieser Website ab.',
      },
      analytics: {
        name: 'Webanalyse',
        description:
          'Erhebt anonymisierte Statistiken über Besuche und Seitennutzung, damit wir die Website verbessern können.',
      },
      signals: {
        name: 'Analyse-Signale',
        description:
          'Erweitert die Webanalyse um geräteübergreifende Berichte. Setzt eine aktivierte Webanalyse voraus.',
      },
      ads: {
        name: 'Werbedienst',
        description: 'Misst die Reichweite unserer Anzeigen und zeigt Ihnen passende Angebote auf anderen Websites.',
      },
      marketingAutomation: {
        name: 'Marketing-Automatisierung',
        description: 'Personalisiert unsere Newsletter und Folgekommunikation anhand Ihrer Interessen.',
      },
    },
  },
  chrome: {
    menu: 'Menü',
    navigationPanel: 'Navigation',
    search: 'Suche',
    searchPanel: 'Suche',
    close: 'Schließen',
    searchOffers: {
      heading: 'Jobs finden',
      label: 'Jobtitel oder Stichwort',
      submit: 'Jobs suchen',
    },
    searchSite: {
      heading: 'Website durchsuchen',
      label: 'Suchbegriff',
      submit: 'Website durchsuchen',
    },
    contact: {
      toggle: 'Kontakt',
      heading: 'So erreichen Sie uns',
      phone: 'Telefon',
      email: 'E-Mail',
      whatsapp: 'WhatsApp',
      link: 'Link',
      hours: 'Erreichbarkeit',
      close: 'Kontakt schließen',
    },
  },
  contest: {
    name: 'Ihr Name',
    email: 'Ihre E-Mail-Adresse',
    answer: 'Ihre Antwort',
    terms: 'Ich akzeptiere die Teilnahmebedingungen.',
    termsLink: 'Teilnahmebedingungen lesen',
    termsHeading: 'Teilnahmebedingungen',
    prizes: 'Preise',
    closes: 'Teilnahmeschluss: {{date}}',
    closed: 'Dieses Gewinnspiel endete am {{date}}. Danke für Ihr Interesse!',
    submit: 'Mitmachen',
    required: 'Pflichtfeld',
    errorSummary: 'Bitte prüfen Sie die markierten Felder.',
    error: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      tooLong: 'Diese Eingabe ist zu lang.',
      invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      unknownAnswer: 'Bitte wählen Sie eine der Antworten.',
      termsRequired: 'Bitte akzeptieren Sie die Teilnahmebedingungen.',
    },
    outcome: {
      stored: 'Danke, {{name}}! Ihre Teilnahme ist eingegangen. Viel Glück!',
      duplicate: 'Mit dieser E-Mail-Adresse wurde bereits teilgenommen. Jede Person kann nur einmal mitmachen.',
      closed: 'Dieses Gewinnspiel ist leider schon beendet. Ihre Teilnahme wurde nicht gespeichert.',
      unavailable: 'Dieses Gewinnspiel ist nicht verfügbar. Ihre Teilnahme wurde nicht gespeichert.',
      failed:
        'Ihre Teilnahme konnte wegen eines technischen Problems nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.',
    },
    rejected: {
      title: 'Teilnahme nicht angenommen',
      tooLarge: 'Die Formulardaten sind zu groß.',
      unsupported: 'Das Formular wurde in einem Format gesendet, das wir nicht annehmen.',
      rateLimited: 'Zu viele Teilnahmen von Ihrer Verbindung. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
      badRequest: 'Das Formular konnte nicht verarbeitet werden.',
      back: 'Zurück zur Seite',
    },
  },
  toast: {
    type: {
      info: 'Information',
      success: 'Erfolg',
      warning: 'Warnung',
      error: 'Fehler',
    },
    close: 'Benachrichtigung schließen',
    region: 'Benachrichtigungen',
    host: 'Meldung von',
  },
  map: {
    region: 'Karte',
    loading: 'Karte wird geladen …',
    consent: {
      title: 'Karte',
      text: 'Diese Karte wird von einem Kartendienst bereitgestellt. Sie erscheint, sobald Sie funktionale Cookies für Karten erlauben.',
      allow: 'Karte erlauben',
    },
    configError: 'Diese Karte kann nicht angezeigt werden: Die Kartenkonfiguration ist unvollständig.',
    dataError: 'Die Standorte konnten nicht geladen werden.',
    marker: 'Details anzeigen: {{name}}',
    cluster: '{{count}} Standorte – anzeigen',
    list: 'Standorte als Liste',
    route: 'Route planen',
    more: 'Weitere Informationen',
    phone: 'Telefon',
    email: 'E-Mail',
    close: 'Schließen',
    search: {
      label: 'Ort auf der Karte suchen',
      submit: 'Suchen',
      none: 'Kein Ort gefunden.',
    },
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    compass: 'Nach Norden ausrichten',
    locate: 'Meinen Standort finden',
    fullscreen: 'Vollbild umschalten',
    fullscreenEnter: 'Vollbild öffnen',
    fullscreenExit: 'Vollbild beenden',
    attribution: 'Quellenangaben ein- und ausblenden',
    feedback: 'Feedback zur Karte',
    locationUnavailable: 'Standort nicht verfügbar',
    logo: 'MapLibre-Logo',
    markerTitle: 'Kartenmarkierung',
    globe: {
      on: 'Globus-Ansicht einschalten',
      off: 'Globus-Ansicht ausschalten',
    },
    terrain: {
      on: 'Gelände einblenden',
      off: 'Gelände ausblenden',
    },
    gestures: {
      windows: 'Zum Zoomen der Karte Strg + Scrollen verwenden',
      mac: 'Zum Zoomen der Karte ⌘ + Scrollen verwenden',
      mobile: 'Zum Bewegen der Karte zwei Finger verwenden',
    },
  },
  layer: {
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    close: 'Schließen',
    loading: 'Wird geladen …',
  },
  banner: {
    label: 'Hinweis',
    close: 'Schließen',
    wake: 'Hinweis anzeigen: {{headline}}',
  },
  slider: {
    label: 'Bildergalerie',
    previous: 'Vorheriges Element',
    next: 'Nächstes Element',
    pause: 'Automatischen Wechsel anhalten',
    play: 'Automatischen Wechsel starten',
    slideRole: 'Element',
    slide: 'Element {{index}} von {{total}}',
    subMenu: 'Element auswählen',
  },
  embed: {
    video: {
      notice:
        'Dieses Video stammt von einer externen Videoplattform. Zum Schutz Ihrer Privatsphäre wird es erst geladen, wenn Sie die Videoplattform in den Cookie-Einstellungen erlauben; dann werden Daten an die Plattform übertragen.',
      enable: 'Videos in den Cookie-Einstellungen erlauben',
    },
  },
  recruiting: {
    // The standalone embed when the recruiting API cannot be reached from the page (down, or its origin not allowed).
    embed: {
      unavailableTitle: 'Jobsuche nicht verfügbar',
      unavailableText: 'Die Jobsuche ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    },
    reload: {
      // A failed 'load more': the results shown stay.
      failed: 'Die nächsten Ergebnisse konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      page: 'Mehr anzeigen ({{from}} bis {{to}} von {{total}})',
      // Brand B's own wording (staffing: direct, 'du' in German).
      more: 'Weitere Jobs laden ({{from}}–{{to}} von {{total}})',
    },
    search: {
      loading: 'Suche läuft …',
      all: 'Alle {{total}} Angebote anzeigen',
      in: 'In {{city}} suchen',
      title: 'Suche fehlgeschlagen',
      error: 'Die Suche konnte nicht ausgeführt werden. Bitte versuchen Sie es später erneut.',
      label: 'Jobsuche',
      keyword: 'Suchbegriff',
      keywordPlaceholder: 'Jobtitel, Fähigkeit oder Stichwort',
      keywordShort: 'Was?',
      city: 'Ort oder PLZ',
      cityShort: 'Wo?',
      radius: 'Umkreis',
      radiusAny: 'Beliebiger Umkreis',
      radiusKm: '{{radius}} km',
      submit: 'Suchen',
      adjust: 'Suche anpassen',
      open: 'Suche öffnen',
      close: 'Suche schließen',
    },
    branch: {
      selected: 'Angebote der Niederlassung {{branch}}',
      all: 'Alle Niederlassungen',
    },
    sitenotavailable: {
      title: 'Angebot nicht verfügbar',
      text: 'Dieses Angebot ist leider nicht mehr verfügbar. Möglicherweise wurde die Stelle bereits besetzt. Schauen Sie sich gern unsere weiteren Angebote an.',
    },
    nojobs: {
      title: 'Keine Jobs gefunden',
      text: 'Leider passen keine Angebote zu Ihrer Suche. Versuchen Sie einen anderen Suchbegriff, einen größeren Umkreis oder weniger Filter.',
    },
    noprojects: {
      title: 'Keine Projekte gefunden',
    },
    entry: {
      notavailable: 'Dieser Eintrag ist nicht verfügbar.',
    },
    codenumber: 'Kennziffer',
    list: {
      label: 'Suchergebnisse',
      metainfo: {
        part1: 'Angebote {{from}} bis {{to}}',
        part2: 'von {{total}}',
      },
      header: {
        duration: 'Dauer',
        start: 'Start',
        location: 'Einsatzort',
      },
    },
    listFields: {
      salary: 'Gehalt',
      salaryYear: 'Jahresgehalt',
      salaryMonth: 'Monatsgehalt',
      salaryHour: 'Stundensatz',
      range: 'Bereich',
      faculty: 'Fachbereich',
      branch: 'Niederlassung',
      workplacetype: 'Arbeitsmodell',
      jobtype: 'Anstellungsart',
      staffresponsibility: 'Personalverantwortung',
      targetgroup: 'Berufserfahrung',
      start: 'Start',
      duration: 'Dauer',
      distance: 'Entfernung',
      distanceValue: '{{distance}} km',
      reference: 'Angebots-ID',
    },
    filter: {
      title: 'Filter',
      open: 'Filter anzeigen',
      close: 'Filter ausblenden',
      reset: 'Filter zurücksetzen',
      // Said after a ticked filter value that is a link (without JavaScript).
      selected: 'ausgewählt',
      active_one: '{{count}} Filter aktiv',
      active_other: '{{count}} Filter aktiv',
      expertise: 'Fachbereich',
      level: 'Berufserfahrung',
      staffResponsibility: 'Personalverantwortung',
      jobType: 'Anstellungsart',
      workplaceType: 'Arbeitsmodell',
      internalCareer: 'Interne Karriere',
      inhouse: 'Inhouse',
      headquarter: 'Zentrale',
      type: 'Angebotsart',
      radius: 'Umkreis',
    },
    action: {
      applyNow: 'Jetzt bewerben',
      downloadPdf: 'PDF herunterladen',
      initiativeApplication: 'Initiativbewerbung',
      initiativeApplicationIntro:
        'Gerade nichts Passendes dabei? Senden Sie uns eine Initiativbewerbung – wir melden uns, sobald eine passende Stelle frei wird.',
      registerFreelancer: 'Als Freelancer registrieren',
      registerFreelancerTitle: 'Freelancer-Profil anlegen und passende Projektangebote erhalten',
      allFreelanceProjects: 'Alle Freelance-Projekte',
      allFreelanceProjectsTitle: 'Alle Freelance-Projekte in der Nähe dieser Niederlassung anzeigen',
      previousOffer: 'Vorheriges Angebot',
      nextOffer: 'Nächstes Angebot',
      close: 'Schließen',
      contact: 'Kontakt',
      showOnMap: 'Auf der Karte anzeigen',
    },
    detail: {
      failed: 'Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
      offer: 'Angebot {{n}}',
      tasks: 'Aufgaben',
      benefits: 'Benefits',
      requirements: 'Voraussetzungen',
      contact: 'Ihre Ansprechperson',
      salary: 'Gehalt',
      location: 'Einsatzort',
      branch: 'Niederlassung',
      qrCode: 'QR-Code scannen, um dieses Angebot auf dem Smartphone zu öffnen',
    },
    duration: 'Dauer',
    start: 'Start',
    location: 'Einsatzort',
    now: 'ab sofort',
    week_one: '{{count}} Woche',
    week_other: '{{count}} Wochen',
    month_one: '{{count}} Monat',
    month_other: '{{count}} Monate',
    job_one: 'Job',
    job_other: 'Jobs',
    project_one: 'Projekt',
    project_other: 'Projekte',
    distance: '{{distance}} km entfernt',
    salary: 'Gehalt',
    salaryHour: 'Stundensatz',
    salaryMonth: 'Monatsgehalt',
    salaryPer: {
      amount: '{{amount}}',
      hour: '{{amount}} / Std.',
      month: '{{amount}} / Monat',
    },
    contact: 'Kontakt',
    close: 'Schließen',
  },
};

export default de;
