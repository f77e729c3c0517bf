import type { NextRequest } from 'next/server';
import { embedAssetReader, embedResponse, embedScriptFile } from '@meridian/recruiting/embed/asset';
import { repoRoot } from '@/server/paths';
import { publicApiUrl } from '@/recruiting/api-urls';

let read: ReturnType<typeof embedAssetReader> | null = null;

/**
 * GET /meridian-recruiting.js on every site host: the standalone recruiting module (built by `npm start` into
 * packages/recruiting/embed/dist), with the installation's public API as its default `api`, loadable from any
 * origin (CORS `*`, CORP cross-origin), cached by version (ETag, `?v=`).
 */
export function GET(request: NextRequest) {
  read ??= embedAssetReader(embedScriptFile(repoRoot()), publicApiUrl());
  const answer = embedResponse(read(), {
    ifNoneMatch: request.headers.get('if-none-match'),
    version: request.nextUrl.searchParams.get('v'),
  });
  // The 404 body is text; new Uint8Array() of a string would send an empty body.
  const body = answer.body === null || typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}

export const dynamic = 'force-dynamic';
