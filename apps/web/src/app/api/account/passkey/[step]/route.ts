import type { NextRequest } from 'next/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { getTranslator } from '@meridian/i18n';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { readCookie, setCookie, signedInCookies } from '@/accounts/cookies';
import { accountPath } from '@/accounts/links';
import { postedLocale } from '@/accounts/requests';
import { requestCandidate } from '@/accounts/session';
import { createSession } from '@/accounts/store';
import {
  CHALLENGE_COOKIE,
  CHALLENGE_MAX_AGE,
  challengeValue,
  newChallenge,
  readChallenge,
  type ChallengePurpose,
} from '@/accounts/passkeys/challenge';
import { deviceName } from '@/accounts/passkeys/device-name';
import {
  addPasskey,
  authenticationOptions,
  confirmationOptions,
  registrationOptions,
  relyingParty,
  removePasskey,
  signInWithPasskey,
} from '@/accounts/passkeys/store';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readRequestBody } from '@/outage/unavailable-body';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { sameOrigin } from '@/security/same-origin';
import { requestOrigin } from '@/seo/metadata';
import { resolveSite } from '@/sites/data';

/** A passkey's answer with its attestation or signature: a few KB; more is refused unread. */
const BODY_MAX_BYTES = 32 * 1024;
/** Passkey sign-in answers per client: far more than a person needs, far fewer than guessing would. */
const signInsPerClient = createRateLimiter({ limit: 30, windowMs: 10 * 60_000 });

const STEPS = ['signin-options', 'signin', 'register-options', 'register', 'confirm-options', 'remove'] as const;
type Step = (typeof STEPS)[number];

const json = (body: unknown, headers: string[] = [], status = 200) => {
  const response = Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
  for (const cookie of headers) response.headers.append('set-cookie', cookie);
  return response;
};

/**
 * POST /api/account/passkey/{step}: passkeys of candidate accounts (WebAuthn).
 * - `signin-options` → the options for the browser's passkey prompt (any passkey of this host), the challenge in a
 *   signed cookie; `signin` with the browser's answer → signed in, `{location}` of the account page.
 * - `register-options` (signed in) → the options to make a passkey for the account; `register` with the answer →
 *   kept, named after the browser, `{location}`.
 * - `confirm-options` (signed in) → the options to confirm a deletion with one of the account's passkeys of this
 *   host; the answer is posted with the deletion form (`/api/account/delete`, `method=passkey`).
 * - `remove` (signed in, a plain form post: works without JavaScript) → 303 back to the account.
 * The JSON steps take `application/json` only (a cross-site form cannot send it without a preflight) and refuse
 * another origin; a refused answer is `{error}` with 400 (`invalid`, `expired`), 401 (`signedOut`) or 429.
 */
export const POST = withDatabaseFaults(async (request: NextRequest, context: { params: Promise<{ step: string }> }) => {
  const { step: name } = await context.params;
  if (!(STEPS as readonly string[]).includes(name)) return problemResponse(404, 'notFound');
  const step = name as Step;
  if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
  const isForm = step === 'remove';
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isForm && type !== 'application/json') return problemResponse(415, 'unsupportedMediaType');
  const text = await readRequestBody(request, BODY_MAX_BYTES);
  if (text === null) return problemResponse(413, 'tooLarge');
  let body: Record<string, unknown> = {};
  if (isForm) body = Object.fromEntries(new URLSearchParams(text));
  else if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return json({ error: 'invalid' }, [], 400);
      body = parsed as Record<string, unknown>;
    } catch {
      return json({ error: 'invalid' }, [], 400);
    }
  }

  const host = request.headers.get('host');
  const site = await resolveSite(host);
  const origin = requestOrigin(host, request.headers.get('x-forwarded-proto'));
  if (!site || !origin) return problemResponse(404, 'unknownSite');
  const locale = postedLocale(site.locales, body.page);
  const secure = origin.startsWith('https:');
  const secret = payloadSecret();
  const cookieHeader = request.headers.get('cookie');
  const payload = await getPayload();
  const rp = relyingParty(site, origin);
  const challengeCookie = (purpose: ChallengePurpose, candidateId: number, challenge: string) =>
    setCookie(CHALLENGE_COOKIE, challengeValue(secret, purpose, candidateId, challenge), CHALLENGE_MAX_AGE, secure);
  const challengeOf = (purpose: ChallengePurpose, candidateId: number) =>
    readChallenge(secret, readCookie(cookieHeader, CHALLENGE_COOKIE), purpose, candidateId);
  const spent = setCookie(CHALLENGE_COOKIE, '', 0, secure);

  switch (step) {
    case 'signin-options': {
      const challenge = newChallenge();
      return json({ options: await authenticationOptions(rp, challenge) }, [challengeCookie('signin', 0, challenge)]);
    }
    case 'signin': {
      if (!signInsPerClient.hit(clientAddress(request.headers)).allowed)
        return json({ error: 'throttled' }, [spent], 429);
      const challenge = challengeOf('signin', 0);
      if (!challenge) return json({ error: 'expired' }, [spent], 400);
      const candidate = await signInWithPasskey(payload, body.response as AuthenticationResponseJSON, rp, challenge);
      if (!candidate) return json({ error: 'invalid' }, [spent], 400);
      const token = await createSession(payload, candidate.id);
      return json({ location: accountPath(locale, 'home', 'done=signedIn') }, [
        spent,
        ...signedInCookies(secret, token, candidate.email, secure),
      ]);
    }
    case 'register-options': {
      const candidate = await requestCandidate(payload, cookieHeader);
      if (!candidate) return json({ error: 'signedOut' }, [], 401);
      const challenge = newChallenge();
      const options = await registrationOptions(payload, secret, candidate, rp, challenge);
      return json({ options }, [challengeCookie('register', candidate.id, challenge)]);
    }
    case 'register': {
      const candidate = await requestCandidate(payload, cookieHeader);
      if (!candidate) return json({ error: 'signedOut' }, [spent], 401);
      const challenge = challengeOf('register', candidate.id);
      if (!challenge) return json({ error: 'expired' }, [spent], 400);
      const t = getTranslator(locale.lang);
      const name = deviceName(request.headers.get('user-agent'), {
        on: t('passkey.deviceOn'),
        browser: t('passkey.deviceBrowser'),
        device: t('passkey.deviceUnknown'),
      });
      const result = await addPasskey(
        payload,
        candidate.id,
        body.response as RegistrationResponseJSON,
        rp,
        challenge,
        name,
      );
      if (!result.ok) return json({ error: result.reason }, [spent], 400);
      return json({ location: accountPath(locale, 'home', 'done=passkeyAdded') }, [spent]);
    }
    case 'confirm-options': {
      // The delete page's passkey: the answer goes with the deletion form (/api/account/delete, method=passkey).
      const candidate = await requestCandidate(payload, cookieHeader);
      if (!candidate) return json({ error: 'signedOut' }, [], 401);
      const challenge = newChallenge();
      const options = await confirmationOptions(payload, candidate.id, rp, challenge);
      if (!options.allowCredentials?.length) return json({ error: 'invalid' }, [], 400);
      return json({ options }, [challengeCookie('confirm', candidate.id, challenge)]);
    }
    case 'remove': {
      const candidate = await requestCandidate(payload, cookieHeader);
      const go = (query: string) =>
        new Response(null, {
          status: 303,
          headers: { location: accountPath(locale, candidate ? 'home' : 'signIn', query), 'cache-control': 'no-store' },
        });
      if (!candidate) return go('');
      const id = Number(body.passkey);
      const removed = Number.isSafeInteger(id) && id > 0 && (await removePasskey(payload, candidate.id, id));
      return go(removed ? 'done=passkeyRemoved#account-passkeys' : 'done=passkeyNotFound#account-passkeys');
    }
  }
});
