import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Whether the request carries `Authorization: Bearer {token}` (compared in constant time); no token: never. */
export function authorizedByToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
