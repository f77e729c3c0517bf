import type { NextRequest } from 'next/server';
import { problemResponse as problem, readRequestBody } from '@/outage/unavailable-body';
import { withDatabaseFaults } from '@/outage/route-faults';
import { getPayload } from '@/cms/payload';
import { requestLogger } from '@/server/logger';
import { createTranslation, pageTranslations, type TranslationAnswer } from '@/translations/server';

const ID = /^[1-9]\d{0,9}$/;
const answer = ({ status, body }: TranslationAnswer) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

async function signedIn(request: NextRequest) {
  const payload = await getPayload();
  const { user } = await payload.auth({ headers: request.headers });
  return { payload, user };
}

/**
 * GET /api/page-translations?page={id}: each language of the page's site as default / current / outdated / missing,
 * for a signed-in editor of that site (the admin's translation panel).
 */
async function status(request: NextRequest) {
  const id = request.nextUrl.searchParams.get('page') ?? '';
  if (!ID.test(id)) return problem(400, 'Give the page id as ?page={id}.');
  const { payload, user } = await signedIn(request);
  if (!user) return problem(401, 'Sign in to the CMS first.');
  return answer(await pageTranslations(payload, user, Number(id)));
}

/**
 * POST /api/page-translations {page, lang}: creates the page in a missing language of its site from the default
 * language, as a draft. JSON only (a cross-site form cannot send it without the browser asking first).
 */
async function create(request: NextRequest) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return problem(415, 'Send JSON: {"page": id, "lang": "en"}.');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return problem(403, 'Only from the CMS itself.');
  const text = await readRequestBody(request, 2_000);
  if (text === null) return problem(413, 'Body too large.');
  let body: { page?: unknown; lang?: unknown };
  try {
    body = JSON.parse(text || '{}') as typeof body;
  } catch {
    return problem(400, 'Send JSON: {"page": id, "lang": "en"}.');
  }
  const page = String(body.page ?? '');
  const lang = typeof body.lang === 'string' ? body.lang : '';
  if (!ID.test(page) || !/^[a-z]{2}$/.test(lang)) return problem(400, 'Send JSON: {"page": id, "lang": "en"}.');
  const { payload, user } = await signedIn(request);
  if (!user) return problem(401, 'Sign in to the CMS first.');
  const result = await createTranslation(payload, user, Number(page), lang);
  requestLogger(request.headers.get('host')).info(
    { page: Number(page), lang, user: user.id, status: result.status },
    'page translation created from the default language',
  );
  return answer(result);
}

export const GET = withDatabaseFaults(status);
export const POST = withDatabaseFaults(create);
