import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';

export async function healthRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' }, offers: { type: 'integer' } } } },
      },
    },
    async (request, reply) => {
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
