import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { attachmentDisposition, parseCvId } from '@/accounts/cv/files';
import { downloadCvFile } from '@/accounts/cv/store';
import { requestCandidate } from '@/accounts/session';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse } from '@/outage/unavailable-body';

/**
 * GET /api/account/cv/{id}: one of the signed-in candidate's CV files, as an attachment (its name per RFC 6266 and
 * 5987), with its real type, `nosniff` and never cached. Only its owner gets it: any other id — another person's,
 * one that does not exist — is the same 404; signed out, 401. A request another site started is refused (the
 * session cookie is SameSite=Lax, which a cross-site link would still carry). Every download is logged.
 */
export const GET = withDatabaseFaults(async (request: NextRequest, context: { params: Promise<{ id: string }> }) => {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return problemResponse(403, 'crossSite');
  const payload = await getPayload();
  const candidate = await requestCandidate(payload, request.headers.get('cookie'));
  if (!candidate) return problemResponse(401, 'signedOut');
  const id = parseCvId((await context.params).id);
  const found = id === null ? null : await downloadCvFile(payload, candidate.id, id);
  if (!found) return problemResponse(404, 'notFound');
  return new Response(Buffer.from(found.bytes), {
    status: 200,
    headers: {
      'content-type': found.file.mime,
      'content-disposition': attachmentDisposition(found.file.name),
      'content-length': String(found.bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
