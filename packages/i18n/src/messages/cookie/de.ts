import type { CookieMessages } from './en.ts';

/** The cookie consent dialog's texts, de (same keys as `en.ts`). */
const deCookie: CookieMessages = {
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
      description: 'Verarbeitet Ihre Anfragen und Kontaktwünsche und leitet sie an die richtige Ansprechperson weiter.',
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
      description: 'Erweitert die Webanalyse um geräteübergreifende Berichte. Setzt eine aktivierte Webanalyse voraus.',
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
};

export default deCookie;
