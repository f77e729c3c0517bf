/** Demo reference data: facet lists (SPEC §3.9) and ~45 branches in real German, Austrian and Swiss cities. */
import type { AreaRef, BranchRef, InternalCareerRef, LookupRef, ReferenceData } from '../src/offers/types.ts';

const l = (de: string, en: string, fr: string, es: string) => ({ de, en, fr, es });

/** Area 12 is 'TECHNIK': the only one that expands into faculties in the filter (code 12000 = the area itself). */
export const TECHNIK_AREA_ID = 12;

export const AREAS: AreaRef[] = [
  { id: 1, number: 'IT', name: l('IT & Software', 'IT & Software', 'Informatique et logiciels', 'TI y software'), faculties: [] },
  { id: 2, number: 'KAUFM', name: l('Kaufmännische Berufe', 'Business & Administration', 'Commerce et administration', 'Administración y negocios'), faculties: [] },
  { id: 3, number: 'LOGISTIK', name: l('Logistik', 'Logistics', 'Logistique', 'Logística'), faculties: [] },
  { id: 4, number: 'PRODUKTION', name: l('Produktion & Handwerk', 'Production & Trades', 'Production et artisanat', 'Producción y oficios'), faculties: [] },
  { id: 5, number: 'MEDIZIN', name: l('Medizin & Pflege', 'Healthcare & Nursing', 'Santé et soins', 'Salud y enfermería'), faculties: [] },
  { id: 6, number: 'BAU', name: l('Bauwesen & Architektur', 'Construction & Architecture', 'Construction et architecture', 'Construcción y arquitectura'), faculties: [] },
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
      { id: 6, name: l('Versorgungstechnik', 'Building Services Engineering', 'Génie climatique', 'Instalaciones técnicas') },
      { id: 7, name: l('Qualitätsmanagement', 'Quality Management', 'Gestion de la qualité', 'Gestión de calidad') },
      { id: 8, name: l('Embedded Systems', 'Embedded Systems', 'Systèmes embarqués', 'Sistemas embebidos') },
    ],
  },
];

export const TARGET_GROUPS: LookupRef[] = [
  { id: 1, name: l('Berufseinsteiger', 'Graduates', 'Jeunes diplômés', 'Recién titulados') },
  { id: 2, name: l('Berufserfahrene', 'Professionals', 'Professionnels expérimentés', 'Profesionales con experiencia') },
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
  { id: 1, name: l('Ohne Personalverantwortung', 'No staff responsibility', 'Sans responsabilité managériale', 'Sin personal a cargo') },
  { id: 2, name: l('Mit Personalverantwortung', 'With staff responsibility', 'Avec responsabilité managériale', 'Con personal a cargo') },
  { id: 3, name: l('Fachliche Führung', 'Technical lead', 'Encadrement technique', 'Liderazgo técnico') },
];

export const JOB_TYPES: LookupRef[] = [
  { id: 1, name: l('Vollzeit', 'Full-time', 'Temps plein', 'Jornada completa') },
  { id: 2, name: l('Teilzeit', 'Part-time', 'Temps partiel', 'Media jornada') },
  { id: 3, name: l('Vollzeit oder Teilzeit', 'Full-time or part-time', 'Temps plein ou partiel', 'Jornada completa o parcial') },
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

type B = [id: number, companyId: number, kind: number, name: string, street: string, zip: string, city: string, country: string, lat: number, lon: number];

const BRANCH_ROWS: B[] = [
  // Velora Group (1): the group headquarter is branch 113.
  [113, 1, 2, 'Zentrale', 'Am Wall 140', '28195', 'Bremen', 'DE', 53.0793, 8.8017],
  [110, 1, 1, 'Niederlassung Hamburg', 'Große Elbstraße 145', '22767', 'Hamburg', 'DE', 53.5511, 9.9937],
  [111, 1, 1, 'Niederlassung Berlin', 'Friedrichstraße 68', '10117', 'Berlin', 'DE', 52.52, 13.405],
  [112, 1, 1, 'Niederlassung Frankfurt', 'Mainzer Landstraße 50', '60325', 'Frankfurt am Main', 'DE', 50.1109, 8.6821],
  // Kestrel Engineering (2)
  [201, 2, 1, 'Niederlassung München', 'Leopoldstraße 244', '80807', 'München', 'DE', 48.1351, 11.582],
  [202, 2, 1, 'Niederlassung Stuttgart', 'Heilbronner Straße 86', '70191', 'Stuttgart', 'DE', 48.7758, 9.1829],
  [203, 2, 3, 'Niederlassung Ingolstadt', 'Ettinger Straße 107', '85057', 'Ingolstadt', 'DE', 48.7665, 11.4258],
  [204, 2, 1, 'Niederlassung Wolfsburg', 'Heinrich-Nordhoff-Straße 69', '38440', 'Wolfsburg', 'DE', 52.4227, 10.7865],
  [205, 2, 1, 'Niederlassung Braunschweig', 'Hamburger Straße 273', '38114', 'Braunschweig', 'DE', 52.2689, 10.5268],
  [206, 2, 1, 'Niederlassung Hamburg', 'Hermann-Blohm-Straße 3', '20457', 'Hamburg', 'DE', 53.5511, 9.9937],
  [207, 2, 4, 'Niederlassung Friedrichshafen', 'Allmannsweilerstraße 25', '88046', 'Friedrichshafen', 'DE', 47.65, 9.48],
  [208, 2, 1, 'Niederlassung Ulm', 'Söflinger Straße 100', '89077', 'Ulm', 'DE', 48.4011, 9.9876],
  [209, 2, 1, 'Niederlassung Regensburg', 'Galgenbergstraße 2a', '93053', 'Regensburg', 'DE', 49.0134, 12.1016],
  [210, 2, 1, 'Niederlassung Köln', 'Mathias-Brüggen-Straße 85', '50829', 'Köln', 'DE', 50.9375, 6.9603],
  [211, 2, 1, 'Niederlassung Mannheim', 'Dynamostraße 13', '68165', 'Mannheim', 'DE', 49.4875, 8.466],
  [212, 2, 3, 'Niederlassung Karlsruhe', 'Emmy-Noether-Straße 9', '76131', 'Karlsruhe', 'DE', 49.0069, 8.4037],
  [213, 2, 1, 'Niederlassung Nürnberg', 'Südwestpark 37', '90449', 'Nürnberg', 'DE', 49.4521, 11.0767],
  [214, 2, 1, 'Niederlassung Graz', 'Liebenauer Hauptstraße 2', '8041', 'Graz', 'AT', 47.0707, 15.4395],
  [215, 2, 1, 'Niederlassung Linz', 'Peter-Behrens-Platz 4', '4020', 'Linz', 'AT', 48.3069, 14.2858],
  [216, 2, 1, 'Niederlassung Zürich', 'Hardturmstrasse 161', '8005', 'Zürich', 'CH', 47.3769, 8.5417],
  [217, 2, 4, 'Niederlassung Winterthur', 'Zürcherstrasse 14', '8400', 'Winterthur', 'CH', 47.5001, 8.724],
  [218, 2, 1, 'Niederlassung Bremen', 'Airbus-Allee 1', '28199', 'Bremen', 'DE', 53.0793, 8.8017],
  [219, 2, 3, 'Niederlassung Jena', 'Carl-Zeiss-Promenade 10', '07745', 'Jena', 'DE', 50.9271, 11.5892],
  // Brightwork Personal (3)
  [301, 3, 2, 'Niederlassung Düsseldorf', 'Königsallee 92', '40212', 'Düsseldorf', 'DE', 51.2277, 6.7735],
  [302, 3, 1, 'Niederlassung Dortmund', 'Westenhellweg 102', '44137', 'Dortmund', 'DE', 51.5136, 7.4653],
  [303, 3, 1, 'Niederlassung Essen', 'Kettwiger Straße 24', '45127', 'Essen', 'DE', 51.4556, 7.0116],
  [304, 3, 1, 'Niederlassung Duisburg', 'Königstraße 48', '47051', 'Duisburg', 'DE', 51.4344, 6.7623],
  [305, 3, 1, 'Niederlassung Bochum', 'Kortumstraße 16', '44787', 'Bochum', 'DE', 51.4818, 7.2162],
  [306, 3, 1, 'Niederlassung Wuppertal', 'Friedrich-Engels-Allee 161', '42285', 'Wuppertal', 'DE', 51.2562, 7.1508],
  [307, 3, 1, 'Niederlassung Bielefeld', 'Niederwall 23', '33602', 'Bielefeld', 'DE', 52.0302, 8.5325],
  [308, 3, 1, 'Niederlassung Leipzig', 'Petersstraße 32', '04109', 'Leipzig', 'DE', 51.3397, 12.3731],
  [309, 3, 1, 'Niederlassung Dresden', 'Prager Straße 10', '01069', 'Dresden', 'DE', 51.0504, 13.7373],
  [310, 3, 1, 'Niederlassung Magdeburg', 'Breiter Weg 114', '39104', 'Magdeburg', 'DE', 52.1205, 11.6276],
  [311, 3, 1, 'Niederlassung Erfurt', 'Anger 66', '99084', 'Erfurt', 'DE', 50.9848, 11.0299],
  [312, 3, 1, 'Niederlassung Kassel', 'Obere Königsstraße 37', '34117', 'Kassel', 'DE', 51.3127, 9.4797],
  [313, 3, 1, 'Niederlassung Hannover', 'Georgstraße 36', '30159', 'Hannover', 'DE', 52.3759, 9.732],
  [314, 3, 1, 'Niederlassung Berlin', 'Alexanderplatz 5', '10178', 'Berlin', 'DE', 52.52, 13.405],
  // Halden Recruiting (4): 'Zentrale' is its head office in Munich (as on the brand C site's contact page).
  [401, 4, 2, 'Zentrale', 'Maximilianstraße 35', '80539', 'München', 'DE', 48.1394, 11.5836],
  [402, 4, 1, 'Niederlassung Frankfurt', 'Neue Mainzer Straße 52', '60311', 'Frankfurt am Main', 'DE', 50.112, 8.6737],
  [403, 4, 1, 'Niederlassung Hamburg', 'Neuer Wall 50', '20354', 'Hamburg', 'DE', 53.552, 9.99],
  [404, 4, 1, 'Niederlassung Wien', 'Schottenring 16', '1010', 'Wien', 'AT', 48.215, 16.3636],
  [405, 4, 1, 'Niederlassung Linz', 'Landstraße 15', '4020', 'Linz', 'AT', 48.303, 14.29],
  [406, 4, 1, 'Niederlassung Zürich', 'Bahnhofstrasse 44', '8001', 'Zürich', 'CH', 47.3717, 8.539],
  [407, 4, 1, 'Niederlassung Basel', 'Aeschenvorstadt 55', '4051', 'Basel', 'CH', 47.5596, 7.5886],
  [408, 4, 1, 'Niederlassung Berlin', 'Friedrichstraße 185', '10117', 'Berlin', 'DE', 52.5117, 13.3894],
  [409, 4, 1, 'Niederlassung Stuttgart', 'Königstraße 26', '70173', 'Stuttgart', 'DE', 48.7784, 9.18],
];

const COMPANY_DOMAINS: Record<number, string> = { 1: 'velora-group.example', 2: 'kestrel-engineering.example', 3: 'brightwork.example', 4: 'halden-recruiting.example' };
const PHONE_PREFIX: Record<string, string> = { DE: '+49', AT: '+43', CH: '+41' };

function slug(s: string): string {
  return s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const BRANCHES: BranchRef[] = BRANCH_ROWS.map(([id, companyId, kind, name, street, zip, city, country, lat, lon]) => ({
  id,
  companyId,
  kind,
  name,
  street,
  zip,
  city,
  country,
  fon: `${PHONE_PREFIX[country]} ${(id * 7919) % 900 + 100} ${(id * 104729) % 9000000 + 1000000}`,
  email: `${name === 'Zentrale' ? 'zentrale' : slug(city)}@${COMPANY_DOMAINS[companyId]}`,
  lat,
  lon,
}));

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
  { city: 'St. Pölten', country: 'AT', lat: 48.2047, lon: 15.6256 },
  { city: 'Luzern', country: 'CH', lat: 47.0502, lon: 8.3093 },
  { city: 'St. Gallen', country: 'CH', lat: 47.4245, lon: 9.3767 },
];
