import { describe, expect, it } from 'vitest';
import { generateOffers } from '../../../seed/generate.ts';
import { REFERENCE_DATA } from '../../../seed/reference.ts';
import type { SearchQuery } from '../query.ts';
import { toRow } from '../rows.ts';
import { encodeTermTexts } from '../term-ids.ts';
import { parseKeyword } from '../keyword/parse.ts';
import { synonymTable } from '../keyword/synonym-source.ts';
import { count, countAnd, forEachBit, fullBitset, createBitset, setBit, toArray } from './bitset.ts';
import { OfferIndex } from './offer-index.ts';

const newRows = generateOffers({ count: 1500, seed: 7 })
  .map((o) => toRow(o, REFERENCE_DATA, 1, '2026-11-22'))
  .sort((a, b) => (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : b.job_id - a.job_id));
const { encoded, dictionary } = encodeTermTexts(newRows.map((r) => r.search_terms));
const rows = newRows.map(({ search_terms: _t, content: _c, ...r }, i) => ({ ...r, term_ids: encoded[i] }));
const index = new OfferIndex(rows, dictionary);
const base: SearchQuery = { inhouse: false, counts: true, countTotal: true, limit: 20, offset: 0 };

describe('bitset', () => {
  it('sets, counts and iterates bits across word boundaries', () => {
    const b = createBitset(100);
    for (const i of [0, 31, 32, 63, 99]) setBit(b, i);
    expect(count(b)).toBe(5);
    expect(toArray(b)).toEqual([0, 31, 32, 63, 99]);
    expect(count(fullBitset(70))).toBe(70);
    expect(countAnd(b, fullBitset(64))).toBe(4);
    const seen: number[] = [];
    forEachBit(b, (i) => (seen.push(i), seen.length < 2));
    expect(seen).toEqual([0, 31]);
  });
});

describe('OfferIndex', () => {
  it('returns everything in index order without filters', () => {
    const r = index.search(base);
    expect(r.totalFound).toBe(rows.length);
    expect(r.total).toBe(rows.length);
    expect(r.hits.map((h) => h.jobId)).toEqual(rows.slice(0, 20).map((x) => x.job_id));
  });

  it('counts each facet without its own filter (disjunctive)', () => {
    const all = index.search(base);
    const filtered = index.search({ ...base, typeId: 4, staffResponsibilities: [2] });
    // types ignores the type filter but applies the staff filter.
    const staff2 = rows.filter((r) => r.staff_responsibility_id === 2);
    expect(filtered.counts!.types['3']).toBe(staff2.filter((r) => r.type_id === 3).length);
    expect(filtered.counts!.types['4']).toBe(filtered.totalFound);
    expect(filtered.counts!.staffResponsibilities).toEqual(
      index.search({ ...base, typeId: 4 }).counts!.staffResponsibilities,
    );
    expect(Object.values(all.counts!.types).reduce((a, b) => a + b, 0)).toBe(rows.length);
  });

  it('orders by distance from the point and filters by radius', () => {
    const point = { lat: 48.1351, lon: 11.582 }; // München
    const r = index.search({ ...base, point, radiusKm: 100, limit: 100 });
    const d = r.hits.map((h) => h.distance!);
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((x) => x <= 100)).toBe(true);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(r.counts!.radius!['100']).toBe(r.totalFound);
    expect(r.counts!.radius!['25']).toBeLessThanOrEqual(r.counts!.radius!['50']);
  });

  it('finds offers by German stem, English word and typed prefix', () => {
    const byStem = index.search({ ...base, keyword: parseKeyword('Entwicklungen', synonymTable()) });
    const byPrefix = index.search({ ...base, keyword: parseKeyword('entwickl', synonymTable()) });
    const english = index.search({ ...base, keyword: parseKeyword('developer', synonymTable()) });
    expect(byStem.totalFound).toBeGreaterThan(0);
    expect(byPrefix.totalFound).toBeGreaterThanOrEqual(byStem.totalFound);
    expect(english.totalFound).toBeGreaterThan(0);
    expect(index.search({ ...base, keyword: parseKeyword('xylophonbauer', synonymTable()) }).totalFound).toBe(0);
  });

  it('ranks the priority language first', () => {
    const r = index.search({ ...base, prioLanguage: 2, limit: 5 });
    const english = rows.filter((x) => x.language_id === 2).map((x) => x.job_id);
    expect(english.length).toBeGreaterThan(5);
    expect(r.hits.map((h) => h.jobId)).toEqual(english.slice(0, 5));
  });

  it('pages with offset and limit without overlap', () => {
    const p1 = index.search({ ...base, limit: 10 }).hits.map((h) => h.jobId);
    const p2 = index.search({ ...base, limit: 10, offset: 10 }).hits.map((h) => h.jobId);
    expect(p1.concat(p2)).toEqual(index.search({ ...base, limit: 20 }).hits.map((h) => h.jobId));
  });

  it('counts internal careers: inhouse and headquarter (branch 113)', () => {
    const r = index.search(base);
    expect(r.counts!.internalCareers.inhouse).toBe(rows.filter((x) => x.inhouse).length);
    expect(r.counts!.internalCareers.headquarter).toBe(rows.filter((x) => x.branch_id === 113).length);
    expect(index.search({ ...base, branches: [113] }).counts!.internalCareers.headquarter).toBe(
      r.counts!.internalCareers.headquarter,
    );
  });

  describe('ranking a keyword', () => {
    const titleOf = (jobId: number) => rows.find((r) => r.job_id === jobId)!.title_de;
    const cityOf = (jobId: number) => rows.find((r) => r.job_id === jobId)!.city;
    const top = (keyword: string, limit = 10) =>
      index.search({ ...base, keyword: parseKeyword(keyword, synonymTable()), limit }).hits.map((h) => h.jobId);

    it('puts offers with the word in the title before offers that only mention it', () => {
      const hits = top('Recruiter', 30);
      const titled = rows.filter((r) => /recruiter/i.test(r.title_de)).length;
      expect(titled).toBeGreaterThan(3);
      const firstOther = hits.findIndex((id) => !/recruiter/i.test(titleOf(id)));
      expect(firstOther === -1 ? hits.length : firstOther).toBeGreaterThanOrEqual(Math.min(titled, 30));
      expect(top('Pflege').every((id) => titleOf(id).startsWith('Pflegefachkraft'))).toBe(true);
    });

    it('finds what people type: typos, other spellings, compounds, synonyms, other languages', () => {
      const cases: [string, RegExp][] = [
        ['Ingeneur', /ingenieur/i],
        ['Schweisser', /^Schweißer/],
        ['Fraeser', /Fräser/],
        ['Entwicklerin', /entwickler/i],
        ['Software Entwickler', /Software ?entwickler/i],
        ['Softwareentwickler', /Software ?entwickler/i],
        ['Lagerist', /Lagerlogistik/],
        ['LKW Fahrer', /Berufskraftfahrer/],
        ['Krankenschwester', /Pflegefachkraft/],
        ['Ingeniero', /ingenieur|Konstrukteur|Engineer/i],
        ['nurse', /Pflegefachkraft/],
      ];
      for (const [keyword, title] of cases) {
        const hits = top(keyword, 5);
        expect(hits.length, keyword).toBe(5);
        for (const id of hits) expect(titleOf(id), keyword).toMatch(title);
      }
    });

    it('ranks the word as typed above a corrected one', () => {
      const exact = top('Pflegefachkraft', 1)[0]!;
      const corrected = index.search({ ...base, keyword: parseKeyword('Pflegefachkraft', synonymTable()) }).hits[0]!;
      const typo = index.search({ ...base, keyword: parseKeyword('Pflegefachkraff', synonymTable()) }).hits[0]!;
      expect(corrected.jobId).toBe(exact);
      expect(typo.rank!).toBeLessThan(corrected.rank!);
    });

    it('orders offers in a named city first without hiding the others', () => {
      const city = rows.find((r) => r.title_de.startsWith('Pflegefachkraft'))!.city;
      const all = index.search({ ...base, keyword: parseKeyword('Pflegefachkraft', synonymTable()) });
      const here = index.search({
        ...base,
        keyword: parseKeyword(`Pflegefachkraft ${city}`, synonymTable()),
        limit: 100,
      });
      expect(here.totalFound).toBe(all.totalFound);
      const inCity = here.hits.filter((h) => cityOf(h.jobId) === city).length;
      expect(inCity).toBeGreaterThan(0);
      expect(here.hits.slice(0, inCity).every((h) => cityOf(h.jobId) === city)).toBe(true);
    });

    it('matches nothing for a keyword without words, and stays bounded for long odd ones', () => {
      expect(index.search({ ...base, keyword: parseKeyword('🙂 !!!', synonymTable()) }).totalFound).toBe(0);
      const long = 'Qwertzuiopü asdfghjklöä yxcvbnm Ingenieurinnenausbildungszentrum '.repeat(2).slice(0, 100);
      const result = index.search({ ...base, keyword: parseKeyword(long, synonymTable()) });
      expect(result.totalFound).toBe(0);
      expect(index.search({ ...base, keyword: parseKeyword('مهندس', synonymTable()) }).totalFound).toBe(0);
    });
  });
});
