/** Branch data (SPEC §7.3.3, §3.9) and map data of branch/office records (SPEC §7.5, §3.12). */
import { COMPANIES } from '@meridian/contracts';
import type { FastifyInstance } from 'fastify';
import { badParameter } from '../errors.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { parseBoolean, parseIdList } from '../offers/search-params.ts';
import type { BranchRef } from '../offers/types.ts';
import { cacheFor, stringQuery } from './common.ts';
import { branchesSchema, errorResponses, mapBranchesSchema, type BranchAnswer } from './schemas.ts';

const GROUP_COMPANY_ID = 1;

function companyParam(text: string): number {
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 4)
    throw badParameter('companyId', 'must be 1, 2, 3 or 4');
  return Number(text);
}

/**
 * The name a map record shows: a brand's own map its branch names; the group's map, which shows every brand's
 * branches (several 'Niederlassung Hamburg'), the brand's name with them ('Kestrel Engineering – Niederlassung
 * Hamburg'). The group's own records keep their names ('Zentrale' is the head office, SPEC §3.12).
 */
export function mapRecordName(viewer: number, branch: Pick<BranchRef, 'companyId' | 'name'>): string {
  if (viewer !== GROUP_COMPANY_ID || branch.companyId === GROUP_COMPANY_ID) return branch.name;
  const company = COMPANIES.find((c) => c.companyId === branch.companyId);
  return company ? `${company.name} – ${branch.name}` : branch.name;
}

/** The group (company 1) sees every branch; a brand sees its own plus the group headquarter. */
function visibleTo(companyId: number, b: BranchRef): boolean {
  return companyId === GROUP_COMPANY_ID || b.companyId === companyId;
}

export async function branchRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  const { service } = opts;

  app.get(
    '/v4/data/branches/:companyId/:branchId',
    {
      schema: {
        operationId: 'listBranches',
        summary: 'Branch data; branchId 0 = all branches of the company',
        description:
          'SPEC §7.3.3, §3.9. The group (company 1) sees every branch; a brand sees its own plus the group headquarter.',
        tags: ['branches'],
        security: [],
        params: {
          type: 'object',
          properties: {
            companyId: { type: 'string', maxLength: 10, description: '1, 2, 3 or 4 (else 400)' },
            branchId: { type: 'string', maxLength: 20, description: 'branch id, 0 = all (a whole number, else 400)' },
          },
          required: ['companyId', 'branchId'],
        },
        querystring: stringQuery({
          type: 'comma list of branch kinds 1..4 (1 branch, 2 head office, 3 competence centre, 4 project office)',
          extended: 'true: add street, country, fon, email',
        }),
        response: { 200: { description: 'The branches.', ...branchesSchema }, ...errorResponses({ 400: '' }) },
      },
    },
    async (request, reply) => {
      const params = request.params as { companyId: string; branchId: string };
      const companyId = companyParam(params.companyId);
      if (!/^\d{1,10}$/.test(params.branchId)) throw badParameter('branchId', 'must be a whole number');
      const branchId = Number(params.branchId);
      const q = request.query as Record<string, unknown>;
      const kinds = parseIdList(q, 'type');
      if (kinds && kinds.some((k) => k < 1 || k > 4)) throw badParameter('type', 'must be a comma list of 1, 2, 3, 4');
      const extended = parseBoolean(q, 'extended');
      cacheFor(reply, 300);
      return service
        .branches()
        .filter(
          (b) => visibleTo(companyId, b) && (branchId === 0 || b.id === branchId) && (!kinds || kinds.includes(b.kind)),
        )
        .map((b): BranchAnswer => {
          const base = {
            id: b.id,
            companyId: b.companyId,
            name: b.name,
            city: b.city,
            zip: b.zip,
            latitude: b.lat,
            longitude: b.lon,
            type: b.kind,
          };
          return extended ? { ...base, street: b.street, country: b.country, fon: b.fon, email: b.email } : base;
        });
    },
  );

  app.get(
    '/v4/data/mapbranches/:companyId',
    {
      schema: {
        operationId: 'listMapBranches',
        summary: "Map data: the company's branch and office records",
        description: "SPEC §3.12; 'Zentrale' is the head office.",
        tags: ['branches'],
        security: [],
        params: {
          type: 'object',
          properties: { companyId: { type: 'string', maxLength: 10, description: '1, 2, 3 or 4 (else 400)' } },
          required: ['companyId'],
        },
        response: { 200: { description: 'The records.', ...mapBranchesSchema }, ...errorResponses({ 400: '' }) },
      },
    },
    async (request, reply) => {
      const companyId = companyParam((request.params as { companyId: string }).companyId);
      cacheFor(reply, 300);
      return service
        .branches()
        .filter((b) => visibleTo(companyId, b))
        .map((b) => ({
          name: mapRecordName(companyId, b),
          street: b.street,
          zip: b.zip,
          city: b.city,
          fon: b.fon,
          email: b.email,
          latitude: b.lat,
          longitude: b.lon,
        }));
    },
  );
}
