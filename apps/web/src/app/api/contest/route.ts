import { NextResponse, type NextRequest } from 'next/server';
import { getTranslator, isLang, type Voice } from '@meridian/i18n';
import { readBodyCapped, RETRY_AFTER_SECONDS } from '@/outage/unavailable-body';
import {
  CONTEST_ENTRY_MAX_BYTES,
  contestOpen,
  parseSubmission,
  validateEntry,
  type EntryOutcome,
} from '@/contest/entry';
import { encodeFlash, FLASH_COOKIE, FLASH_MAX_AGE_SECONDS, type ContestFlash } from '@/contest/flash';
import { findSiteContest, storeEntry } from '@/contest/store';
import { requestLogger } from '@/server/logger';
import { databaseUnavailable, getPayload } from '@/cms/payload';
import { languageOfRequest, withDatabaseFaults } from '@/outage/route-faults';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { sameOrigin } from '@/security/same-origin';
import { resolveSite } from '@/sites/data';
import { siteVoice } from '@/sites/themes';
import { isContentLanguage } from '@/sites/languages';
import { plainPage, unavailablePage } from '@/outage/plain-error-page';

/** A person enters a contest once; 10 posts per 10 minutes per address leaves room for corrections. */
const limiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });

/** A small page for posts refused before they reach the form logic (a browser without JavaScript shows it). */
function rejected(
  status: 400 | 403 | 413 | 415 | 429,
  lang: string,
  reason: 'badRequest' | 'tooLarge' | 'unsupported' | 'rateLimited',
  back: string,
  headers: Record<string, string> = {},
  voice: Voice = 'formal',
) {
  const t = getTranslator(isLang(lang) ? lang : 'de', voice);
  const html = plainPage({
    lang,
    title: t('contest.rejected.title'),
    message: t(`contest.rejected.${reason}`),
    links: [{ href: back, label: t('contest.rejected.back') }],
  });
  return new NextResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * POST /api/contest: a contest entry from the plain form of the Contest block (works without JavaScript).
 * Validates, stores (one entry per e-mail and contest, enforced by the database), then answers 303 back to the
 * page (#contest-{id}) with the outcome, the per-field errors and the typed values in a short-lived cookie.
 * The confirmation is shown only after the entry was stored. Without the database: a 503 page with
 * a link back to the form to send it again (an entry that did get stored is then recognised as a duplicate).
 */
export const POST = withDatabaseFaults(
  postEntry,
  // The site lookup itself failed: the page's language is not known yet.
  (request) => unavailablePage(languageOfRequest(request), { home: '/', retryAfterSeconds: RETRY_AFTER_SECONDS }),
);

async function postEntry(request: NextRequest) {
  const host = request.headers.get('host');
  const log = requestLogger(host);
  const fallbackLang = 'de';
  if (!sameOrigin(request)) return rejected(403, fallbackLang, 'badRequest', '/');
  const rate = limiter.hit(clientAddress(request.headers));
  if (!rate.allowed)
    return rejected(429, fallbackLang, 'rateLimited', '/', { 'retry-after': String(rate.retryAfterSeconds) });
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return rejected(415, fallbackLang, 'unsupported', '/');
  }
  if (Number(request.headers.get('content-length') ?? 0) > CONTEST_ENTRY_MAX_BYTES)
    return rejected(413, fallbackLang, 'tooLarge', '/');
  const text = await readBodyCapped(request.body, CONTEST_ENTRY_MAX_BYTES);
  if (text === null) return rejected(413, fallbackLang, 'tooLarge', '/');

  const submission = parseSubmission(new URLSearchParams(text));
  const site = await resolveSite(host);
  const lang =
    submission.lang && site?.locales.some((l) => l.lang === submission.lang)
      ? submission.lang
      : (site?.locales[0]?.lang ?? fallbackLang);
  const back = submission.returnTo ?? '/';
  if (!site || submission.contestId === null || submission.returnTo === null || submission.honeypot)
    return rejected(400, lang, 'badRequest', back, {}, siteVoice(site?.theme));

  const contestId = submission.contestId;
  const finish = (outcome: EntryOutcome, extra: Partial<ContestFlash> = {}) => {
    const flash: ContestFlash = {
      contest: contestId,
      outcome,
      errors: {},
      values:
        outcome === 'stored'
          ? { name: submission.values.name, email: '', answer: '', terms: false }
          : submission.values,
      ...extra,
    };
    // Relative Location: the browser stays on the host it posted to (dev hosts, proxies).
    const response = new NextResponse(null, {
      status: 303,
      headers: { location: `${submission.returnTo}#contest-${contestId}`, 'cache-control': 'no-store' },
    });
    response.cookies.set(FLASH_COOKIE, encodeFlash(flash), {
      path: submission.returnTo!,
      maxAge: FLASH_MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
    return response;
  };

  try {
    const payload = await getPayload();
    const contest = await findSiteContest(payload, site.id, contestId, lang);
    if (!contest) return finish('unavailable');
    if (!contestOpen(contest.closesAt)) return finish('closed');
    const errors = validateEntry(
      submission.values,
      (contest.answers ?? []).map((answer) => answer.key),
    );
    if (Object.keys(errors).length > 0) return finish('invalid', { errors });
    const result = await storeEntry(payload, { siteId: site.id, contestId, values: submission.values, lang });
    log.info({ contest: contestId, result }, 'contest entry');
    return finish(result);
  } catch (error) {
    if (databaseUnavailable(error)) {
      log.warn({ err: error, contest: contestId }, 'contest entry not stored: database unavailable');
      return unavailablePage(isContentLanguage(lang) ? lang : fallbackLang, {
        back,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    log.error({ err: error, contest: contestId }, 'contest entry not stored');
    return finish('failed');
  }
}
