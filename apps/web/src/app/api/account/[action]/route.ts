import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import {
  DEVICE_COOKIE,
  FLASH_COOKIE,
  isTrustedDevice,
  PENDING_COOKIE,
  PENDING_MAX_AGE,
  pendingValue,
  readCookie,
  readPending,
  SESSION_COOKIE,
  setCookie,
  signedInCookies,
} from '@/accounts/cookies';
import { exportFileName, zipAccountExport } from '@/accounts/export';
import { CHALLENGE_COOKIE, readChallenge } from '@/accounts/passkeys/challenge';
import { relyingParty } from '@/accounts/passkeys/store';
import {
  ACCOUNT_BODY_MAX_BYTES,
  postedLocale,
  parseAgentId,
  parseCode,
  parseConfirmation,
  parseForgot,
  parseNewPassword,
  parseProfile,
  parseSignIn,
  parseSignUp,
  typedProfile,
} from '@/accounts/requests';
import { interestOptionsFor } from '@/accounts/interest-lists';
import { acceptedInterests } from '@/accounts/interests';
import { collectAccountExport, deleteAccount, deleteAccountAgent } from '@/accounts/personal-data';
import { sendDeleted, sendExistingAccount, sendReset, sendVerification, type MailContext } from '@/accounts/send';
import { requestCandidate, requestSessionToken } from '@/accounts/session';
import {
  candidateById,
  candidateByReset,
  checkSignIn,
  createSession,
  endAllSessions,
  endSession,
  issueVerification,
  requestReset,
  resetPassword,
  signUp,
  updateProfile,
  verifyCode,
  verifyLink,
} from '@/accounts/store';
import { parseOfferId } from '@/accounts/saved-offer-requests';
import { removeSavedOffer } from '@/accounts/saved-offers';
import { parseCvId } from '@/accounts/cv/files';
import { deleteCvFile } from '@/accounts/cv/store';
import { createSignInThrottle } from '@/accounts/throttle';
import { accountAnswers } from '@/accounts/answers';
import { sendWithTransport } from '@/job-agents/task';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readRequestBody } from '@/outage/unavailable-body';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { sameOrigin } from '@/security/same-origin';
import { requestOrigin } from '@/seo/metadata';
import { requestLogger } from '@/server/logger';
import { resolveSite } from '@/sites/data';

/** Failed sign-ins: per account and per client, growing waits, never a lock for good (accounts/throttle.ts). */
const throttle = createSignInThrottle();
/** Mails: per client, and per address so that one inbox is not flooded. */
const mailsPerClient = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });
const mailsPerAddress = createRateLimiter({ limit: 5, windowMs: 60 * 60_000 });
/** Code tries are also bounded per client (each code has 5). */
const codesPerClient = createRateLimiter({ limit: 30, windowMs: 10 * 60_000 });
/** Exports read everything of an account: a few per client are plenty. */
const exportsPerClient = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });

const ACTIONS = [
  'signup',
  'verify',
  'resend',
  'confirm',
  'signin',
  'signout',
  'signout-all',
  'forgot',
  'reset',
  'profile',
  'export',
  'agent-delete',
  'delete',
  'unsave',
  'cv-delete',
] as const;
type Action = (typeof ACTIONS)[number];

/**
 * POST /api/account/{action} (form posts of the account pages; they work without JavaScript): sign-up, the code or
 * the link's button, a new code, sign-in, sign-out (here or everywhere), the reset request and the new password,
 * the profile, the data export (a ZIP download), deleting one of the account's job agents, deleting the account,
 * removing a saved offer, deleting one of the account's CV files (their upload and download: ../cv).
 * Same-origin only (and every account cookie is SameSite=Lax), ≤ 8 KB. Every answer is a 303 to an
 * account page of the site in the page's language: with what was done (`done=`), or with the refused fields
 * (`e=` and the flash cookie) — but the export, which answers with the ZIP. The signed-in candidate always comes
 * from the session cookie, never from the form; a job agent id from a form only names one of that candidate's.
 */
export const POST = withDatabaseFaults(
  async (request: NextRequest, context: { params: Promise<{ action: string }> }) => {
    const { action: name } = await context.params;
    if (!(ACTIONS as readonly string[]).includes(name)) return problemResponse(404, 'notFound');
    const action = name as Action;
    if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
    const text = await readRequestBody(request, ACCOUNT_BODY_MAX_BYTES);
    if (text === null) return problemResponse(413, 'tooLarge');
    const form = new URLSearchParams(text);
    const host = request.headers.get('host');
    const site = await resolveSite(host);
    const origin = requestOrigin(host, request.headers.get('x-forwarded-proto'));
    if (!site || !origin) return problemResponse(404, 'unknownSite');
    const locale = postedLocale(site.locales, form.get('page'));
    const secure = origin.startsWith('https:');
    const secret = payloadSecret();
    const cookieHeader = request.headers.get('cookie');
    const client = clientAddress(request.headers);
    const payload = await getPayload();
    const mail: MailContext = { send: sendWithTransport, site, origin, locale };
    const log = requestLogger(host);

    const { go, refuse } = accountAnswers(locale, secure);
    const signedIn = async (candidateId: number, email: string, done: string) => {
      const token = await createSession(payload, candidateId);
      return go('home', `done=${done}`, signedInCookies(secret, token, email, secure));
    };
    const mailAllowed = (email: string) => mailsPerClient.hit(client).allowed && mailsPerAddress.hit(email).allowed;

    switch (action) {
      case 'signup': {
        const parsed = parseSignUp(form);
        if (!parsed.ok) return refuse('signUp', parsed.errors, { email: form.get('email') ?? '' });
        const { email, password } = parsed.value;
        if (!mailAllowed(email))
          return refuse('signUp', [{ field: 'form', code: 'throttled' }], { email }, { seconds: 600 });
        const result = await signUp(payload, secret, {
          email,
          password,
          origin,
          market: locale.market,
          lang: locale.lang,
        });
        // The same answer whether or not the address has an account: the mail tells its owner which it is.
        try {
          if (result.kind === 'verify') await sendVerification(mail, email, result.code, result.link);
          else await sendExistingAccount(mail, email);
        } catch (error) {
          log.warn({ error: (error as Error).message }, 'account: sign-up mail failed');
          return refuse('signUp', [{ field: 'form', code: 'mailFailed' }], { email });
        }
        return go('verify', '', [
          setCookie(PENDING_COOKIE, pendingValue(secret, result.candidate.id), PENDING_MAX_AGE, secure),
        ]);
      }
      case 'verify': {
        if (!codesPerClient.hit(client).allowed)
          return refuse('verify', [{ field: 'form', code: 'throttled' }], {}, { seconds: 600 });
        const pending = readPending(secret, readCookie(cookieHeader, PENDING_COOKIE));
        if (pending === null) return refuse('verify', [{ field: 'code', code: 'none' }]);
        const parsed = parseCode(form);
        if (!parsed.ok) return refuse('verify', parsed.errors);
        const result = await verifyCode(payload, secret, pending, parsed.value.code);
        if (result.ok) return signedIn(result.candidate.id, result.candidate.email, 'verified');
        // An address that already had an account (the sign-up answered the same) has no code: it reads as wrong.
        if (result.reason === 'none') return refuse('verify', [{ field: 'code', code: 'wrong' }], {}, { count: 0 });
        const count = result.reason === 'wrong' ? result.triesLeft : 0;
        const code = result.reason === 'wrong' && result.triesLeft === 0 ? 'used' : result.reason;
        return refuse('verify', [{ field: 'code', code }], {}, { count });
      }
      case 'resend': {
        const pending = readPending(secret, readCookie(cookieHeader, PENDING_COOKIE));
        const candidate = pending === null ? null : await candidateById(payload, pending);
        if (!candidate) return refuse('verify', [{ field: 'code', code: 'none' }]);
        if (!mailAllowed(candidate.email))
          return refuse('verify', [{ field: 'form', code: 'throttled' }], {}, { seconds: 600 });
        if (candidate.status === 'unverified') {
          const issued = await issueVerification(payload, secret, candidate);
          await sendVerification(mail, candidate.email, issued.code, issued.link).catch((error: Error) =>
            log.warn({ error: error.message }, 'account: code mail failed'),
          );
        }
        return go('verify', 'done=codeSent', [
          setCookie(PENDING_COOKIE, pendingValue(secret, candidate.id), PENDING_MAX_AGE, secure),
        ]);
      }
      case 'confirm': {
        const candidate = await verifyLink(payload, form.get('token'));
        if (!candidate) return refuse('verify', [{ field: 'form', code: 'invalidLink' }]);
        return signedIn(candidate.id, candidate.email, 'verified');
      }
      case 'signin': {
        const parsed = parseSignIn(form);
        if (!parsed.ok) return refuse('signIn', parsed.errors, { email: form.get('email') ?? '' });
        const { email, password } = parsed.value;
        const trusted = isTrustedDevice(secret, readCookie(cookieHeader, DEVICE_COOKIE), email);
        const wait = throttle.wait(email, client, trusted);
        if (wait > 0) return refuse('signIn', [{ field: 'form', code: 'throttled' }], { email }, { seconds: wait });
        const candidate = await checkSignIn(payload, email, password);
        if (!candidate) {
          throttle.failed(email, client);
          return refuse('signIn', [{ field: 'form', code: 'signIn' }], { email });
        }
        throttle.cleared(email);
        if (candidate.status !== 'active') {
          // The right password of an account never verified: a fresh code, then the code page.
          const issued = await issueVerification(payload, secret, candidate);
          await sendVerification(mail, candidate.email, issued.code, issued.link).catch((error: Error) =>
            log.warn({ error: error.message }, 'account: code mail failed'),
          );
          return go('verify', 'done=codeSent', [
            setCookie(PENDING_COOKIE, pendingValue(secret, candidate.id), PENDING_MAX_AGE, secure),
          ]);
        }
        return signedIn(candidate.id, candidate.email, 'signedIn');
      }
      case 'signout': {
        await endSession(payload, requestSessionToken(cookieHeader));
        return go('signIn', 'done=signedOut', [setCookie(SESSION_COOKIE, '', 0, secure)]);
      }
      case 'signout-all': {
        const candidate = await requestCandidate(payload, cookieHeader);
        if (candidate) await endAllSessions(payload, candidate.id);
        return go('signIn', 'done=signedOutAll', [setCookie(SESSION_COOKIE, '', 0, secure)]);
      }
      case 'forgot': {
        const parsed = parseForgot(form);
        if (!parsed.ok) return refuse('forgot', parsed.errors, { email: form.get('email') ?? '' });
        const { email } = parsed.value;
        if (!mailAllowed(email))
          return refuse('forgot', [{ field: 'form', code: 'throttled' }], { email }, { seconds: 600 });
        const reset = await requestReset(payload, email);
        // Sent after the answer: a known and an unknown address are answered alike, in the same time.
        if (reset)
          void sendReset(mail, reset.candidate.email, reset.token).catch((error: Error) =>
            log.warn({ error: error.message }, 'account: reset mail failed'),
          );
        return go('forgot', 'done=resetSent');
      }
      case 'reset': {
        const token = form.get('token') ?? '';
        const candidate = await candidateByReset(payload, token);
        if (!candidate) return refuse('forgot', [{ field: 'form', code: 'invalidLink' }]);
        const parsed = parseNewPassword(form, candidate.email);
        if (!parsed.ok) return refuse('reset', parsed.errors, {}, {}, `token=${encodeURIComponent(token)}`);
        const updated = await resetPassword(payload, token, parsed.value.password);
        if (!updated) return refuse('forgot', [{ field: 'form', code: 'invalidLink' }]);
        throttle.cleared(updated.email);
        // Every other session has ended; this browser is signed in anew.
        return signedIn(updated.id, updated.email, 'passwordChanged');
      }
      case 'profile': {
        const candidate = await requestCandidate(payload, cookieHeader);
        if (!candidate) return go('signIn');
        // Interests are values of the site's facet lists (or ones the candidate has stored already).
        const options = await interestOptionsFor(site.key, locale);
        const parsed = parseProfile(form, acceptedInterests(options, candidate.profile ?? {}));
        if (!parsed.ok) return refuse('profile', parsed.errors, typedProfile(form));
        await updateProfile(payload, candidate.id, parsed.value);
        return go('profile', 'done=saved');
      }
      case 'export': {
        const candidate = await requestCandidate(payload, cookieHeader);
        if (!candidate) return go('signIn');
        if (!exportsPerClient.hit(client).allowed)
          return refuse('home', [{ field: 'form', code: 'throttled' }], {}, { seconds: 600 });
        const now = new Date();
        const zip = zipAccountExport(
          await collectAccountExport(payload, candidate, requestSessionToken(cookieHeader), now),
          now,
        );
        return new Response(Buffer.from(zip), {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename="${exportFileName(site.key, now)}"`,
            'content-length': String(zip.byteLength),
            'x-content-type-options': 'nosniff',
            'cache-control': 'no-store',
          },
        });
      }
      case 'agent-delete': {
        const candidate = await requestCandidate(payload, cookieHeader);
        if (!candidate) return go('signIn');
        const agentId = parseAgentId(form);
        // Another person's agent reads as one that does not exist (any more): nothing changes.
        if (agentId === null || !(await deleteAccountAgent(payload, candidate, agentId)))
          return refuse('home', [{ field: 'form', code: 'agentGone' }]);
        return go('home', 'done=agentDeleted');
      }
      case 'delete': {
        const candidate = await requestCandidate(payload, cookieHeader);
        if (!candidate) return go('signIn');
        const parsed = parseConfirmation(form);
        if (!parsed.ok) return refuse('delete', parsed.errors);
        const trusted = isTrustedDevice(secret, readCookie(cookieHeader, DEVICE_COOKIE), candidate.email);
        const wait = throttle.wait(candidate.email, client, trusted);
        if (wait > 0) return refuse('delete', [{ field: 'form', code: 'throttled' }], {}, { seconds: wait });
        // A passkey answers the challenge the delete page asked for (spent with this answer, whatever it is).
        const ceremony =
          parsed.value.method === 'passkey'
            ? {
                rp: relyingParty(site, origin),
                challenge: readChallenge(secret, readCookie(cookieHeader, CHALLENGE_COOKIE), 'confirm', candidate.id),
              }
            : null;
        const spent = ceremony ? [setCookie(CHALLENGE_COOKIE, '', 0, secure)] : [];
        const result = await deleteAccount(payload, candidate.id, parsed.value, ceremony);
        if (!result.ok) {
          if (result.reason === 'notFound') return go('signIn', '', [setCookie(SESSION_COOKIE, '', 0, secure)]);
          throttle.failed(candidate.email, client);
          const error = ceremony ? { field: 'form', code: 'passkey' } : { field: 'password', code: 'wrong' };
          return refuse('delete', [error], {}, {}, '', spent);
        }
        throttle.cleared(result.email);
        log.info({ removed: result.removed }, 'account: deleted by its owner');
        try {
          await sendDeleted(mail, result.email);
        } catch (error) {
          log.warn({ error: (error as Error).message }, 'account: deletion mail failed');
        }
        return go('deleted', '', [
          ...spent,
          setCookie(SESSION_COOKIE, '', 0, secure),
          setCookie(PENDING_COOKIE, '', 0, secure),
          setCookie(DEVICE_COOKIE, '', 0, secure),
          setCookie(FLASH_COOKIE, '', 0, secure),
        ]);
      }
      case 'unsave': {
        // The account page's "Remove" of a saved offer: only ever among the signed-in candidate's own.
        const candidate = await requestCandidate(payload, cookieHeader);
        if (!candidate) return go('signIn');
        const offerId = parseOfferId(form.get('offerId'));
        if (offerId === null || !(await removeSavedOffer(payload, candidate.id, offerId)))
          return refuse('home', [{ field: 'form', code: 'offer' }]);
        return go('home', 'done=offerRemoved');
      }
      case 'cv-delete': {
        // Only ever among the signed-in candidate's own files: another person's id reads as one that is gone.
        const candidate = await requestCandidate(payload, cookieHeader);
        if (!candidate) return go('signIn');
        const fileId = parseCvId(form.get('file'));
        if (fileId === null || !(await deleteCvFile(payload, candidate.id, fileId)))
          return refuse('home', [{ field: 'cv', code: 'notFound' }]);
        return go('home', 'done=cvDeleted#account-cv-files');
      }
    }
  },
);
