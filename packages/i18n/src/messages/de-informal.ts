import cookie from './cookie/de-informal.ts';

/**
 * German with informal address ('du'): the keys of `de` whose text addresses the visitor, for sites whose voice is
 * informal (brand B). Everything else comes from `de`, which addresses visitors formally ('Sie').
 * `messages.test.ts` checks that every key here exists in `de` with the same placeholders and that no text here
 * says 'Sie'/'Ihr' (and no text of `de` says 'du'/'dein').
 */
const deInformal = {
  passkey: {
    intro:
      'Melde dich mit Fingerabdruck, Gesicht oder der PIN deines Geräts an statt mit deinem Passwort. Ein Passkey gilt auf der Website, auf der du ihn angelegt hast.',
    none: 'Du hast noch keinen Passkey.',
    working: 'Warten auf deinen Passkey …',
    invalid:
      'Dieser Passkey wurde nicht angenommen. Melde dich mit deinem Passwort an oder nutze einen anderen Passkey.',
    expired: 'Das hat zu lange gedauert. Bitte versuch es noch einmal.',
    tooMany:
      'Dieses Gerät hat schon einen Passkey für dein Konto, oder dein Konto hat die höchste Zahl an Passkeys (10).',
    failed: 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
  },
  account: {
    cv: {
      intro:
        'Bewahre hier bis zu {{count}} Dateien auf, etwa deinen Lebenslauf und Zeugnisse. Nur du kannst sie herunterladen.',
      none: 'Du hast noch keine Datei hochgeladen.',
      full: 'Du hast {{count}} Dateien, so viele, wie ein Konto aufbewahren kann. Lösche eine, um eine weitere hochzuladen.',
    },
    saved: {
      empty:
        'Du hast noch keine Angebote gemerkt. Mit dem Lesezeichen an einem Angebot in der Jobsuche findest du es hier wieder.',
    },
    title: {
      verify: 'E-Mail-Adresse bestätigen',
    },
    link: {
      signUp: 'Noch kein Konto? Jetzt anlegen',
    },
    text: {
      signUpIntro:
        'Ein Konto für alle Websites der Gruppe. Wir senden dir einen Code, um deine E-Mail-Adresse zu bestätigen.',
      verifyIntro:
        'Wir haben einen 6-stelligen Code an deine E-Mail-Adresse gesendet. Er gilt 15 Minuten. Du kannst auch den Link in der E-Mail öffnen.',
      verifyNone: 'Lege zuerst ein Konto an oder melde dich an; den Code, den wir dir senden, gibst du dann hier ein.',
      confirmIntro: 'Bestätige, dass {{email}} deine E-Mail-Adresse ist. Nur diese Schaltfläche bestätigt sie.',
      forgotIntro:
        'Gib die E-Mail-Adresse deines Kontos ein. Wir senden dir einen Link, mit dem du ein neues Passwort wählst; er gilt eine Stunde.',
      resetIntro: 'Wähle ein neues Passwort für {{email}}. Danach sind alle anderen Geräte abgemeldet.',
      sessions_one: 'Dein Konto ist auf {{count}} Gerät angemeldet.',
      sessions_other: 'Dein Konto ist auf {{count}} Geräten angemeldet.',
      profileIntro: 'Alle Angaben sind freiwillig. Nur du und die Recruiter, bei denen du dich bewirbst, sehen sie.',
      profileEmpty: 'Dein Profil ist noch leer.',
      agentsIntro:
        'Job-Agenten, die mit deiner E-Mail-Adresse {{email}} auf einer Website der Gruppe gespeichert sind.',
      agentsNone: 'Für deine E-Mail-Adresse gibt es keine Job-Agenten.',
      exportIntro:
        'Lade alles, was wir über dich speichern, als ZIP-Datei herunter: dein Konto und Profil, deine Anmeldungen, deine Job-Agenten mit deinen Einwilligungen und deine Dateien.',
      deleteTeaser:
        'Wenn du dein Konto löschst, werden es und alle deine Daten sofort entfernt. Das lässt sich nicht rückgängig machen.',
      deleteIntro:
        'Damit werden sofort und endgültig gelöscht: dein Konto und Profil, deine Lebensläufe, deine Job-Agenten mit den Angeboten, die sie dir gesendet haben, und jede Anmeldung auf jedem Gerät. Wir senden eine Bestätigung an {{email}}.',
      deleteExport: 'Du kannst deine Daten vorher herunterladen.',
      deleteConfirm: 'Gib dein Passwort ein, um zu bestätigen, dass du es bist.',
      deletedText:
        'Dein Konto und alle damit gespeicherten Daten sind gelöscht, und du bist abgemeldet. Wir haben eine Bestätigung an deine E-Mail-Adresse gesendet.',
      deletedAgain: 'Du kannst jederzeit ein neues Konto anlegen.',
    },
    done: {
      cvUploaded: 'Deine Datei ist hochgeladen.',
      verified: 'Deine E-Mail-Adresse ist bestätigt und du bist angemeldet.',
      signedIn: 'Du bist angemeldet.',
      signedOut: 'Du bist abgemeldet.',
      signedOutAll: 'Du bist auf allen Geräten abgemeldet.',
      passwordChanged: 'Dein neues Passwort ist gespeichert. Alle anderen Geräte sind abgemeldet.',
      saved: 'Dein Profil ist gespeichert.',
      passkeyAdded: 'Der Passkey ist hinzugefügt. Beim nächsten Mal kannst du dich damit anmelden.',
      passkeyNotFound: 'Dieser Passkey gehört nicht zu deinem Konto (vielleicht wurde er schon entfernt).',
    },
    error: {
      summary: 'Bitte prüfe Folgendes:',
      email: {
        required: 'Gib deine E-Mail-Adresse ein.',
        invalid: 'Gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      },
      password: {
        required: 'Gib dein Passwort ein.',
        common: 'Dieses Passwort ist zu verbreitet oder aus Datenlecks bekannt. Wähle ein anderes.',
        personal: 'Das Passwort darf nicht aus deiner E-Mail-Adresse oder unserem Namen bestehen.',
      },
      code: {
        required: 'Gib den Code aus der E-Mail ein.',
        used: 'Dieser Code wurde zu oft falsch eingegeben. Fordere einen neuen an.',
        expired: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
        none: 'Hier ist kein Code zu bestätigen. Melde dich an oder lege ein Konto an.',
      },
      cv: {
        missing: 'Wähle eine PDF- oder Word-Datei (DOCX).',
        type: 'Diese Datei ist kein PDF- oder Word-Dokument (DOCX). Nur diese beiden Arten sind möglich, wie auch immer die Datei heißt.',
        limit: 'Du hast schon {{count}} Dateien. Lösche eine, um eine weitere hochzuladen.',
        unchecked:
          'Die Datei konnte nicht auf Viren geprüft werden und wurde deshalb nicht gespeichert. Bitte versuche es später noch einmal.',
        notFound: 'Diese Datei ist nicht (mehr) in deinem Konto. Es wurde nichts geändert.',
        throttled: 'Zu viele Uploads. Bitte warte einige Minuten und versuche es dann noch einmal.',
      },
      form: {
        offer: 'Dieses Angebot ist nicht unter deinen gemerkten Angeboten.',
        throttled: 'Zu viele Versuche. Bitte warte {{seconds}} Sekunden und versuche es dann noch einmal.',
        mailFailed: 'Wir konnten die E-Mail nicht senden. Bitte versuche es in einer Minute noch einmal.',
        invalidLink: 'Dieser Link ist nicht (mehr) gültig. Fordere einen neuen an.',
        method: 'Diese Art der Bestätigung ist nicht verfügbar. Gib dein Passwort ein.',
      },
    },
    mail: {
      verifySubject: 'Dein Code für {{site}}: {{code}}',
      verifyIntro: 'Gib diesen Code auf der Seite ein, auf der du dein Konto angelegt hast. Er gilt 15 Minuten:',
      verifyLink: 'Oder öffne diese Seite und bestätige dort (gilt 24 Stunden):',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Ohne dich geschieht nichts.',
      existsSubject: 'Dein Konto bei {{site}}',
      existsIntro:
        'Jemand wollte mit dieser E-Mail-Adresse ein Konto anlegen; sie hat aber schon eines. Melde dich an oder wähle ein neues Passwort, wenn du es vergessen hast.',
      resetIntro:
        'Öffne diesen Link, um ein neues Passwort zu wählen. Er gilt eine Stunde und einmal; danach sind alle Geräte abgemeldet.',
      deletedSubject: 'Dein Konto bei {{site}} ist gelöscht',
      deletedWhat:
        'Dein Profil, deine Lebensläufe, deine Job-Agenten mit den Angeboten, die sie dir gesendet haben, und jede Anmeldung auf jedem Gerät sind gelöscht.',
      deletedNote: 'Dies ist die letzte E-Mail zu diesem Konto. Du kannst jederzeit ein neues Konto anlegen.',
    },
  },
  http: {
    status: {
      '403': {
        message:
          'Du hast nicht die erforderliche Berechtigung, diese Seite anzuzeigen, oder es wurden nicht alle erwarteten Header übermittelt.',
      },
      '499': {
        message:
          'Die Anfrage wurde von deinem Browser blockiert, zum Beispiel durch einen Werbeblocker oder eine Datenschutz-Erweiterung.',
      },
    },
  },
  jobAgent: {
    form: {
      email: 'Deine E-Mail-Adresse',
      sent: 'Fast geschafft: Bitte bestätige den Link in der E-Mail an {{email}}.',
      error: {
        email: 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
        consent: 'Bitte stimme dem Versand zu.',
        tooMany: 'Für diese E-Mail-Adresse gibt es schon 20 Job-Agenten. Bitte lösche zuerst einen.',
        rateLimited: 'Zu viele Versuche. Bitte warte einen Moment.',
        failed: 'Der Job-Agent konnte nicht angelegt werden. Bitte versuche es noch einmal.',
      },
    },
    page: {
      confirmText:
        'Bitte bestätige, dass du neue Angebote für {{search}} ({{frequency}}) an {{email}} erhalten möchtest.',
      confirmed: 'Danke! Dein Job-Agent ist aktiv.',
      searchError: 'Diese Suche ist so nicht mehr möglich: {{error}}. Bitte ändere sie.',
      done: { unsubscribed: 'Du erhältst von diesem Job-Agenten keine E-Mails mehr.' },
    },
    edit: {
      intro:
        'Die Änderung gilt ab der nächsten E-Mail. Angebote, die du schon erhalten hast, senden wir nicht noch einmal.',
      filtersHint: 'Entferne das Häkchen, um einen Filter aus der Suche zu nehmen.',
      goneNotice:
        'Einige Filter dieser Suche werden nicht mehr angeboten: {{filters}}. Entferne sie, sonst findet der Job-Agent womöglich nichts.',
      error: {
        keyword: 'Bitte gib einen Suchbegriff mit höchstens 100 Zeichen ohne < oder > ein.',
        cityInvalid: 'Bitte gib einen Ort mit höchstens 50 Zeichen ohne ;, < oder > ein.',
        cityNotFound:
          'Den Ort „{{city}}“ haben wir nicht gefunden. Bitte prüfe die Schreibweise oder gib eine Postleitzahl ein.',
        cityUnavailable: 'Der Ort kann gerade nicht geprüft werden. Bitte versuche es später noch einmal.',
        radius: 'Bitte wähle einen Umkreis aus der Liste.',
        type: 'Bitte wähle eine Angebotsart aus der Liste.',
        filters: 'Es können nur Filter dieser Suche behalten werden. Bitte lade die Seite neu.',
        unchanged: 'Du hast nichts geändert. Ändere ein Feld oder einen Filter und speichere dann.',
      },
    },
    mail: {
      confirmSubject: 'Bitte bestätige deinen Job-Agenten bei {{site}}',
      confirmIntro:
        'Du hast bei {{site}} einen Job-Agenten für {{search}} angelegt ({{frequency}}). Bitte bestätige ihn, damit wir dir neue passende Angebote senden.',
      confirmIgnore:
        'Falls du das nicht warst, ignoriere diese E-Mail: Ohne Bestätigung wird der Job-Agent nach 7 Tagen gelöscht.',
      digestIntro: 'Neue Angebote für deinen Job-Agenten {{search}}:',
      why: 'Du erhältst diese E-Mail, weil du bei {{site}} einen Job-Agenten angelegt und bestätigt hast.',
    },
  },
  site: {
    preview: {
      text: 'Du siehst unveröffentlichte Änderungen. Besucher sehen die veröffentlichte Fassung.',
    },
    search: {
      emptyHint: 'Prüfe die Schreibweise oder versuche einen allgemeineren Begriff.',
      prompt: 'Gib einen Suchbegriff ein, um diese Website zu durchsuchen.',
      invalid: 'Bitte gib einen Suchbegriff mit höchstens {{max}} Zeichen ohne < oder > ein.',
    },
    breadcrumb: 'Du bist hier',
    notFound: {
      text: 'Die gesuchte Seite existiert leider nicht oder wurde verschoben. Bitte prüfe die Adresse oder starte neu auf der Startseite.',
      offerText:
        'Die Stelle ist vielleicht schon besetzt oder das Angebot wurde zurückgezogen. Unsere aktuellen Angebote findest du in der Jobsuche.',
    },
    badRequest: {
      text: 'Die aufgerufene Adresse konnte nicht verarbeitet werden. Bitte prüfe sie auf Tippfehler oder starte neu auf der Startseite.',
    },
    serverError: {
      text: 'Bei uns ist ein unerwarteter Fehler aufgetreten. Bitte versuche es in einigen Minuten erneut.',
    },
  },
  cookie,
  chrome: {
    contact: {
      heading: 'So erreichst du uns',
    },
  },
  contest: {
    name: 'Dein Name',
    email: 'Deine E-Mail-Adresse',
    answer: 'Deine Antwort',
    closed: 'Dieses Gewinnspiel endete am {{date}}. Danke für dein Interesse!',
    errorSummary: 'Bitte prüfe die markierten Felder.',
    error: {
      required: 'Bitte fülle dieses Feld aus.',
      invalid: 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      unknownAnswer: 'Bitte wähle eine der Antworten.',
      termsRequired: 'Bitte akzeptiere die Teilnahmebedingungen.',
    },
    outcome: {
      stored: 'Danke, {{name}}! Deine Teilnahme ist eingegangen. Viel Glück!',
      closed: 'Dieses Gewinnspiel ist leider schon beendet. Deine Teilnahme wurde nicht gespeichert.',
      unavailable: 'Dieses Gewinnspiel ist nicht verfügbar. Deine Teilnahme wurde nicht gespeichert.',
      failed:
        'Deine Teilnahme konnte wegen eines technischen Problems nicht gespeichert werden. Bitte versuche es gleich noch einmal.',
    },
    rejected: {
      rateLimited: 'Zu viele Teilnahmen von deiner Verbindung. Bitte versuche es in ein paar Minuten noch einmal.',
    },
  },
  map: {
    consent: {
      text: 'Diese Karte wird von einem Kartendienst bereitgestellt. Sie erscheint, sobald du funktionale Cookies für Karten erlaubst.',
    },
  },
  embed: {
    video: {
      notice:
        'Dieses Video stammt von einer externen Videoplattform. Zum Schutz deiner Privatsphäre wird es erst geladen, wenn du die Videoplattform in den Cookie-Einstellungen erlaubst; dann werden Daten an die Plattform übertragen.',
    },
  },
  recruiting: {
    saved: {
      full: 'Du kannst bis zu {{count}} Angebote merken. Entferne zuerst eines.',
      failed: 'Das Angebot konnte nicht gemerkt oder entfernt werden. Bitte versuche es später noch einmal.',
    },
    embed: {
      unavailableText: 'Die Jobsuche ist gerade nicht erreichbar. Bitte versuche es später erneut.',
    },
    search: {
      error: 'Die Suche konnte nicht ausgeführt werden. Bitte versuche es später erneut.',
      didYouMean: 'Meintest du „{{query}}“?',
    },
    sitenotavailable: {
      text: 'Dieses Angebot ist leider nicht mehr verfügbar. Möglicherweise wurde die Stelle bereits besetzt. Schau dir gern unsere weiteren Angebote an.',
    },
    nojobs: {
      text: 'Leider passen keine Angebote zu deiner Suche. Versuche einen anderen Suchbegriff, einen größeren Umkreis oder weniger Filter.',
    },
    action: {
      initiativeApplicationIntro:
        'Gerade nichts Passendes dabei? Schick uns eine Initiativbewerbung – wir melden uns, sobald eine passende Stelle frei wird.',
    },
    detail: {
      failed: 'Das Angebot konnte nicht geladen werden. Bitte versuche es später erneut.',
      contact: 'Deine Ansprechperson',
    },
  },
};

export default deInformal;
