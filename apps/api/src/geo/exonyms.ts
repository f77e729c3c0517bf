/**
 * Localized names the npm data lacks: GeoNames' city list carries one name per place, so English, French, Spanish
 * and Polish exonyms of the major DACH cities, and all region and country names, are curated here.
 * A city without an entry uses its GeoNames name in every language.
 */

export const GEO_LANGUAGES = ['de', 'en', 'fr', 'es', 'pl'] as const;
export type GeoLanguage = (typeof GEO_LANGUAGES)[number];

/** A name per language; a missing language falls back to German. */
export type LocalizedNames = { de: string } & Partial<Record<GeoLanguage, string>>;

export const COUNTRY_NAMES: Record<string, LocalizedNames> = {
  DE: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne', es: 'Alemania', pl: 'Niemcy' },
  AT: { de: 'Österreich', en: 'Austria', fr: 'Autriche', es: 'Austria', pl: 'Austria' },
  CH: { de: 'Schweiz', en: 'Switzerland', fr: 'Suisse', es: 'Suiza', pl: 'Szwajcaria' },
};

/** First-level divisions keyed 'COUNTRY.admin1' with GeoNames' admin1 codes: Länder, Bundesländer, Kantone. */
export const REGION_NAMES: Record<string, LocalizedNames> = {
  'DE.01': { de: 'Baden-Württemberg', fr: 'Bade-Wurtemberg', es: 'Baden-Wurtemberg', pl: 'Badenia-Wirtembergia' },
  'DE.02': { de: 'Bayern', en: 'Bavaria', fr: 'Bavière', es: 'Baviera', pl: 'Bawaria' },
  'DE.03': { de: 'Bremen', fr: 'Brême', pl: 'Brema' },
  'DE.04': { de: 'Hamburg', fr: 'Hambourg', es: 'Hamburgo' },
  'DE.05': { de: 'Hessen', en: 'Hesse', fr: 'Hesse', es: 'Hesse', pl: 'Hesja' },
  'DE.06': { de: 'Niedersachsen', en: 'Lower Saxony', fr: 'Basse-Saxe', es: 'Baja Sajonia', pl: 'Dolna Saksonia' },
  'DE.07': {
    de: 'Nordrhein-Westfalen',
    en: 'North Rhine-Westphalia',
    fr: 'Rhénanie-du-Nord-Westphalie',
    es: 'Renania del Norte-Westfalia',
    pl: 'Nadrenia Północna-Westfalia',
  },
  'DE.08': {
    de: 'Rheinland-Pfalz',
    en: 'Rhineland-Palatinate',
    fr: 'Rhénanie-Palatinat',
    es: 'Renania-Palatinado',
    pl: 'Nadrenia-Palatynat',
  },
  'DE.09': { de: 'Saarland', fr: 'Sarre', es: 'Sarre', pl: 'Saara' },
  'DE.10': { de: 'Schleswig-Holstein', pl: 'Szlezwik-Holsztyn' },
  'DE.11': { de: 'Brandenburg', fr: 'Brandebourg', es: 'Brandeburgo', pl: 'Brandenburgia' },
  'DE.12': {
    de: 'Mecklenburg-Vorpommern',
    en: 'Mecklenburg-Western Pomerania',
    fr: 'Mecklembourg-Poméranie-Occidentale',
    es: 'Mecklemburgo-Pomerania Occidental',
    pl: 'Meklemburgia-Pomorze Przednie',
  },
  'DE.13': { de: 'Sachsen', en: 'Saxony', fr: 'Saxe', es: 'Sajonia', pl: 'Saksonia' },
  'DE.14': {
    de: 'Sachsen-Anhalt',
    en: 'Saxony-Anhalt',
    fr: 'Saxe-Anhalt',
    es: 'Sajonia-Anhalt',
    pl: 'Saksonia-Anhalt',
  },
  'DE.15': { de: 'Thüringen', en: 'Thuringia', fr: 'Thuringe', es: 'Turingia', pl: 'Turyngia' },
  'DE.16': { de: 'Berlin', es: 'Berlín' },
  'AT.01': { de: 'Burgenland' },
  'AT.02': { de: 'Kärnten', en: 'Carinthia', fr: 'Carinthie', es: 'Carintia', pl: 'Karyntia' },
  'AT.03': {
    de: 'Niederösterreich',
    en: 'Lower Austria',
    fr: 'Basse-Autriche',
    es: 'Baja Austria',
    pl: 'Dolna Austria',
  },
  'AT.04': { de: 'Oberösterreich', en: 'Upper Austria', fr: 'Haute-Autriche', es: 'Alta Austria', pl: 'Górna Austria' },
  'AT.05': { de: 'Salzburg', fr: 'Salzbourg', es: 'Salzburgo' },
  'AT.06': { de: 'Steiermark', en: 'Styria', fr: 'Styrie', es: 'Estiria', pl: 'Styria' },
  'AT.07': { de: 'Tirol', en: 'Tyrol', fr: 'Tyrol', es: 'Tirol', pl: 'Tyrol' },
  'AT.08': { de: 'Vorarlberg' },
  'AT.09': { de: 'Wien', en: 'Vienna', fr: 'Vienne', es: 'Viena', pl: 'Wiedeń' },
  'CH.AG': { de: 'Aargau', fr: 'Argovie', es: 'Argovia', pl: 'Argowia' },
  'CH.AI': { de: 'Appenzell Innerrhoden', fr: 'Appenzell Rhodes-Intérieures', es: 'Appenzell Rodas Interiores' },
  'CH.AR': { de: 'Appenzell Ausserrhoden', fr: 'Appenzell Rhodes-Extérieures', es: 'Appenzell Rodas Exteriores' },
  'CH.BE': { de: 'Bern', fr: 'Berne', es: 'Berna', pl: 'Berno' },
  'CH.BL': { de: 'Basel-Landschaft', fr: 'Bâle-Campagne', es: 'Basilea-Campiña', pl: 'Bazylea-Okręg' },
  'CH.BS': { de: 'Basel-Stadt', fr: 'Bâle-Ville', es: 'Basilea-Ciudad', pl: 'Bazylea-Miasto' },
  'CH.FR': { de: 'Freiburg', en: 'Fribourg', fr: 'Fribourg', es: 'Friburgo', pl: 'Fryburg' },
  'CH.GE': { de: 'Genf', en: 'Geneva', fr: 'Genève', es: 'Ginebra', pl: 'Genewa' },
  'CH.GL': { de: 'Glarus', fr: 'Glaris', es: 'Glaris' },
  'CH.GR': { de: 'Graubünden', en: 'Grisons', fr: 'Grisons', es: 'Grisones', pl: 'Gryzonia' },
  'CH.JU': { de: 'Jura' },
  'CH.LU': { de: 'Luzern', en: 'Lucerne', fr: 'Lucerne', es: 'Lucerna', pl: 'Lucerna' },
  'CH.NE': { de: 'Neuenburg', en: 'Neuchâtel', fr: 'Neuchâtel', es: 'Neuchâtel', pl: 'Neuchâtel' },
  'CH.NW': { de: 'Nidwalden', fr: 'Nidwald' },
  'CH.OW': { de: 'Obwalden', fr: 'Obwald' },
  'CH.SG': { de: 'St. Gallen', fr: 'Saint-Gall', es: 'San Galo', pl: 'Sankt Gallen' },
  'CH.SH': { de: 'Schaffhausen', fr: 'Schaffhouse', pl: 'Szafuza' },
  'CH.SO': { de: 'Solothurn', fr: 'Soleure', es: 'Soleura', pl: 'Solura' },
  'CH.SZ': { de: 'Schwyz', fr: 'Schwytz' },
  'CH.TG': { de: 'Thurgau', fr: 'Thurgovie', es: 'Turgovia', pl: 'Turgowia' },
  'CH.TI': { de: 'Tessin', en: 'Ticino', fr: 'Tessin', es: 'Tesino', pl: 'Ticino' },
  'CH.UR': { de: 'Uri' },
  'CH.VD': { de: 'Waadt', en: 'Vaud', fr: 'Vaud', es: 'Vaud', pl: 'Vaud' },
  'CH.VS': { de: 'Wallis', en: 'Valais', fr: 'Valais', es: 'Valais', pl: 'Valais' },
  'CH.ZG': { de: 'Zug', fr: 'Zoug' },
  'CH.ZH': { de: 'Zürich', en: 'Zurich', fr: 'Zurich', es: 'Zúrich', pl: 'Zurych' },
};

/** City names by GeoNames id, for the cities whose names differ across our languages. */
export const CITY_NAMES: Record<number, LocalizedNames> = {
  2950159: { de: 'Berlin', es: 'Berlín' },
  2911298: { de: 'Hamburg', fr: 'Hambourg', es: 'Hamburgo' },
  2867714: { de: 'München', en: 'Munich', fr: 'Munich', es: 'Múnich', pl: 'Monachium' },
  2886242: { de: 'Köln', en: 'Cologne', fr: 'Cologne', es: 'Colonia', pl: 'Kolonia' },
  2925533: {
    de: 'Frankfurt am Main',
    en: 'Frankfurt',
    fr: 'Francfort-sur-le-Main',
    es: 'Fráncfort del Meno',
    pl: 'Frankfurt nad Menem',
  },
  2861650: { de: 'Nürnberg', en: 'Nuremberg', fr: 'Nuremberg', es: 'Núremberg', pl: 'Norymberga' },
  2910831: { de: 'Hannover', en: 'Hanover', fr: 'Hanovre', es: 'Hanóver', pl: 'Hanower' },
  2945024: { de: 'Braunschweig', en: 'Brunswick', fr: 'Brunswick', es: 'Brunswick', pl: 'Brunszwik' },
  2944388: { de: 'Bremen', fr: 'Brême', pl: 'Brema' },
  2935022: { de: 'Dresden', fr: 'Dresde', es: 'Dresde', pl: 'Drezno' },
  2879139: { de: 'Leipzig', pl: 'Lipsk' },
  3247449: { de: 'Aachen', fr: 'Aix-la-Chapelle', es: 'Aquisgrán', pl: 'Akwizgran' },
  2874225: { de: 'Mainz', fr: 'Mayence', es: 'Maguncia', pl: 'Moguncja' },
  2821164: { de: 'Trier', fr: 'Trèves', es: 'Tréveris', pl: 'Trewir' },
  2849483: { de: 'Regensburg', fr: 'Ratisbonne', es: 'Ratisbona', pl: 'Ratyzbona' },
  2954172: { de: 'Augsburg', fr: 'Augsbourg', es: 'Augsburgo' },
  2886946: { de: 'Koblenz', fr: 'Coblence', es: 'Coblenza', pl: 'Koblencja' },
  2842647: { de: 'Saarbrücken', fr: 'Sarrebruck' },
  2875601: { de: 'Lübeck', pl: 'Lubeka' },
  2852458: { de: 'Potsdam', pl: 'Poczdam' },
  2891122: { de: 'Kiel', pl: 'Kilonia' },
  2925177: {
    de: 'Freiburg im Breisgau',
    en: 'Freiburg',
    fr: 'Fribourg-en-Brisgau',
    es: 'Friburgo de Brisgovia',
    pl: 'Fryburg Bryzgowijski',
  },
  2925535: { de: 'Frankfurt (Oder)', fr: 'Francfort-sur-l’Oder', es: 'Fráncfort del Óder', pl: 'Frankfurt nad Odrą' },
  2761369: { de: 'Wien', en: 'Vienna', fr: 'Vienne', es: 'Viena', pl: 'Wiedeń' },
  2766824: { de: 'Salzburg', fr: 'Salzbourg', es: 'Salzburgo' },
  2657896: { de: 'Zürich', en: 'Zurich', fr: 'Zurich', es: 'Zúrich', pl: 'Zurych' },
  2660646: { de: 'Genf', en: 'Geneva', fr: 'Genève', es: 'Ginebra', pl: 'Genewa' },
  2661604: { de: 'Basel', fr: 'Bâle', es: 'Basilea', pl: 'Bazylea' },
  2661552: { de: 'Bern', fr: 'Berne', es: 'Berna', pl: 'Berno' },
  2659994: { de: 'Lausanne', es: 'Lausana', pl: 'Lozanna' },
  2659811: { de: 'Luzern', en: 'Lucerne', fr: 'Lucerne', es: 'Lucerna', pl: 'Lucerna' },
  2658822: { de: 'St. Gallen', fr: 'Saint-Gall', es: 'San Galo', pl: 'Sankt Gallen' },
  2660718: { de: 'Freiburg im Üechtland', en: 'Fribourg', fr: 'Fribourg', es: 'Friburgo', pl: 'Fryburg' },
  2659496: { de: 'Neuenburg', en: 'Neuchâtel', fr: 'Neuchâtel', es: 'Neuchâtel', pl: 'Neuchâtel' },
  2658576: { de: 'Sitten', en: 'Sion', fr: 'Sion', es: 'Sion', pl: 'Sion' },
  2661169: { de: 'Chur', fr: 'Coire', es: 'Coira' },
  2658761: { de: 'Schaffhausen', fr: 'Schaffhouse', pl: 'Szafuza' },
};

/** The name of `names` in `lang`, falling back to German. */
export function nameIn(names: LocalizedNames, lang: GeoLanguage): string {
  return names[lang] ?? names.de;
}
