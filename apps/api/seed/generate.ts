/**
 * Deterministic demo offer generator (seeded PRNG): the same (count, seed) always yields the same offers.
 * Used for the first-start demo data, the tests and the 100k benchmark.
 */
import type { OfferInput, OfferTexts } from '../src/offers/types.ts';
import { haversineKm } from '../src/offers/distance.ts';
import { BRANCHES, COMPANY_EMAIL_DOMAINS, EXTRA_CITIES, NEARBY_KM, TECHNIK_AREA_ID } from './reference.ts';
import {
  BENEFITS,
  CONTACT_FUNCTIONS,
  FIRST_NAMES,
  HEADLINES_DE,
  INTROS,
  INTROS_DU,
  LAST_NAMES,
  OUTROS,
  OUTROS_DU,
  PROJECT_BENEFITS,
  PROJECT_INTROS,
  TITLES,
  type TitleEntry,
} from './catalogue.ts';

/** mulberry32: tiny, fast, good enough for demo data. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}

/** Fixed reference day so the demo data does not change with the calendar. */
const REFERENCE_DAY = Date.UTC(2026, 10, 22);
const DAY = 86_400_000;
const COMPANY_NAMES: Record<number, string> = {
  1: 'Velora Group',
  2: 'Kestrel Engineering',
  3: 'Brightwork Personal',
  4: 'Halden Recruiting',
};
const REF_PREFIX: Record<number, string> = { 1: 'VG', 2: 'KE', 3: 'BW', 4: 'HR' };
const MARKET_OF_COUNTRY: Record<string, number> = { DE: 10, AT: 12, CH: 41, FR: 26, ES: 23 };
/** How each company addresses applicants in German: Brightwork (brand B) says 'du', the others 'Sie'. */
const COMPANY_VOICE: Record<number, 'formal' | 'informal'> = { 1: 'formal', 2: 'formal', 3: 'informal', 4: 'formal' };
/** Areas each company mostly hires for. */
const COMPANY_AREAS: Record<number, number[]> = {
  1: [1, 2, 2, 2, 1],
  2: [TECHNIK_AREA_ID, TECHNIK_AREA_ID, TECHNIK_AREA_ID, 1, 1, 6],
  3: [4, 4, 3, 3, 2, 5, TECHNIK_AREA_ID],
  4: [1, 2, TECHNIK_AREA_ID, 6, 5],
};

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function germanDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}
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
function list(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

const titlesByAreaAndKind = new Map<string, TitleEntry[]>();
for (const t of TITLES) {
  for (const kind of t.kinds) {
    const key = `${t.areaId}:${kind}`;
    titlesByAreaAndKind.set(key, [...(titlesByAreaAndKind.get(key) ?? []), t]);
  }
}
const projectTitles = TITLES.filter((t) => t.kinds.includes('project'));
const branchesByCompany = new Map<number, typeof BRANCHES>();
for (const b of BRANCHES) branchesByCompany.set(b.companyId, [...(branchesByCompany.get(b.companyId) ?? []), b]);
/** Each company's head office (kind 2, named 'Zentrale'): where its inhouse head-office jobs are. */
const HEAD_OFFICES = new Map(
  BRANCHES.filter((b) => b.kind === 2 && b.name === 'Zentrale').map((b) => [b.companyId, b]),
);
/** Other towns within reach of each branch (a branch places offers in its region, not across the country). */
const NEARBY_CITIES = new Map(
  BRANCHES.map((b) => [
    b.id,
    EXTRA_CITIES.filter((c) => c.city !== b.city && haversineKm(b.lat, b.lon, c.lat, c.lon) <= NEARBY_KM),
  ]),
);

export interface GenerateOptions {
  count: number;
  seed?: number;
  firstJobId?: number;
}

export function generateOffers({ count, seed = 42, firstJobId = 100_001 }: GenerateOptions): OfferInput[] {
  const r = createRandom(seed);
  const offers: OfferInput[] = [];
  for (let i = 0; i < count; i++) offers.push(generateOffer(r, firstJobId + i));
  return offers;
}

function generateOffer(r: ReturnType<typeof createRandom>, jobId: number): OfferInput {
  const isProject = r.chance(0.16);
  // Projects are mostly brand A's (engineering services); jobs spread over all four companies.
  const companyId = isProject ? (r.chance(0.85) ? 2 : r.pick([1, 4])) : r.pick([1, 2, 2, 2, 3, 3, 3, 4, 4]);
  const inhouse = companyId === 1 ? r.chance(0.6) : r.chance(0.05);
  const kind = isProject ? 'project' : 'job';
  let title: TitleEntry;
  if (isProject) title = r.pick(projectTitles);
  else {
    const areaId = r.pick(COMPANY_AREAS[companyId]);
    title = r.pick(titlesByAreaAndKind.get(`${areaId}:${kind}`) ?? titlesByAreaAndKind.get(`1:job`)!);
  }
  const headOffice = HEAD_OFFICES.get(companyId);
  const branch = inhouse && headOffice && r.chance(0.4) ? headOffice : r.pick(branchesByCompany.get(companyId)!);
  const nearby = NEARBY_CITIES.get(branch.id) ?? [];
  const elsewhere =
    branch !== headOffice && nearby.length > 0 && r.chance(isProject ? 0.4 : 0.1) ? r.pick(nearby) : undefined;
  const location = elsewhere
    ? { city: elsewhere.city, country: elsewhere.country, latitude: elsewhere.lat, longitude: elsewhere.lon }
    : { city: branch.city, country: branch.country, latitude: branch.lat, longitude: branch.lon };

  const facultyCodes = [title.areaId * 1000];
  // (sorted below, as the import validator stores them)
  if (title.areaId === TECHNIK_AREA_ID && title.faculties) {
    for (const f of r.sample(title.faculties, r.int(1, title.faculties.length)))
      facultyCodes.push(title.areaId * 1000 + f);
    facultyCodes.sort((a, b) => a - b);
  }
  const targetGroupIds = isProject
    ? [6, ...(r.chance(0.3) ? [2] : [])]
    : r
        .sample([1, 2, 2, 2, 3, 4, 5], r.int(1, 2))
        .filter((v, i, a) => a.indexOf(v) === i)
        .sort((a, b) => a - b);
  if (isProject) targetGroupIds.sort((a, b) => a - b);

  const publishedAt = isoDay(REFERENCE_DAY - r.int(0, 120) * DAY);
  const startDate = isProject || r.chance(0.3) ? isoDay(REFERENCE_DAY + r.int(-10, 90) * DAY) : null;
  const weeks = isProject ? r.int(4, 52) : null;
  const currency: 'CHF' | 'EUR' = location.country === 'CH' ? 'CHF' : 'EUR';
  const salary = isProject
    ? r.chance(0.3)
      ? { min: r.int(70, 90), max: r.int(95, 125), period: 'HOUR' as const, currency }
      : null
    : r.chance(0.45)
      ? (() => {
          const factor = currency === 'CHF' ? 1.45 : 1;
          const min = Math.round((title.salary[0] * factor * (0.9 + r.next() * 0.2)) / 500) * 500;
          return {
            min,
            max: min + Math.round((title.salary[1] - title.salary[0]) / 500) * 500,
            period: 'YEAR' as const,
            currency,
          };
        })()
      : null;

  const firstName = r.pick(FIRST_NAMES);
  const lastName = r.pick(LAST_NAMES);
  const contactFn = r.pick(CONTACT_FUNCTIONS);
  const domain = COMPANY_EMAIL_DOMAINS[companyId];
  const contact = {
    title: r.chance(0.1) ? 'Dr.' : '',
    firstName,
    lastName,
    function: contactFn[0],
    phone: `${branch.fon}-${r.int(10, 89)}`,
    email: r.chance(0.8) ? `${slug(firstName)}.${slug(lastName)}@${domain}` : null,
    photoUrl: null,
  };
  const suffixDe = isProject ? '' : ' (m/w/d)';
  const suffixEn = isProject ? '' : ' (m/f/d)';
  const suffixFr = isProject ? '' : ' (H/F)';
  const suffixEs = isProject ? '' : ' (H/M)';
  const titleDe = title.de + suffixDe;
  const titleEn = title.en + suffixEn;
  const company = COMPANY_NAMES[companyId];
  const startText = startDate ? germanDate(startDate) : '';
  const values = (lang: 0 | 1) => ({
    company,
    city: location.city,
    title: lang === 0 ? title.de : title.en,
    start: lang === 0 ? startText || 'sofort' : startText || 'immediately',
    weeks: String(weeks ?? ''),
    contact: `${firstName} ${lastName}`,
  });
  const intro = r.pick(isProject ? PROJECT_INTROS : INTROS);
  const outro = r.pick(OUTROS);
  const informal = COMPANY_VOICE[companyId] === 'informal';
  // Informal companies have no projects (the du texts cover jobs); their German intro and outro in the du form.
  const introDe = informal && !isProject ? INTROS_DU[INTROS.indexOf(intro)]! : intro[0];
  const outroDe = informal ? OUTROS_DU[OUTROS.indexOf(outro)]! : outro[0];
  const headlines = HEADLINES_DE[informal ? 'informal' : 'formal'];
  const tasks = r.sample(title.tasks, Math.min(title.tasks.length, r.int(3, 4)));
  const reqs = title.requirements;
  const benefits = r.sample(isProject ? PROJECT_BENEFITS : BENEFITS, isProject ? 3 : r.int(4, 6));
  const texts = (lang: 0 | 1): OfferTexts => ({
    intro: `<p>${fill(lang === 0 ? introDe : intro[1], values(lang))}</p>`,
    tasksHeadline: lang === 0 ? headlines.tasks : 'Your tasks',
    tasks: list(tasks.map((t) => t[lang])),
    benefitsHeadline:
      lang === 0
        ? isProject
          ? headlines.projectBenefits
          : headlines.benefits
        : isProject
          ? 'Your advantages'
          : 'What we offer',
    benefits: list(benefits.map((t) => t[lang])),
    requirementsHeadline: lang === 0 ? headlines.requirements : 'Your profile',
    requirements: list(reqs.map((t) => t[lang])),
    outro: `<p>${fill(lang === 0 ? outroDe : outro[1], values(lang))}</p>`,
  });
  const market = r.chance(0.03) ? r.pick([23, 26, 28]) : (MARKET_OF_COUNTRY[location.country] ?? 10);
  const languageId = r.chance(0.9) ? 1 : r.pick([2, 2, 2, 3, 5]);

  return {
    jobId,
    companyId,
    typeId: isProject ? 4 : 3,
    branchId: branch.id,
    title: { de: titleDe, en: titleEn, fr: title.fr + suffixFr, es: title.es + suffixEs },
    urlpart: slug(`${title.de} ${location.city}`),
    areaId: title.areaId,
    facultyCodes,
    targetGroupIds,
    location,
    weeks,
    startDate,
    numberPure: isProject ? `P-${jobId}` : null,
    inhouse,
    staffResponsibilityId: r.chance(0.1) ? null : r.pick([1, 1, 1, 1, 2, 3]),
    workplaceTypeId: r.chance(0.05) ? null : r.pick([1, 1, 2, 2, 3]),
    jobTypeId: isProject ? null : r.pick([1, 1, 1, 2, 3, 4, 5]),
    tags: r.sample(title.tags, r.int(1, title.tags.length)),
    salary,
    languageId,
    targetMarketId: market,
    publishedAt,
    texts: { de: texts(0), en: texts(1) },
    contact,
    email: branch.email,
    referenceNumber: `${REF_PREFIX[companyId]}-${jobId}`,
  };
}
