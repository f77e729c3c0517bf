import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { parseSearchQuery } from './search-params.ts';

function rejects(raw: Record<string, unknown>): string | undefined {
  try {
    parseSearchQuery(raw);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).parameter;
  }
}

describe('parseSearchQuery', () => {
  it('reads every parameter of SPEC §7.3.1', () => {
    const { query, presentation } = parseSearchQuery({
      query: 'Java Entwickler',
      lat: '48.1351',
      lon: '11.582',
      radius: '50',
      branch: '201,113',
      inhouse: 'true',
      type: '3',
      tag: 'SAP',
      target: '1,2',
      faculty: '12001,12002',
      staffresponsibility: '1',
      jobtype: '1,2',
      workplacetype: '3',
      count: 'kestrel',
      limit: '20',
      offset: '40',
      total: 'false',
      prioLanguage: '2',
      prioTargetmarket: '12',
      hyphen: 'override',
      showRanges: 'true',
      lang: 'en',
    });
    expect(query).toMatchObject({
      point: { lat: 48.1351, lon: 11.582 },
      radiusKm: 50,
      branches: [201, 113],
      inhouse: true,
      typeId: 3,
      tag: 'sap',
      targetGroups: [1, 2],
      faculties: [12001, 12002],
      staffResponsibilities: [1],
      jobTypes: [1, 2],
      workplaceTypes: [3],
      counts: true,
      limit: 20,
      offset: 40,
      countTotal: false,
      prioLanguage: 2,
      prioTargetmarket: 12,
    });
    expect(query.keyword?.tokens).toHaveLength(2);
    expect(presentation).toEqual({ lang: 'en', hyphen: true, showRanges: true });
  });

  it('has defaults: page of 10, total counted, no counts, German', () => {
    const { query, presentation } = parseSearchQuery({});
    expect(query).toMatchObject({ limit: 10, offset: 0, countTotal: true, counts: false, inhouse: false });
    expect(presentation.lang).toBe('de');
  });

  it("treats radius '-', '0' and '' and branch 0 as no filter", () => {
    for (const radius of ['-', '0', ''])
      expect(parseSearchQuery({ lat: '50', lon: '8', radius }).query.radiusKm).toBeUndefined();
    expect(parseSearchQuery({ branch: '0' }).query.branches).toBeUndefined();
  });

  it.each([
    [{ query: 'x'.repeat(101) }, 'query'],
    [{ lat: '91', lon: '0' }, 'lat'],
    [{ lat: '10', lon: '-181' }, 'lon'],
    [{ lat: '10' }, 'lon'],
    [{ lat: 'abc', lon: '1' }, 'lat'],
    [{ radius: '250' }, 'radius'],
    [{ radius: '5km' }, 'radius'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '-1' }, 'limit'],
    [{ offset: '100001' }, 'offset'],
    [{ branch: '12,abc' }, 'branch'],
    [{ branch: 'abc' }, 'branch'],
    [{ faculty: '1;2' }, 'faculty'],
    [{ target: '1,,2' }, 'target'],
    [{ type: '5' }, 'type'],
    [{ count: 'acme' }, 'count'],
    [{ lang: 'pl' }, 'lang'],
    [{ inhouse: 'yes' }, 'inhouse'],
    [{ total: 'maybe' }, 'total'],
    [{ limit: ['10', '20'] }, 'limit'],
  ])('rejects %j naming %s', (raw, parameter) => {
    expect(rejects(raw)).toBe(parameter);
  });

  it('either parses or rejects with 400 for any string values (property)', () => {
    const names = [
      'query',
      'lat',
      'lon',
      'radius',
      'branch',
      'type',
      'limit',
      'offset',
      'faculty',
      'count',
      'lang',
      'total',
      'prioLanguage',
    ];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.string({ maxLength: 12 })), (raw) => {
        const parameter = rejects(raw);
        if (parameter !== undefined) expect(names).toContain(parameter);
      }),
      { numRuns: 500 },
    );
  });
});
