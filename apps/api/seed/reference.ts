/** Demo reference data: facet lists (SPEC §3.9) and 46 branches at real addresses in Germany, Austria, Switzerland, France and Spain. */
import type { AreaRef, BranchRef, InternalCareerRef, LookupRef, ReferenceData } from '../src/offers/types.ts';

const l = (de: string, en: string, fr: string, es: string) => ({ de, en, fr, es });

/** Area 12 is 'TECHNIK': the only one that expands into faculties in the filter (code 12000 = the area itself). */
export const TECHNIK_AREA_ID = 12;

export const AREAS: AreaRef[] = [
  {
    id: 1,
    number: 'IT',
    name: l('IT & Software', 'IT & Software', 'Informatique et logiciels', 'TI y software'),
    faculties: [],
  },
  {
    id: 2,
    number: 'KAUFM',
    name: l(
      'Kaufmännische Berufe',
      'Business & Administration',
      'Commerce et administration',
      'Administración y negocios',
    ),
    faculties: [],
  },
  { id: 3, number: 'LOGISTIK', name: l('Logistik', 'Logistics', 'Logistique', 'Logística'), faculties: [] },
  {
    id: 4,
    number: 'PRODUKTION',
    name: l('Produktion & Handwerk', 'Production & Trades', 'Production et artisanat', 'Producción y oficios'),
    faculties: [],
  },
  {
    id: 5,
    number: 'MEDIZIN',
    name: l('Medizin & Pflege', 'Healthcare & Nursing', 'Santé et soins', 'Salud y enfermería'),
    faculties: [],
  },
  {
    id: 6,
    number: 'BAU',
    name: l(
      'Bauwesen & Architektur',
      'Construction & Architecture',
      'Construction et architecture',
      'Construcción y arquitectura',
    ),
    faculties: [],
  },
  {
    id: TECHNIK_AREA_ID,
    number: 'TECHNIK',
    name: l('Technik & Ingenieurwesen', 'Engineering', 'Ingénierie', 'Ingeniería'),
    faculties: [
      { id: 1, name: l('Maschinenbau', 'Mechanical Engineering', 'Génie mécanique', 'Ingeniería mecánica') },
      { id: 2, name: l('Elektrotechnik', 'Electrical Engineering', 'Génie électrique', 'Ingeniería eléctrica') },
      { id: 3, name: l('Fahrzeugtechnik', 'Automotive Engineering', 'Génie automobile', 'Ingeniería automotriz') },
      { id: 4, name: l('Luft- und Raumfahrt', 'Aerospace', 'Aéronautique et spatial', 'Aeroespacial') },
      { id: 5, name: l('Verfahrenstechnik', 'Process Engineering', 'Génie des procédés', 'Ingeniería de procesos') },
      {
        id: 6,
        name: l('Versorgungstechnik', 'Building Services Engineering', 'Génie climatique', 'Instalaciones técnicas'),
      },
      { id: 7, name: l('Qualitätsmanagement', 'Quality Management', 'Gestion de la qualité', 'Gestión de calidad') },
      { id: 8, name: l('Embedded Systems', 'Embedded Systems', 'Systèmes embarqués', 'Sistemas embebidos') },
    ],
  },
];

export const TARGET_GROUPS: LookupRef[] = [
  { id: 1, name: l('Berufseinsteiger', 'Graduates', 'Jeunes diplômés', 'Recién titulados') },
  {
    id: 2,
    name: l('Berufserfahrene', 'Professionals', 'Professionnels expérimentés', 'Profesionales con experiencia'),
  },
  { id: 3, name: l('Führungskräfte', 'Executives', 'Cadres dirigeants', 'Directivos') },
  { id: 4, name: l('Studierende', 'Students', 'Étudiants', 'Estudiantes') },
  { id: 5, name: l('Schulabgänger', 'School leavers', 'Bacheliers', 'Egresados escolares') },
  { id: 6, name: l('Freelancer', 'Freelancers', 'Freelances', 'Autónomos') },
];

export const TYPES: LookupRef[] = [
  { id: 3, name: l('Job', 'Job', 'Emploi', 'Empleo') },
  { id: 4, name: l('Projekt', 'Project', 'Projet', 'Proyecto') },
];

export const STAFF_RESPONSIBILITIES: LookupRef[] = [
  {
    id: 1,
    name: l(
      'Ohne Personalverantwortung',
      'No staff responsibility',
      'Sans responsabilité managériale',
      'Sin personal a cargo',
    ),
  },
  {
    id: 2,
    name: l(
      'Mit Personalverantwortung',
      'With staff responsibility',
      'Avec responsabilité managériale',
      'Con personal a cargo',
    ),
  },
  { id: 3, name: l('Fachliche Führung', 'Technical lead', 'Encadrement technique', 'Liderazgo técnico') },
];

export const JOB_TYPES: LookupRef[] = [
  { id: 1, name: l('Vollzeit', 'Full-time', 'Temps plein', 'Jornada completa') },
  { id: 2, name: l('Teilzeit', 'Part-time', 'Temps partiel', 'Media jornada') },
  {
    id: 3,
    name: l('Vollzeit oder Teilzeit', 'Full-time or part-time', 'Temps plein ou partiel', 'Jornada completa o parcial'),
  },
  { id: 4, name: l('Ausbildung', 'Apprenticeship', 'Apprentissage', 'Formación profesional') },
  { id: 5, name: l('Praktikum', 'Internship', 'Stage', 'Prácticas') },
];

export const WORKPLACE_TYPES: LookupRef[] = [
  { id: 1, name: l('Vor Ort', 'On-site', 'Sur site', 'Presencial') },
  { id: 2, name: l('Hybrid', 'Hybrid', 'Hybride', 'Híbrido') },
  { id: 3, name: l('Remote', 'Remote', 'Télétravail', 'Remoto') },
];

export const INTERNAL_CAREERS: InternalCareerRef[] = [
  { id: 'inhouse', name: l('Inhouse-Karriere', 'Inhouse career', 'Carrière interne', 'Carrera interna') },
  { id: 'headquarter', name: l('Zentrale', 'Headquarters', 'Siège', 'Sede central') },
];

type B = [
  id: number,
  companyId: number,
  kind: number,
  name: string,
  street: string,
  zip: string,
  city: string,
  country: string,
  lat: number,
  lon: number,
];

/**
 * Every branch at its own street address (no two share a spot), in the regions the sites describe: the group's
 * head office in Düsseldorf; Kestrel's in Stuttgart with sites in Germany, France and Spain; Brightwork's in
 * Hamburg with branches across northern Germany; Halden's in Munich. Head offices are named 'Zentrale'.
 */
const BRANCH_ROWS: B[] = [
  // Velora Group (1): the group headquarter is branch 113 (SPEC §9.1), Kaiserswerther Straße in Düsseldorf.
  [113, 1, 2, 'Zentrale', 'Kaiserswerther Straße 115', '40474', 'Düsseldorf', 'DE', 51.253, 6.756],
  [110, 1, 1, 'Niederlassung Hamburg', 'Große Elbstraße 145', '22767', 'Hamburg', 'DE', 53.5461, 9.9397],
  [111, 1, 1, 'Niederlassung Berlin', 'Unter den Linden 21', '10117', 'Berlin', 'DE', 52.5172, 13.388],
  [112, 1, 1, 'Niederlassung Frankfurt', 'Mainzer Landstraße 50', '60325', 'Frankfurt am Main', 'DE', 50.1101, 8.6658],
  // Kestrel Engineering (2): head office Pragstraße 26, Stuttgart; sites in Germany, France and Spain.
  [201, 2, 1, 'Niederlassung München', 'Leopoldstraße 244', '80807', 'München', 'DE', 48.1779, 11.5907],
  [202, 2, 2, 'Zentrale', 'Pragstraße 26', '70376', 'Stuttgart', 'DE', 48.804, 9.187],
  [203, 2, 3, 'Niederlassung Ingolstadt', 'Ettinger Straße 107', '85057', 'Ingolstadt', 'DE', 48.7817, 11.4095],
  [204, 2, 1, 'Niederlassung Wolfsburg', 'Heinrich-Nordhoff-Straße 69', '38440', 'Wolfsburg', 'DE', 52.4258, 10.7796],
  [205, 2, 1, 'Niederlassung Braunschweig', 'Hamburger Straße 273', '38114', 'Braunschweig', 'DE', 52.2849, 10.5252],
  [206, 2, 1, 'Niederlassung Hamburg', 'Hermann-Blohm-Straße 3', '20457', 'Hamburg', 'DE', 53.5392, 9.9663],
  [
    207,
    2,
    4,
    'Niederlassung Friedrichshafen',
    'Allmannsweilerstraße 25',
    '88046',
    'Friedrichshafen',
    'DE',
    47.6628,
    9.4886,
  ],
  [208, 2, 1, 'Niederlassung Ulm', 'Söflinger Straße 100', '89077', 'Ulm', 'DE', 48.3964, 9.9741],
  [209, 2, 1, 'Niederlassung Regensburg', 'Galgenbergstraße 2a', '93053', 'Regensburg', 'DE', 49.0086, 12.1034],
  [210, 2, 1, 'Niederlassung Köln', 'Mathias-Brüggen-Straße 85', '50829', 'Köln', 'DE', 50.9634, 6.8746],
  [211, 2, 1, 'Niederlassung Mannheim', 'Dynamostraße 13', '68165', 'Mannheim', 'DE', 49.4788, 8.4905],
  [212, 2, 3, 'Testzentrum Sindelfingen', 'Hanns-Klemm-Straße 5', '71034', 'Böblingen', 'DE', 48.6897, 9.0058],
  [213, 2, 1, 'Niederlassung Nürnberg', 'Südwestpark 37', '90449', 'Nürnberg', 'DE', 49.4219, 11.0267],
  [214, 2, 1, 'Niederlassung Lyon', '12 rue de la République', '69002', 'Lyon', 'FR', 45.7637, 4.8357],
  [215, 2, 1, 'Niederlassung Toulouse', '5 allée Jean Jaurès', '31000', 'Toulouse', 'FR', 43.6068, 1.4498],
  [216, 2, 1, 'Niederlassung Barcelona', 'Carrer de Pujades 77', '08005', 'Barcelona', 'ES', 41.3986, 2.1946],
  [217, 2, 4, 'Niederlassung Madrid', 'Paseo de la Castellana 95', '28046', 'Madrid', 'ES', 40.4497, -3.6918],
  [218, 2, 1, 'Niederlassung Bremen', 'Airbus-Allee 1', '28199', 'Bremen', 'DE', 53.0534, 8.7864],
  [219, 2, 3, 'Niederlassung Jena', 'Carl-Zeiss-Promenade 10', '07745', 'Jena', 'DE', 50.9196, 11.5786],
  // Brightwork Personal (3): head office Spaldingstraße 160, Hamburg; branches in Hamburg and northern Germany.
  [301, 3, 2, 'Zentrale', 'Spaldingstraße 160', '20097', 'Hamburg', 'DE', 53.548, 10.0241],
  [302, 3, 1, 'Niederlassung Hamburg-Harburg', 'Schloßmühlendamm 4', '21073', 'Hamburg', 'DE', 53.4611, 9.9846],
  [
    303,
    3,
    1,
    'Niederlassung Hamburg-Wandsbek',
    'Wandsbeker Marktstraße 73',
    '22041',
    'Hamburg',
    'DE',
    53.5724,
    10.0689,
  ],
  [304, 3, 1, 'Niederlassung Norderstedt', 'Rathausallee 35', '22846', 'Norderstedt', 'DE', 53.7066, 9.9926],
  [305, 3, 1, 'Niederlassung Pinneberg', 'Dingstätte 27', '25421', 'Pinneberg', 'DE', 53.6587, 9.7987],
  [306, 3, 1, 'Niederlassung Stade', 'Hökerstraße 17', '21682', 'Stade', 'DE', 53.6003, 9.4762],
  [307, 3, 1, 'Niederlassung Lüneburg', 'Bardowicker Straße 6', '21335', 'Lüneburg', 'DE', 53.2508, 10.4074],
  [308, 3, 1, 'Niederlassung Bremen', 'Faulenstraße 31', '28195', 'Bremen', 'DE', 53.0772, 8.8019],
  [309, 3, 1, 'Niederlassung Kiel', 'Holstenstraße 88', '24103', 'Kiel', 'DE', 54.3207, 10.1349],
  [310, 3, 1, 'Niederlassung Lübeck', 'Breite Straße 12', '23552', 'Lübeck', 'DE', 53.868, 10.6857],
  [311, 3, 1, 'Niederlassung Hannover', 'Lister Meile 45', '30161', 'Hannover', 'DE', 52.3808, 9.7488],
  [312, 3, 1, 'Niederlassung Rostock', 'Lange Straße 9', '18055', 'Rostock', 'DE', 54.0895, 12.1351],
  [313, 3, 1, 'Niederlassung Schwerin', 'Mecklenburgstraße 28', '19053', 'Schwerin', 'DE', 53.6275, 11.4128],
  [314, 3, 1, 'Niederlassung Oldenburg', 'Achternstraße 21', '26122', 'Oldenburg', 'DE', 53.1406, 8.2138],
  // Halden Recruiting (4): 'Zentrale' is its head office in Munich (as on the brand C site's contact page).
  [401, 4, 2, 'Zentrale', 'Maximilianstraße 35', '80539', 'München', 'DE', 48.1394, 11.5836],
  [402, 4, 1, 'Niederlassung Frankfurt', 'Neue Mainzer Straße 52', '60311', 'Frankfurt am Main', 'DE', 50.112, 8.6737],
  [403, 4, 1, 'Niederlassung Hamburg', 'Neuer Wall 50', '20354', 'Hamburg', 'DE', 53.552, 9.99],
  [404, 4, 1, 'Niederlassung Wien', 'Schottenring 16', '1010', 'Wien', 'AT', 48.215, 16.3636],
  [405, 4, 1, 'Niederlassung Linz', 'Landstraße 15', '4020', 'Linz', 'AT', 48.303, 14.29],
  [406, 4, 1, 'Niederlassung Zürich', 'Bahnhofstrasse 44', '8001', 'Zürich', 'CH', 47.3717, 8.539],
  [407, 4, 1, 'Niederlassung Basel', 'Aeschenvorstadt 55', '4051', 'Basel', 'CH', 47.5527, 7.5947],
  [408, 4, 1, 'Niederlassung Berlin', 'Friedrichstraße 185', '10117', 'Berlin', 'DE', 52.5117, 13.3894],
  [409, 4, 1, 'Niederlassung Stuttgart', 'Königstraße 26', '70173', 'Stuttgart', 'DE', 48.7784, 9.18],
];

const COMPANY_DOMAINS: Record<number, string> = {
  1: 'velora-group.example',
  2: 'kestrel-engineering.example',
  3: 'brightwork.example',
  4: 'halden-recruiting.example',
};
const PHONE_PREFIX: Record<string, string> = { DE: '+49', AT: '+43', CH: '+41', FR: '+33', ES: '+34' };

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The e-mail box of a branch: 'zentrale@', else its town ('kiel@'), or its own name where a company has two in one town. */
function mailbox(companyId: number, name: string, city: string): string {
  if (name === 'Zentrale') return 'zentrale';
  const shared =
    BRANCH_ROWS.filter((row) => row[1] === companyId && row[6] === city && row[3] !== 'Zentrale').length > 1;
  return slug(shared ? name.replace(/^Niederlassung /, '') : city);
}

export const BRANCHES: BranchRef[] = BRANCH_ROWS.map(
  ([id, companyId, kind, name, street, zip, city, country, lat, lon]) => ({
    id,
    companyId,
    kind,
    name,
    street,
    zip,
    city,
    country,
    fon: `${PHONE_PREFIX[country]} ${((id * 7919) % 900) + 100} ${((id * 104729) % 9000000) + 1000000}`,
    email: `${mailbox(companyId, name, city)}@${COMPANY_DOMAINS[companyId]}`,
    lat,
    lon,
  }),
);

export const COMPANY_EMAIL_DOMAINS = COMPANY_DOMAINS;

export const REFERENCE_DATA: ReferenceData = {
  areas: AREAS,
  targetGroups: TARGET_GROUPS,
  types: TYPES,
  staffResponsibilities: STAFF_RESPONSIBILITIES,
  jobTypes: JOB_TYPES,
  workplaceTypes: WORKPLACE_TYPES,
  internalCareers: INTERNAL_CAREERS,
  branches: BRANCHES,
};

/** Extra cities (real coordinates) where project and job locations may lie besides the branch cities. */
export const EXTRA_CITIES: { city: string; country: string; lat: number; lon: number }[] = [
  { city: 'Augsburg', country: 'DE', lat: 48.3705, lon: 10.8978 },
  { city: 'Wiesbaden', country: 'DE', lat: 50.0782, lon: 8.2398 },
  { city: 'Kiel', country: 'DE', lat: 54.3233, lon: 10.1228 },
  { city: 'Rostock', country: 'DE', lat: 54.0924, lon: 12.0991 },
  { city: 'Saarbrücken', country: 'DE', lat: 49.2402, lon: 6.9969 },
  { city: 'Freiburg im Breisgau', country: 'DE', lat: 47.999, lon: 7.8421 },
  { city: 'Mainz', country: 'DE', lat: 49.9929, lon: 8.2473 },
  { city: 'Bonn', country: 'DE', lat: 50.7374, lon: 7.0982 },
  { city: 'Münster', country: 'DE', lat: 51.9607, lon: 7.6261 },
  { city: 'Darmstadt', country: 'DE', lat: 49.8728, lon: 8.6512 },
  { city: 'Heilbronn', country: 'DE', lat: 49.1427, lon: 9.2109 },
  { city: 'Würzburg', country: 'DE', lat: 49.7913, lon: 9.9534 },
  { city: 'Aachen', country: 'DE', lat: 50.7753, lon: 6.0839 },
  { city: 'Lübeck', country: 'DE', lat: 53.8655, lon: 10.6866 },
  { city: 'Oldenburg', country: 'DE', lat: 53.1435, lon: 8.2146 },
  { city: 'Neumünster', country: 'DE', lat: 54.0717, lon: 9.99 },
  { city: 'Elmshorn', country: 'DE', lat: 53.753, lon: 9.653 },
  { city: 'Buxtehude', country: 'DE', lat: 53.4769, lon: 9.701 },
  { city: 'Ahrensburg', country: 'DE', lat: 53.6747, lon: 10.2411 },
  { city: 'Bremerhaven', country: 'DE', lat: 53.5396, lon: 8.5809 },
  { city: 'Wismar', country: 'DE', lat: 53.8921, lon: 11.465 },
  { city: 'Duisburg', country: 'DE', lat: 51.4344, lon: 6.7623 },
  { city: 'Sindelfingen', country: 'DE', lat: 48.7133, lon: 9.0028 },
  { city: 'St. Pölten', country: 'AT', lat: 48.2047, lon: 15.6256 },
  { city: 'Luzern', country: 'CH', lat: 47.0502, lon: 8.3093 },
  { city: 'St. Gallen', country: 'CH', lat: 47.4245, lon: 9.3767 },
  { city: 'Grenoble', country: 'FR', lat: 45.1885, lon: 5.7245 },
  { city: 'Blagnac', country: 'FR', lat: 43.6364, lon: 1.39 },
  { city: 'Tarragona', country: 'ES', lat: 41.1189, lon: 1.2445 },
  { city: 'Getafe', country: 'ES', lat: 40.3083, lon: -3.7327 },
];

/** Offers placed away from their branch stay within this distance of it (a branch serves its region). */
export const NEARBY_KM = 120;
