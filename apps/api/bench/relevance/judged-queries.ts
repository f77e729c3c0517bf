/**
 * Judged queries: what job seekers type, and which demo offers answer them, graded by the offer's title (the
 * catalogue's German title, seed/catalogue.ts). Grading rule: 2 = the job the query asks for, 1 = a related job
 * the seeker may also want, anything else 0; with a `city`, an offer elsewhere gets one grade less. `holdout`
 * queries were written with the others but never used to tune the ranking: they show whether it generalises.
 */

export type QueryClass =
  'exact' | 'typo' | 'compound' | 'synonym' | 'english' | 'spanish/french' | 'multi-word' | 'city';

export interface JudgedQuery {
  query: string;
  class: QueryClass;
  /** Catalogue German title → grade. */
  grades: Record<string, 1 | 2>;
  /** The city the seeker named (offers elsewhere one grade less). */
  city?: string;
  holdout?: boolean;
}

const ENGINEERS = [
  'Elektroingenieur Automatisierungstechnik',
  'Entwicklungsingenieur Fahrzeugtechnik',
  'Ingenieur Luft- und Raumfahrttechnik',
  'Verfahrensingenieur Chemie- und Pharmaanlagen',
  'Projektingenieur Technische Gebäudeausrüstung',
  'Qualitätsingenieur Lieferantenmanagement',
  'Versuchsingenieur Prüfstand',
];
const DEVELOPERS = [
  'Embedded Software Entwickler C/C++',
  'Java Softwareentwickler',
  'Frontend Entwickler React und TypeScript',
];

const all = (titles: string[], grade: 1 | 2) => Object.fromEntries(titles.map((t) => [t, grade]));

export const JUDGED_QUERIES: JudgedQuery[] = [
  // The words of a title, as typed.
  { query: 'Recruiter', class: 'exact', grades: { Recruiter: 2, Personalreferent: 1 } },
  { query: 'Pflegefachkraft', class: 'exact', grades: { Pflegefachkraft: 2, 'Medizinischer Fachangestellter': 1 } },
  {
    query: 'Industriemechaniker',
    class: 'exact',
    grades: { Industriemechaniker: 2, 'Elektroniker für Betriebstechnik': 1 },
  },
  { query: 'SAP Berater', class: 'exact', grades: { 'SAP Berater FI/CO': 2 } },
  { query: 'Bauleiter', class: 'exact', grades: { 'Bauleiter Hochbau': 2, 'Architekt Ausführungsplanung': 1 } },
  { query: 'Disponent', class: 'exact', grades: { 'Disponent Spedition': 2 } },
  { query: 'Pflege', class: 'exact', grades: { Pflegefachkraft: 2, 'Medizinischer Fachangestellter': 1 } },
  { query: 'Data Engineer', class: 'exact', grades: { 'Data Engineer Cloud': 2 }, holdout: true },
  // Typos and a word still being typed.
  { query: 'Ingeneur', class: 'typo', grades: { ...all(ENGINEERS, 2), 'Konstrukteur Maschinenbau': 1 } },
  { query: 'Recuiter', class: 'typo', grades: { Recruiter: 2, Personalreferent: 1 } },
  { query: 'Industriemechanicker', class: 'typo', grades: { Industriemechaniker: 2 } },
  { query: 'Pflegefachkr', class: 'typo', grades: { Pflegefachkraft: 2 } },
  { query: 'Schweiser', class: 'typo', grades: { 'Schweißer WIG/MAG': 2 } },
  { query: 'Architeckt', class: 'typo', grades: { 'Architekt Ausführungsplanung': 2 }, holdout: true },
  { query: 'Buchaltung', class: 'typo', grades: { 'Sachbearbeiter Buchhaltung': 2 }, holdout: true },
  {
    query: 'Elektroinegnieur',
    class: 'typo',
    grades: { 'Elektroingenieur Automatisierungstechnik': 2 },
    holdout: true,
  },
  // Compounds, umlauts and feminine forms.
  {
    query: 'Entwickler',
    class: 'compound',
    grades: { ...all(DEVELOPERS, 2), 'Entwicklungsingenieur Fahrzeugtechnik': 1 },
  },
  { query: 'Software Entwickler', class: 'compound', grades: { ...all(DEVELOPERS, 2) } },
  { query: 'Softwareentwickler', class: 'compound', grades: { ...all(DEVELOPERS, 2) } },
  {
    query: 'Ingenieur',
    class: 'compound',
    grades: { ...all(ENGINEERS, 2), 'Konstrukteur Maschinenbau': 1, 'Data Engineer Cloud': 1 },
  },
  { query: 'Schweisser', class: 'compound', grades: { 'Schweißer WIG/MAG': 2 } },
  { query: 'Fraeser', class: 'compound', grades: { 'CNC-Fräser': 2 } },
  {
    query: 'Entwicklerin',
    class: 'compound',
    grades: { ...all(DEVELOPERS, 2), 'Entwicklungsingenieur Fahrzeugtechnik': 1 },
  },
  { query: 'Systemadministrator', class: 'compound', grades: { 'IT-Systemadministrator Linux': 2 } },
  { query: 'Lagerlogistik', class: 'compound', grades: { 'Fachkraft für Lagerlogistik': 2 } },
  { query: 'Kraftfahrer', class: 'compound', grades: { 'Berufskraftfahrer CE': 2 }, holdout: true },
  {
    query: 'Projektingenieurin',
    class: 'compound',
    grades: { 'Projektingenieur Technische Gebäudeausrüstung': 2 },
    holdout: true,
  },
  // Synonyms.
  { query: 'Lagerist', class: 'synonym', grades: { 'Fachkraft für Lagerlogistik': 2 } },
  { query: 'LKW Fahrer', class: 'synonym', grades: { 'Berufskraftfahrer CE': 2, 'Disponent Spedition': 1 } },
  { query: 'Krankenschwester', class: 'synonym', grades: { Pflegefachkraft: 2, 'Medizinischer Fachangestellter': 1 } },
  { query: 'Buchhalter', class: 'synonym', grades: { 'Sachbearbeiter Buchhaltung': 2 } },
  { query: 'Programmierer', class: 'synonym', grades: { ...all(DEVELOPERS, 2), 'Data Engineer Cloud': 1 } },
  { query: 'Personaler', class: 'synonym', grades: { Personalreferent: 2, Recruiter: 1 }, holdout: true },
  { query: 'Altenpfleger', class: 'synonym', grades: { Pflegefachkraft: 2 }, holdout: true },
  // English.
  { query: 'nurse', class: 'english', grades: { Pflegefachkraft: 2, 'Medizinischer Fachangestellter': 1 } },
  { query: 'Software Developer', class: 'english', grades: { ...all(DEVELOPERS, 2) } },
  { query: 'truck driver', class: 'english', grades: { 'Berufskraftfahrer CE': 2 } },
  { query: 'welder', class: 'english', grades: { 'Schweißer WIG/MAG': 2 }, holdout: true },
  { query: 'accountant', class: 'english', grades: { 'Sachbearbeiter Buchhaltung': 2 }, holdout: true },
  {
    query: 'electrical engineer',
    class: 'english',
    grades: { 'Elektroingenieur Automatisierungstechnik': 2, 'Elektroniker für Betriebstechnik': 1 },
    holdout: true,
  },
  // Spanish and French.
  {
    query: 'Ingeniero',
    class: 'spanish/french',
    grades: { ...all(ENGINEERS, 2), 'Konstrukteur Maschinenbau': 2, 'Data Engineer Cloud': 2 },
  },
  { query: 'enfermero', class: 'spanish/french', grades: { Pflegefachkraft: 2 } },
  { query: 'soldador', class: 'spanish/french', grades: { 'Schweißer WIG/MAG': 2 } },
  { query: 'desarrollador', class: 'spanish/french', grades: { ...all(DEVELOPERS, 2) } },
  { query: 'infirmier', class: 'spanish/french', grades: { Pflegefachkraft: 2 }, holdout: true },
  {
    query: 'ingénieur',
    class: 'spanish/french',
    grades: { ...all(ENGINEERS, 2), 'Konstrukteur Maschinenbau': 2, 'Data Engineer Cloud': 2 },
    holdout: true,
  },
  // Several words.
  {
    query: 'Java Entwickler',
    class: 'multi-word',
    grades: {
      'Java Softwareentwickler': 2,
      'Embedded Software Entwickler C/C++': 1,
      'Frontend Entwickler React und TypeScript': 1,
    },
  },
  { query: 'Elektroniker Betriebstechnik', class: 'multi-word', grades: { 'Elektroniker für Betriebstechnik': 2 } },
  { query: 'Projektleiter IT', class: 'multi-word', grades: { 'IT-Projektleiter Digitalisierung': 2 } },
  {
    query: 'Mitarbeiter Einkauf',
    class: 'multi-word',
    grades: { 'Kaufmännischer Mitarbeiter Einkauf': 2 },
    holdout: true,
  },
  { query: 'Fachkraft Lager', class: 'multi-word', grades: { 'Fachkraft für Lagerlogistik': 2 }, holdout: true },
  // With a city.
  {
    query: 'Pflege Hamburg',
    class: 'city',
    city: 'Hamburg',
    grades: { Pflegefachkraft: 2, 'Medizinischer Fachangestellter': 1 },
  },
  {
    query: 'Ingenieur München',
    class: 'city',
    city: 'München',
    grades: { ...all(ENGINEERS, 2), 'Konstrukteur Maschinenbau': 1, 'Data Engineer Cloud': 1 },
  },
  { query: 'Java Berlin', class: 'city', city: 'Berlin', grades: { 'Java Softwareentwickler': 2 } },
  { query: 'Schweißer Stuttgart', class: 'city', city: 'Stuttgart', grades: { 'Schweißer WIG/MAG': 2 }, holdout: true },
];
