import type { Translations } from './index';

/** Messages of our validators, by their English wording; {name} stands for a value the message carries. */
export const messageTexts: Record<string, Translations> = {
  '0, or 2000 to 60000 ms.': {
    de: '0 oder 2000 bis 60000 ms.',
    fr: '0, ou de 2000 à 60000 ms.',
    es: '0, o de 2000 a 60000 ms.',
  },
  '11 characters: letters, digits, - and _.': {
    de: '11 Zeichen: Buchstaben, Ziffern, - und _.',
    fr: '11 caractères : lettres, chiffres, - et _.',
    es: '11 caracteres: letras, dígitos, - y _.',
  },
  'A colour: #rrggbb or a CSS colour name': {
    de: 'Eine Farbe: #rrggbb oder ein CSS-Farbname',
    fr: 'Une couleur : #rrggbb ou un nom de couleur CSS',
    es: 'Un color: #rrggbb o un nombre de color CSS',
  },
  'A comma list of field names: {supported}.': {
    de: 'Eine Kommaliste von Feldnamen: {supported}.',
    fr: 'Une liste de noms de champs séparés par des virgules : {supported}.',
    es: 'Una lista de nombres de campos separados por comas: {supported}.',
  },
  'A path has no query (?), fragment (#), spaces or backslashes.': {
    de: 'Ein Pfad enthält keine Query (?), kein Fragment (#), keine Leerzeichen und keine Backslashes.',
    fr: "Un chemin n'a ni paramètres (?), ni fragment (#), ni espaces, ni barres obliques inverses.",
    es: 'Una ruta no tiene parámetros (?), fragmento (#), espacios ni barras invertidas.',
  },
  'A path on the recruiting API, starting with /v4/': {
    de: 'Ein Pfad an der Recruiting-API, beginnend mit /v4/',
    fr: "Un chemin de l'API de recrutement, commençant par /v4/",
    es: 'Una ruta de la API de reclutamiento que empiece por /v4/',
  },
  'A routed data call needs its path': {
    de: 'Ein Datenaufruf über eine Route braucht seinen Pfad',
    fr: 'Un appel de données par route a besoin de son chemin',
    es: 'Una llamada de datos por ruta necesita su ruta',
  },
  'A whole number from 1 to 4.': {
    de: 'Eine ganze Zahl von 1 bis 4.',
    fr: 'Un nombre entier de 1 à 4.',
    es: 'Un número entero de 1 a 4.',
  },
  'A whole number from 1.': {
    de: 'Eine ganze Zahl ab 1.',
    fr: 'Un nombre entier à partir de 1.',
    es: 'Un número entero a partir de 1.',
  },
  'a-z, 0-9 and -, starting with a letter (max. 40).': {
    de: 'a-z, 0-9 und -, beginnend mit einem Buchstaben (max. 40).',
    fr: 'a-z, 0-9 et -, commençant par une lettre (40 max.).',
    es: 'a-z, 0-9 y -, empezando por una letra (máx. 40).',
  },
  'At most 200 characters.': {
    de: 'Höchstens 200 Zeichen.',
    fr: '200 caractères au maximum.',
    es: '200 caracteres como máximo.',
  },
  'Choose a date and time.': {
    de: 'Bitte Datum und Uhrzeit wählen.',
    fr: 'Choisissez une date et une heure.',
    es: 'Elija una fecha y una hora.',
  },
  'CSS class names only': {
    de: 'Nur CSS-Klassennamen',
    fr: 'Noms de classes CSS uniquement',
    es: 'Solo nombres de clases CSS',
  },
  "Enter 'latitude,longitude'": {
    de: "Bitte 'Breitengrad,Längengrad' eingeben",
    fr: "Saisissez 'latitude,longitude'",
    es: "Introduzca 'latitud,longitud'",
  },
  "Enter 'latitude,longitude' in decimal degrees": {
    de: "Bitte 'Breitengrad,Längengrad' in Dezimalgrad eingeben",
    fr: "Saisissez 'latitude,longitude' en degrés décimaux",
    es: "Introduzca 'latitud,longitud' en grados decimales",
  },
  'Enter a date and time.': {
    de: 'Bitte Datum und Uhrzeit eingeben.',
    fr: 'Saisissez une date et une heure.',
    es: 'Introduzca una fecha y una hora.',
  },
  'Enter a host name without scheme, port or path, e.g. www.example.com': {
    de: 'Bitte einen Hostnamen ohne Schema, Port oder Pfad angeben, z. B. www.example.com',
    fr: "Saisissez un nom d'hôte sans schéma, port ni chemin, p. ex. www.example.com",
    es: 'Introduzca un nombre de host sin esquema, puerto ni ruta, p. ej. www.example.com',
  },
  'Enter a path (/…) or an https:// URL.': {
    de: 'Bitte einen Pfad (/…) oder eine https://-URL angeben.',
    fr: 'Saisissez un chemin (/…) ou une URL https://.',
    es: 'Introduzca una ruta (/…) o una URL https://.',
  },
  'Enter a path of this site that starts with / (no https://, no host).': {
    de: 'Bitte einen Pfad dieser Website angeben, der mit / beginnt (ohne https://, ohne Host).',
    fr: 'Saisissez un chemin de ce site commençant par / (sans https://, sans hôte).',
    es: 'Introduzca una ruta de este sitio que empiece por / (sin https://, sin host).',
  },
  'Enter a path that starts with /.': {
    de: 'Bitte einen Pfad angeben, der mit / beginnt.',
    fr: 'Saisissez un chemin commençant par /.',
    es: 'Introduzca una ruta que empiece por /.',
  },
  'Enter a phone number, an e-mail address, an international WhatsApp number (+49 …) or an https:// link, matching the kind.':
    {
      de: 'Bitte passend zur Art eine Telefonnummer, E-Mail-Adresse, internationale WhatsApp-Nummer (+49 …) oder einen https://-Link angeben.',
      fr: 'Saisissez, selon le type, un numéro de téléphone, une adresse e-mail, un numéro WhatsApp international (+49 …) ou un lien https://.',
      es: 'Introduzca, según el tipo, un número de teléfono, una dirección de correo, un número de WhatsApp internacional (+49 …) o un enlace https://.',
    },
  'Format GTM-XXXXXXX.': { de: 'Format GTM-XXXXXXX.', fr: 'Format GTM-XXXXXXX.', es: 'Formato GTM-XXXXXXX.' },
  'Letters and digits only.': {
    de: 'Nur Buchstaben und Ziffern.',
    fr: 'Lettres et chiffres uniquement.',
    es: 'Solo letras y dígitos.',
  },
  'No <, > or ".': { de: 'Kein <, > oder ".', fr: 'Pas de <, > ni ".', es: 'Sin <, > ni ".' },
  'No MapLibre container defined': {
    de: 'Kein MapLibre-Container angegeben',
    fr: 'Aucun conteneur MapLibre défini',
    es: 'No se ha definido ningún contenedor de MapLibre',
  },
  'No MapLibre geocoder version defined': {
    de: 'Keine Version des MapLibre-Geocoders angegeben',
    fr: 'Aucune version du géocodeur MapLibre définie',
    es: 'No se ha definido ninguna versión del geocodificador de MapLibre',
  },
  'No MapLibre token defined': {
    de: 'Kein MapLibre-Token angegeben',
    fr: 'Aucun jeton MapLibre défini',
    es: 'No se ha definido ningún token de MapLibre',
  },
  'No MapLibre version defined': {
    de: 'Keine MapLibre-Version angegeben',
    fr: 'Aucune version de MapLibre définie',
    es: 'No se ha definido ninguna versión de MapLibre',
  },
  'No spaces or backslashes.': {
    de: 'Keine Leerzeichen oder Backslashes.',
    fr: "Pas d'espaces ni de barres obliques inverses.",
    es: 'Sin espacios ni barras invertidas.',
  },
  'Not a valid GeoJSON FeatureCollection': {
    de: 'Keine gültige GeoJSON-FeatureCollection',
    fr: 'Pas une FeatureCollection GeoJSON valide',
    es: 'No es una FeatureCollection GeoJSON válida',
  },
  'Text expected.': { de: 'Bitte Text eingeben.', fr: 'Texte attendu.', es: 'Se espera un texto.' },
  'The CMS, API and asset paths cannot be redirected.': {
    de: 'Pfade des CMS, der API und der Assets können nicht weitergeleitet werden.',
    fr: "Les chemins du CMS, de l'API et des ressources ne peuvent pas être redirigés.",
    es: 'Las rutas del CMS, de la API y de los recursos no se pueden redirigir.',
  },
  'The end is already in the past: choose a later time or leave it empty.': {
    de: 'Das Ende liegt bereits in der Vergangenheit: bitte einen späteren Zeitpunkt wählen oder das Feld leer lassen.',
    fr: 'La fin est déjà passée : choisissez une heure plus tardive ou laissez le champ vide.',
    es: 'El final ya ha pasado: elija una hora posterior o deje el campo vacío.',
  },
  'The end must come after the start.': {
    de: 'Das Ende muss nach dem Beginn liegen.',
    fr: 'La fin doit être postérieure au début.',
    es: 'El final debe ser posterior al inicio.',
  },
  'This redirect would lead back to itself (a redirect loop).': {
    de: 'Diese Weiterleitung würde auf sich selbst zurückführen (Weiterleitungsschleife).',
    fr: 'Cette redirection ramènerait à elle-même (boucle de redirection).',
    es: 'Esta redirección llevaría a sí misma (bucle de redirecciones).',
  },
  'This site already redirects {path}.': {
    de: 'Diese Website leitet {path} bereits weiter.',
    fr: 'Ce site redirige déjà {path}.',
    es: 'Este sitio ya redirige {path}.',
  },
  'This time is already in the past: choose a time ahead.': {
    de: 'Dieser Zeitpunkt liegt bereits in der Vergangenheit: bitte einen künftigen Zeitpunkt wählen.',
    fr: 'Cette heure est déjà passée : choisissez une heure à venir.',
    es: 'Esta hora ya ha pasado: elija una hora futura.',
  },
  'Two lower-case letters, e.g. de': {
    de: 'Zwei Kleinbuchstaben, z. B. de',
    fr: 'Deux lettres minuscules, p. ex. de',
    es: 'Dos letras minúsculas, p. ej. de',
  },
  'Unknown field {names}. Use a comma list of: {supported}.': {
    de: 'Unbekanntes Feld {names}. Bitte eine Kommaliste aus: {supported}.',
    fr: 'Champ inconnu {names}. Utilisez une liste séparée par des virgules parmi : {supported}.',
    es: 'Campo desconocido {names}. Use una lista separada por comas de: {supported}.',
  },
  'Unknown fields {names}. Use a comma list of: {supported}.': {
    de: 'Unbekannte Felder {names}. Bitte eine Kommaliste aus: {supported}.',
    fr: 'Champs inconnus {names}. Utilisez une liste séparée par des virgules parmi : {supported}.',
    es: 'Campos desconocidos {names}. Use una lista separada por comas de: {supported}.',
  },
  'Use "set|name|glyph": a name of a-z, 0-9 and -, and a glyph of one to four characters.': {
    de: 'Format „Satz|Name|Zeichen“: ein Name aus a-z, 0-9 und -, und ein Zeichen aus ein bis vier Zeichen.',
    fr: "Utilisez « jeu|nom|glyphe » : un nom en a-z, 0-9 et -, et un glyphe d'un à quatre caractères.",
    es: 'Use «conjunto|nombre|glifo»: un nombre de a-z, 0-9 y -, y un glifo de uno a cuatro caracteres.',
  },
  'Use 1–100 lower-case letters, digits and dashes.': {
    de: '1–100 Kleinbuchstaben, Ziffern und Bindestriche verwenden.',
    fr: 'Utilisez 1 à 100 lettres minuscules, chiffres et tirets.',
    es: 'Use de 1 a 100 letras minúsculas, dígitos y guiones.',
  },
  'Use a-z, 0-9 and dashes.': {
    de: 'a-z, 0-9 und Bindestriche verwenden.',
    fr: 'Utilisez a-z, 0-9 et des tirets.',
    es: 'Use a-z, 0-9 y guiones.',
  },
  'Use an https:// or site-relative (/…) link.': {
    de: 'Bitte einen https://- oder seitenrelativen (/…) Link angeben.',
    fr: 'Utilisez un lien https:// ou relatif au site (/…).',
    es: 'Use un enlace https:// o relativo al sitio (/…).',
  },
  'Use an https:// URL or a path starting with /.': {
    de: 'Bitte eine https://-URL oder einen Pfad, der mit / beginnt, angeben.',
    fr: 'Utilisez une URL https:// ou un chemin commençant par /.',
    es: 'Use una URL https:// o una ruta que empiece por /.',
  },
  'Use an https:// URL.': {
    de: 'Bitte eine https://-URL angeben.',
    fr: 'Utilisez une URL https://.',
    es: 'Use una URL https://.',
  },
  'Use an https://, mailto:, tel: or site-relative (/…) link.': {
    de: 'Bitte einen https://-, mailto:-, tel:- oder seitenrelativen (/…) Link angeben.',
    fr: 'Utilisez un lien https://, mailto:, tel: ou relatif au site (/…).',
    es: 'Use un enlace https://, mailto:, tel: o relativo al sitio (/…).',
  },
  'Use at most 2048 characters.': {
    de: 'Höchstens 2048 Zeichen verwenden.',
    fr: 'Utilisez 2048 caractères au maximum.',
    es: 'Use 2048 caracteres como máximo.',
  },
  'Use letters, digits and - . _ ~ in path segments.': {
    de: 'In Pfadsegmenten Buchstaben, Ziffern und - . _ ~ verwenden.',
    fr: 'Utilisez des lettres, des chiffres et - . _ ~ dans les segments du chemin.',
    es: 'Use letras, dígitos y - . _ ~ en los segmentos de la ruta.',
  },
  'Use lower-case letters, digits and dashes.': {
    de: 'Kleinbuchstaben, Ziffern und Bindestriche verwenden.',
    fr: 'Utilisez des lettres minuscules, des chiffres et des tirets.',
    es: 'Use letras minúsculas, dígitos y guiones.',
  },
  'Whole minutes from 0 to 525600.': {
    de: 'Ganze Minuten von 0 bis 525600.',
    fr: 'Minutes entières de 0 à 525600.',
    es: 'Minutos enteros de 0 a 525600.',
  },
  'Choose how the map is set up.': {
    de: 'Bitte wählen, wie die Karte eingerichtet ist.',
    fr: 'Choisissez comment la carte est configurée.',
    es: 'Elija cómo se configura el mapa.',
  },
  'Choose one of the offered map settings.': {
    de: 'Bitte eine der angebotenen Karteneinstellungen wählen.',
    fr: 'Choisissez l’un des paramètres de carte proposés.',
    es: 'Elija uno de los ajustes de mapa ofrecidos.',
  },
  'A detail map needs the source "address" (or "address-recruiting") and at least one marker.': {
    de: 'Eine Detailkarte braucht die Quelle „address“ (oder „address-recruiting“) und mindestens eine Markierung.',
    fr: 'Une carte de détail nécessite la source « address » (ou « address-recruiting ») et au moins un marqueur.',
    es: 'Un mapa de detalle necesita la fuente «address» (o «address-recruiting») y al menos un marcador.',
  },
  'A cluster map needs the source "cluster" and its GeoJSON.': {
    de: 'Eine Clusterkarte braucht die Quelle „cluster“ und ihr GeoJSON.',
    fr: 'Une carte à clusters nécessite la source « cluster » et son GeoJSON.',
    es: 'Un mapa de clústeres necesita la fuente «cluster» y su GeoJSON.',
  },
  // The page tree.
  'A page cannot be its own parent page.': {
    de: 'Eine Seite kann nicht ihre eigene übergeordnete Seite sein.',
    fr: 'Une page ne peut pas être sa propre page parente.',
    es: 'Una página no puede ser su propia página superior.',
  },
  'The parent page belongs to another site: choose a page of this site.': {
    de: 'Die übergeordnete Seite gehört zu einer anderen Website: Wählen Sie eine Seite dieser Website.',
    fr: 'La page parente appartient à un autre site : choisissez une page de ce site.',
    es: 'La página superior pertenece a otro sitio: elija una página de este sitio.',
  },
  'The parent page is below this page in the page tree: choose another page.': {
    de: 'Die übergeordnete Seite liegt im Seitenbaum unter dieser Seite: Wählen Sie eine andere Seite.',
    fr: "La page parente se trouve sous cette page dans l'arborescence : choisissez une autre page.",
    es: 'La página superior está debajo de esta página en el árbol de páginas: elija otra página.',
  },
  'The parent page does not exist.': {
    de: 'Die übergeordnete Seite existiert nicht.',
    fr: "La page parente n'existe pas.",
    es: 'La página superior no existe.',
  },
};
