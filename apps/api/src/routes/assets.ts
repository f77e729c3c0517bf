import type { FastifyInstance } from 'fastify';
import { renderDefaultAvatar } from '../assets/default-avatar.ts';
import { DEFAULT_CONTACT_IMAGE_PATH } from '../offers/present.ts';

export async function assetRoutes(app: FastifyInstance) {
  const avatar = renderDefaultAvatar(480);
  app.get(DEFAULT_CONTACT_IMAGE_PATH, { schema: { summary: 'Default contact photo, 480x480 PNG' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400, immutable').type('image/png');
    return avatar;
  });
}
