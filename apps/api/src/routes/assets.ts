import type { FastifyInstance } from 'fastify';
import { renderDefaultAvatar } from '../assets/default-avatar.ts';
import { DEFAULT_CONTACT_IMAGE_PATH } from '../offers/present.ts';
import { mediaResponse } from './schemas.ts';

export async function assetRoutes(app: FastifyInstance) {
  const avatar = renderDefaultAvatar(480);
  app.get(
    DEFAULT_CONTACT_IMAGE_PATH,
    {
      schema: {
        operationId: 'getDefaultContactImage',
        summary: 'Default contact photo, 480×480 PNG',
        description: "The `sanspbild['480x480']` of offers whose contact has no photo.",
        tags: ['assets'],
        security: [],
        response: { 200: mediaResponse('image/png', 'The image.') },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400, immutable').type('image/png');
      return avatar;
    },
  );
}
