import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_HEADER } from '@meridian/contracts';
import { HttpError } from '../errors.ts';

export { API_HEADER };

/**
 * SPEC §7.3: search and details calls carry `x-meridian-api` (any value, even empty); without it → 403.
 * Not a Fastify `headers` schema (that would answer 400): the OpenAPI document marks the header required on every
 * route with this preHandler (src/openapi/document.ts).
 */
export async function requireApiHeader(request: FastifyRequest): Promise<void> {
  if (request.headers[API_HEADER] === undefined) throw new HttpError(403);
}

export function cacheFor(reply: FastifyReply, seconds: number): void {
  reply.header('Cache-Control', `public, max-age=${seconds}`);
}

/** Query strings are documented as plain strings; validation (with parameter names) is ours, in src/offers. */
export function stringQuery(names: Record<string, string>, maxLength = 200) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(names).map(([k, description]) => [k, { type: 'string', maxLength, description }]),
    ),
  } as const;
}
