/**
 * Offer import from the applicant-tracking system's JSON feed (format: README "Feed format").
 * Every record is validated on its own; bad ones are reported with their reason and never stop the good ones.
 */
import type { OfferStore } from './store.ts';
import type { OfferContact, OfferInput, OfferSalary, OfferTexts, ReferenceData } from './types.ts';
import { LANGUAGE_IDS } from './types.ts';

export const MAX_FEED_RECORDS = 200_000;

export interface Rejection {
  index: number;
  jobId?: number;
  reason: string;
}

export interface ImportReport {
  mode: 'full' | 'partial';
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  rejected: Rejection[];
}

class RecordError extends Error {}
const fail = (msg: string): never => {
  throw new RecordError(msg);
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function str(o: Obj, key: string, opts: { max?: number; optional?: boolean; path?: string } = {}): string {
  const v = o[key];
  const name = opts.path ?? key;
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return '';
    return fail(`${name} is required`);
  }
  if (typeof v !== 'string') return fail(`${name} must be a string`);
  if (v.length > (opts.max ?? 500)) return fail(`${name} is longer than ${opts.max ?? 500} characters`);
  return v;
}

function int(o: Obj, key: string, min: number, max: number, optional = false): number | null {
  const v = o[key];
  if (v === undefined || v === null) return optional ? null : fail(`${key} is required`);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    return fail(`${key} must be a whole number from ${min} to ${max}`);
  return v;
}

function num(o: Obj, key: string, min: number, max: number, path = key): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    return fail(`${path} must be a number from ${min} to ${max}`);
  return v;
}

function isoDate(o: Obj, key: string, optional: boolean): string | null {
  const v = o[key];
  if (v === undefined || v === null || v === '') return optional ? null : fail(`${key} is required`);
  if (
    typeof v !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
    Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
  ) {
    return fail(`${key} must be a date yyyy-mm-dd`);
  }
  return v;
}

function idList(o: Obj, key: string, allowed: (id: number) => boolean, what: string): number[] {
  const v = o[key] ?? [];
  if (!Array.isArray(v) || v.length > 50) return fail(`${key} must be a list of ids`);
  const out: number[] = [];
  for (const id of v) {
    if (typeof id !== 'number' || !Number.isInteger(id) || !allowed(id))
      return fail(`${key} contains an unknown ${what} ${JSON.stringify(id)}`);
    if (!out.includes(id)) out.push(id);
  }
  return out.sort((a, b) => a - b);
}

function texts(v: unknown, path: string): OfferTexts {
  if (!isObj(v)) return fail(`${path} must be an object`);
  const t = (k: string, max: number, optional = false) => str(v, k, { max, optional, path: `${path}.${k}` });
  return {
    intro: t('intro', 20_000),
    tasksHeadline: t('tasksHeadline', 200, true),
    tasks: t('tasks', 20_000, true),
    benefitsHeadline: t('benefitsHeadline', 200, true),
    benefits: t('benefits', 20_000, true),
    requirementsHeadline: t('requirementsHeadline', 200, true),
    requirements: t('requirements', 20_000, true),
    outro: t('outro', 20_000, true),
  };
}

const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,190}\.[a-z]{2,}$/i;

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/** Validates one feed record against the reference data; throws RecordError with the first reason. */
export function validateRecord(raw: unknown, ref: ReferenceData): OfferInput {
  if (!isObj(raw)) return fail('record must be an object');
  const jobId = int(raw, 'jobId', 1, 2_000_000_000)!;
  const companyId = int(raw, 'companyId', 1, 4)!;
  const typeId = int(raw, 'typeId', 3, 4)! as 3 | 4;
  const branchId = int(raw, 'branchId', 1, 2_000_000_000)!;
  const branch = ref.branches.find((b) => b.id === branchId);
  if (!branch) fail(`branchId ${branchId} is not a known branch`);
  if (branch!.companyId !== companyId && branch!.companyId !== 1)
    fail(`branchId ${branchId} does not belong to company ${companyId}`);
  if (!isObj(raw.title)) fail('title must be an object with de (and en)');
  const title = raw.title as Obj;
  const titleDe = str(title, 'de', { max: 200, path: 'title.de' }).trim();
  const titleEn = str(title, 'en', { max: 200, optional: true, path: 'title.en' }).trim() || titleDe;
  const titleFr = str(title, 'fr', { max: 200, optional: true, path: 'title.fr' }).trim();
  const titleEs = str(title, 'es', { max: 200, optional: true, path: 'title.es' }).trim();
  const areaId = int(raw, 'areaId', 1, 1_000_000)!;
  const area = ref.areas.find((a) => a.id === areaId);
  if (!area) fail(`areaId ${areaId} is not a known area`);
  const facultyCodes = idList(
    raw,
    'facultyCodes',
    (c) => Math.floor(c / 1000) === areaId && (c % 1000 === 0 || area!.faculties.some((f) => f.id === c % 1000)),
    `faculty code of area ${areaId}`,
  );
  if (!facultyCodes.includes(areaId * 1000)) facultyCodes.unshift(areaId * 1000);
  const targetGroupIds = idList(
    raw,
    'targetGroupIds',
    (id) => ref.targetGroups.some((t) => t.id === id),
    'target group',
  );
  if (!isObj(raw.location)) fail('location must be an object');
  const loc = raw.location as Obj;
  const location = {
    city: str(loc, 'city', { max: 100, path: 'location.city' }),
    country: str(loc, 'country', { max: 2, path: 'location.country' }).toUpperCase(),
    latitude: num(loc, 'latitude', -90, 90, 'location.latitude'),
    longitude: num(loc, 'longitude', -180, 180, 'location.longitude'),
  };
  if (!/^[A-Z]{2}$/.test(location.country)) fail('location.country must be an ISO 3166 alpha-2 code');
  const lookup = (key: string, list: { id: number }[]) => {
    const v = int(raw, key, 1, 1_000_000, true);
    if (v !== null && !list.some((x) => x.id === v)) fail(`${key} ${v} is not known`);
    return v;
  };
  let salary: OfferSalary | null = null;
  if (raw.salary !== undefined && raw.salary !== null) {
    if (!isObj(raw.salary)) fail('salary must be an object or null');
    const s = raw.salary as Obj;
    const min = num(s, 'min', 0, 10_000_000, 'salary.min');
    const max = num(s, 'max', 0, 10_000_000, 'salary.max');
    if (max < min) fail('salary.max is below salary.min');
    const period = s.period ?? 'YEAR';
    if (period !== 'YEAR' && period !== 'MONTH' && period !== 'HOUR') fail('salary.period must be YEAR, MONTH or HOUR');
    const currency = s.currency ?? 'EUR';
    if (currency !== 'EUR' && currency !== 'CHF') fail('salary.currency must be EUR or CHF');
    salary = { min, max, period: period as OfferSalary['period'], currency: currency as OfferSalary['currency'] };
  }
  const tags = raw.tags ?? [];
  if (
    !Array.isArray(tags) ||
    tags.length > 30 ||
    !tags.every((t) => typeof t === 'string' && t.trim().length > 0 && t.length <= 60)
  ) {
    fail('tags must be a list of up to 30 strings of at most 60 characters');
  }
  if (!isObj(raw.texts)) fail('texts must be an object with de (and en)');
  const textsDe = texts((raw.texts as Obj).de, 'texts.de');
  const textsEn = (raw.texts as Obj).en === undefined ? textsDe : texts((raw.texts as Obj).en, 'texts.en');
  if (!isObj(raw.contact)) fail('contact must be an object');
  const c = raw.contact as Obj;
  const contactEmail = str(c, 'email', { max: 254, optional: true, path: 'contact.email' });
  if (contactEmail && !EMAIL.test(contactEmail)) fail('contact.email is not an e-mail address');
  const photoUrl = str(c, 'photoUrl', { max: 2000, optional: true, path: 'contact.photoUrl' });
  if (photoUrl && !/^https?:\/\/[^\s]+$/.test(photoUrl)) fail('contact.photoUrl must be an http(s) URL');
  const contact: OfferContact = {
    title: str(c, 'title', { max: 50, optional: true, path: 'contact.title' }),
    firstName: str(c, 'firstName', { max: 100, path: 'contact.firstName' }),
    lastName: str(c, 'lastName', { max: 100, path: 'contact.lastName' }),
    function: str(c, 'function', { max: 100, optional: true, path: 'contact.function' }),
    phone: str(c, 'phone', { max: 50, optional: true, path: 'contact.phone' }),
    email: contactEmail || null,
    photoUrl: photoUrl || null,
  };
  const email = str(raw, 'email', { max: 254, optional: true }) || branch!.email;
  if (!EMAIL.test(email)) fail('email is not an e-mail address');
  const languageId = int(raw, 'languageId', 1, 999, true) ?? 1;
  if (!(LANGUAGE_IDS as readonly number[]).includes(languageId))
    fail(`languageId must be one of ${LANGUAGE_IDS.join(', ')}`);
  const urlpart = str(raw, 'urlpart', { max: 150, optional: true });
  if (urlpart && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(urlpart))
    fail('urlpart must be lower-case letters, digits and single hyphens');
  return {
    jobId,
    companyId,
    typeId,
    branchId,
    title: { de: titleDe, en: titleEn, ...(titleFr ? { fr: titleFr } : {}), ...(titleEs ? { es: titleEs } : {}) },
    urlpart: urlpart || slugify(`${titleDe} ${location.city}`) || String(jobId),
    areaId,
    facultyCodes,
    targetGroupIds,
    location,
    weeks: int(raw, 'weeks', 0, 520, true),
    startDate: isoDate(raw, 'startDate', true),
    numberPure: str(raw, 'numberPure', { max: 50, optional: true }) || null,
    inhouse:
      raw.inhouse === undefined
        ? false
        : typeof raw.inhouse === 'boolean'
          ? raw.inhouse
          : fail('inhouse must be true or false'),
    staffResponsibilityId: lookup('staffResponsibilityId', ref.staffResponsibilities),
    workplaceTypeId: lookup('workplaceTypeId', ref.workplaceTypes),
    jobTypeId: lookup('jobTypeId', ref.jobTypes),
    tags: (tags as string[]).map((t) => t.trim()),
    salary,
    languageId,
    targetMarketId: int(raw, 'targetMarketId', 1, 999, true) ?? 10,
    publishedAt: isoDate(raw, 'publishedAt', false)!,
    texts: { de: textsDe, en: textsEn },
    contact,
    email,
    referenceNumber: str(raw, 'referenceNumber', { max: 50, optional: true }) || String(jobId),
  };
}

/** Validates the feed envelope; throws Error (→ 400) when the feed itself is unusable. */
export function parseFeedEnvelope(feed: unknown): { mode: 'full' | 'partial'; companyId?: number; offers: unknown[] } {
  if (!isObj(feed)) throw new Error('the feed must be a JSON object with an "offers" list');
  const mode = feed.mode ?? 'partial';
  if (mode !== 'full' && mode !== 'partial') throw new Error('mode must be "full" or "partial"');
  if (!Array.isArray(feed.offers)) throw new Error('offers must be a list');
  if (feed.offers.length > MAX_FEED_RECORDS) throw new Error(`at most ${MAX_FEED_RECORDS} offers per feed`);
  let companyId: number | undefined;
  if (feed.companyId !== undefined) {
    if (typeof feed.companyId !== 'number' || ![1, 2, 3, 4].includes(feed.companyId))
      throw new Error('companyId must be 1, 2, 3 or 4');
    companyId = feed.companyId;
  }
  return { mode, companyId, offers: feed.offers };
}

/** Imports run one at a time per process: interleaved writers would make revision ranges overlap. */
let importChain: Promise<unknown> = Promise.resolve();

export function importFeed(store: OfferStore, feed: unknown): Promise<ImportReport> {
  const run = importChain.then(() => runImport(store, feed));
  importChain = run.catch(() => undefined);
  return run;
}

async function runImport(store: OfferStore, feed: unknown): Promise<ImportReport> {
  const { mode, companyId, offers } = parseFeedEnvelope(feed);
  const ref = await store.getReferenceData();
  const rejected: Rejection[] = [];
  const valid = new Map<number, OfferInput>();
  /** Job ids named in the feed, valid or not: a full feed never withdraws an offer it mentions. */
  const mentioned = new Set<number>();
  offers.forEach((raw, index) => {
    const rawId = isObj(raw) && typeof raw.jobId === 'number' && Number.isInteger(raw.jobId) ? raw.jobId : undefined;
    if (rawId !== undefined) mentioned.add(rawId);
    try {
      const input = validateRecord(raw, ref);
      if (companyId !== undefined && input.companyId !== companyId)
        fail(`companyId ${input.companyId} is outside this feed's company ${companyId}`);
      if (valid.has(input.jobId)) fail(`jobId ${input.jobId} appears more than once; the first record is kept`);
      valid.set(input.jobId, input);
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      rejected.push({ index, jobId: rawId, reason: error.message });
    }
  });
  const result = await store.upsertOffers([...valid.values()]);
  for (const f of result.failed)
    rejected.push({
      index: offers.findIndex((o) => isObj(o) && o.jobId === f.jobId),
      jobId: f.jobId,
      reason: f.reason,
    });
  const withdrawn = mode === 'full' ? await store.withdrawMissing(mentioned, companyId) : [];
  return {
    mode,
    received: offers.length,
    created: result.created.length,
    updated: result.updated.length,
    unchanged: result.unchanged.length,
    withdrawn: withdrawn.length,
    rejected: rejected.sort((a, b) => a.index - b.index),
  };
}
