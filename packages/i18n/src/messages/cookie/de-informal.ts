/** The cookie dialog's texts that differ with informal address ('du'), over `de.ts`'s. */
const deInformalCookie = {
  intro: {
    headline: 'Deine Privatsphäre ist uns wichtig',
    text: 'Wir verwenden Cookies und ähnliche Technologien, um diese Website sicher zu betreiben und – mit deiner Einwilligung – zu verbessern und dir passende Inhalte zu zeigen. Deine Auswahl kannst du jederzeit unter „Cookie-Einstellungen“ im Fußbereich ändern. Weitere Informationen findest du in unserer {{privacy}} und im {{legalNotice}}.',
  },
  settings: {
    text: 'Wähle, welche Kategorien und Dienste du zulässt. Essenzielle Cookies sind für den Betrieb der Website erforderlich und können nicht deaktiviert werden.',
  },
  category: {
    essentials: {
      description:
        'Erforderlich für Grundfunktionen wie Seitennavigation, Sicherheit und das Speichern deiner Einwilligung. Diese Cookies lassen sich nicht deaktivieren.',
    },
    marketing: {
      description:
        'Dienen dazu, den Erfolg unserer Stellenanzeigen und Kampagnen zu messen und dir auf anderen Websites passende Angebote zu zeigen.',
    },
  },
  provider: {
    crm: {
      description:
        'Verarbeitet deine Anfragen und Kontaktwünsche und leitet sie an die richtige Ansprechperson weiter.',
    },
    cdn: {
      description: 'Liefert Bilder, Skripte und Stylesheets schnell und sicher von Servern in deiner Nähe aus.',
    },
    video: {
      description:
        'Spielt eingebettete Videos ab. Daten werden erst nach deiner Einwilligung an die Videoplattform übertragen.',
    },
    ads: {
      description: 'Misst die Reichweite unserer Anzeigen und zeigt dir passende Angebote auf anderen Websites.',
    },
    marketingAutomation: {
      description: 'Personalisiert unsere Newsletter und Folgekommunikation anhand deiner Interessen.',
    },
  },
};

export default deInformalCookie;
