import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { errorResponses, int, objectOf } from './schemas.ts';

interface Health {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  offers: number;
}

export async function healthRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        tags: ['service'],
        security: [],
        response: {
          200: {
            description: 'The database answered.',
            ...objectOf<Health>({
              status: { type: 'string', const: 'ok' },
              database: { type: 'string', enum: ['sqlite', 'postgres'] },
              offers: int('offers in the search index'),
            }),
          },
          ...errorResponses({ 503: 'The database does not answer.' }),
        },
      },
    },
    async (request, reply): Promise<Health> => {
      try {
        await opts.service.store.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: database unreachable');
        throw new HttpError(503);
      }
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok', database: opts.service.store.dialect, offers: opts.service.indexSize };
    },
  );
}
