/** The seven facet lists of SPEC §7.3.4 in the §3.9 shapes, localized by `lang`. */
import type { FastifyInstance } from 'fastify';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { parseBoolean, parseLang } from '../offers/search-params.ts';
import type { Lang, LookupRef } from '../offers/types.ts';
import { cacheFor, errorSchema, stringQuery } from './common.ts';

const named = { type: 'array', items: { type: 'object', properties: { id: { type: ['integer', 'string'] }, name: { type: 'string' } } } } as const;
const langQuery = stringQuery({ lang: 'de, en, fr or es (default de)' });

export async function facetRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  const { service } = opts;
  const ref = () => service.referenceData();
  const lookup = (items: LookupRef[], lang: Lang) => items.map((i) => ({ id: i.id, name: i.name[lang] }));

  app.get(
    '/v4/recruiting/ranges',
    {
      schema: {
        summary: 'Areas with their faculties (faculties=true). Faculty filter value = neinsatzbereichid*1000 + nfachbereichid.',
        querystring: stringQuery({ faculties: 'true: include faculties', lang: 'de, en, fr or es' }),
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                neinsatzbereichid: { type: 'integer' },
                seinsatzbereichnr: { type: 'string' },
                seinsatzbereichbez: { type: 'string' },
                faculties: { type: 'array', items: { type: 'object', properties: { nfachbereichid: { type: 'integer' }, sfachbereichbez: { type: 'string' } } } },
              },
            },
          },
          400: errorSchema,
        },
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
        faculties: withFaculties ? a.faculties.map((f) => ({ nfachbereichid: f.id, sfachbereichbez: f.name[lang] })) : [],
      }));
    },
  );

  app.get(
    '/v4/recruiting/targetgroups',
    {
      schema: {
        summary: 'Target groups',
        querystring: langQuery,
        response: { 200: { type: 'array', items: { type: 'object', properties: { nzielgruppeid: { type: 'integer' }, szielgruppebez: { type: 'string' } } } }, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const lang = parseLang(request.query as Record<string, unknown>);
      cacheFor(reply, 300);
      return ref().targetGroups.map((t) => ({ nzielgruppeid: t.id, szielgruppebez: t.name[lang] }));
    },
  );

  const simple: [string, string, () => LookupRef[] | { id: string; name: LookupRef['name'] }[]][] = [
    ['types', 'Offer types (3 job, 4 project)', () => ref().types],
    ['staffresponsibilities', 'Staff responsibilities', () => ref().staffResponsibilities],
    ['jobtypes', 'Job types', () => ref().jobTypes],
    ['workplacetypes', 'Workplace types', () => ref().workplaceTypes],
    ['internalcareers', 'Internal careers (inhouse → inhouse=true, headquarter → branch=113)', () => ref().internalCareers],
  ];
  for (const [path, summary, items] of simple) {
    app.get(`/v4/recruiting/${path}`, { schema: { summary, querystring: langQuery, response: { 200: named, 400: errorSchema } } }, async (request, reply) => {
      const lang = parseLang(request.query as Record<string, unknown>);
      cacheFor(reply, 300);
      return lookup(items() as LookupRef[], lang);
    });
  }
}
