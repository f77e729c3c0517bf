/** The seven facet lists of SPEC §7.3.4 in the §3.9 shapes, localized by `lang`. */
import type { FastifyInstance } from 'fastify';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { parseBoolean, parseLang } from '../offers/search-params.ts';
import type { Lang, LookupRef } from '../offers/types.ts';
import { cacheFor, stringQuery } from './common.ts';
import { errorResponses, namedListSchema, rangesSchema, targetGroupsSchema } from './schemas.ts';

const langQuery = stringQuery({ lang: 'de, en, fr or es (default de)' });

export async function facetRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  const { service } = opts;
  const ref = () => service.referenceData();
  const lookup = (items: LookupRef[], lang: Lang) => items.map((i) => ({ id: i.id, name: i.name[lang] }));

  app.get(
    '/v4/recruiting/ranges',
    {
      schema: {
        operationId: 'listRanges',
        summary: 'Areas with their faculties',
        description:
          'With faculties=true each area lists its faculties. Faculty filter value = neinsatzbereichid*1000 + nfachbereichid.',
        tags: ['facets'],
        security: [],
        querystring: stringQuery({ faculties: 'true: include faculties', lang: 'de, en, fr or es (default de)' }),
        response: { 200: { description: 'The areas.', ...rangesSchema }, ...errorResponses({ 400: '' }) },
      },
    },
    async (request, reply) => {
      const q = request.query as Record<string, unknown>;
      const lang = parseLang(q);
      const withFaculties = parseBoolean(q, 'faculties');
      cacheFor(reply, 300);
      return ref().areas.map((a) => ({
        neinsatzbereichid: a.id,
        seinsatzbereichnr: a.number,
        seinsatzbereichbez: a.name[lang],
        faculties: withFaculties
          ? a.faculties.map((f) => ({ nfachbereichid: f.id, sfachbereichbez: f.name[lang] }))
          : [],
      }));
    },
  );

  app.get(
    '/v4/recruiting/targetgroups',
    {
      schema: {
        operationId: 'listTargetGroups',
        summary: 'Target groups',
        tags: ['facets'],
        security: [],
        querystring: langQuery,
        response: { 200: { description: 'The target groups.', ...targetGroupsSchema }, ...errorResponses({ 400: '' }) },
      },
    },
    async (request, reply) => {
      const lang = parseLang(request.query as Record<string, unknown>);
      cacheFor(reply, 300);
      return ref().targetGroups.map((t) => ({ nzielgruppeid: t.id, szielgruppebez: t.name[lang] }));
    },
  );

  const simple: [string, string, string, () => LookupRef[] | { id: string; name: LookupRef['name'] }[]][] = [
    ['types', 'listOfferTypes', 'Offer types (3 job, 4 project)', () => ref().types],
    ['staffresponsibilities', 'listStaffResponsibilities', 'Staff responsibilities', () => ref().staffResponsibilities],
    ['jobtypes', 'listJobTypes', 'Job types', () => ref().jobTypes],
    ['workplacetypes', 'listWorkplaceTypes', 'Workplace types', () => ref().workplaceTypes],
    [
      'internalcareers',
      'listInternalCareers',
      'Internal careers (inhouse → inhouse=true, headquarter → branch=113)',
      () => ref().internalCareers,
    ],
  ];
  for (const [path, operationId, summary, items] of simple) {
    const schema = {
      operationId,
      summary,
      tags: ['facets'],
      security: [],
      querystring: langQuery,
      response: {
        200: { description: `${summary}: id and name.`, ...namedListSchema },
        ...errorResponses({ 400: '' }),
      },
    };
    app.get(`/v4/recruiting/${path}`, { schema }, async (request, reply) => {
      const lang = parseLang(request.query as Record<string, unknown>);
      cacheFor(reply, 300);
      return lookup(items() as LookupRef[], lang);
    });
  }
}
