import { describe, expect } from 'vitest';
import fc from 'fast-check';
import type { CollectionSlug, Payload, Where } from 'payload';
import { fieldKinds, parseRestQuery, restQueryProblem } from '@/security/cms-rest-query';
import { useMigratedPayload, type StoreSetup } from './databases';
import { restJsonWhere, restQueryString } from './rest-query-arbitrary';

const COLLECTIONS: CollectionSlug[] = ['pages', 'media', 'navigation', 'redirects', 'users'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/**
 * The CMS REST input checks against the real stores: every random query the checks let through runs
 * in Payload on this store without a database error (a 500 on the REST API). Payload's own refusals (an APIError
 * with a 4xx status, e.g. an unknown field) are fine; what the checks refuse never reaches the store.
 */
export function defineRestQuerySuite(store: string, prepare: StoreSetup) {
  describe(`CMS REST queries on ${store}`, () => {
    const itOnStore = useMigratedPayload(prepare);

    /** What the REST read of `search` on `collection` does: refused by the checks, refused by Payload (4xx), or run. */
    async function read(
      payload: Payload,
      collection: CollectionSlug,
      search: string,
    ): Promise<'refused' | 'payload 4xx' | 'ran'> {
      const query = parseRestQuery(search);
      const config = payload.collections[collection].config;
      if (restQueryProblem(query, fieldKinds(config.flattenedFields))) return 'refused';
      // As Payload's REST layer passes them on (payload/dist/utilities/parseParams): numbers only when numeric.
      const number = (name: string) =>
        typeof query[name] === 'string' && /^-?\d+(\.\d+)?$/.test(query[name] as string)
          ? Number(query[name])
          : undefined;
      const where = (typeof query.where === 'string' && query.where ? JSON.parse(query.where) : query.where) as
        Where | undefined;
      try {
        await payload.find({
          collection,
          where,
          page: number('page'),
          limit: number('limit'),
          depth: number('depth'),
          overrideAccess: true,
          locale: 'de',
        });
        return 'ran';
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (typeof status === 'number' && status >= 400 && status < 500) return 'payload 4xx';
        throw new Error(
          `${collection}?${search} reached the database and failed: ${(error as Error).message.slice(0, 300)}`,
        );
      }
    }

    itOnStore(
      'random query strings: refused with a message, or run without a database error',
      async (payload) => {
        const outcomes = { refused: 0, 'payload 4xx': 0, ran: 0 };
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...COLLECTIONS),
            fc.oneof(restQueryString, restJsonWhere),
            async (collection, search) => {
              outcomes[await read(payload, collection, search)] += 1;
            },
          ),
          { numRuns: RUNS },
        );
        // The generator reaches all three outcomes (else the property proves little).
        expect(outcomes.refused).toBeGreaterThan(0);
        expect(outcomes.ran).toBeGreaterThan(0);
      },
      300_000,
    );

    itOnStore('what the admin and the sites send runs', async (payload) => {
      for (const search of [
        'depth=0&limit=10&page=1&sort=-updatedAt',
        'where[or][0][id][like]=12',
        'where[id][in]=1,2',
        'where[createdAt][greater_than]=2026-01-01T00:00:00.000Z',
        'where[title][like]=karriere',
      ]) {
        expect(await read(payload, 'pages', search), search).not.toBe('refused');
      }
    });
  });
}
