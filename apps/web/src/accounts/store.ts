/**
 * Candidate accounts in the CMS database (Local API, server only). Every secret is stored hashed (tokens.ts); every
 * change names the candidate by the id of the session or link that authorised it, never by an id from a form.
 */
import type { Payload } from 'payload';
import type { Candidate } from '@/payload-types';
import { normalizeEmail } from '@/email/address';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import type { Profile } from './requests';
import {
  checkCode,
  CODE_TTL_MS,
  hashCode,
  hashSecret,
  isSecretShape,
  newCode,
  newSecret,
  RESET_TTL_MS,
  sessionAlive,
  SESSION_TTL_MS,
  shouldTouchSession,
  UNVERIFIED_TTL_MS,
  type CodeCheck,
} from './tokens';

/** How long the confirmation link of a sign-up mail stays valid (the code: 15 minutes). */
export const LINK_TTL_MS = 24 * 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

export async function candidateByEmail(payload: Payload, email: string): Promise<Candidate | null> {
  const found = await payload.find({
    collection: 'candidates',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { email: { equals: normalizeEmail(email) } },
  });
  return (found.docs[0] as Candidate | undefined) ?? null;
}

export async function candidateById(payload: Payload, id: number): Promise<Candidate | null> {
  return (await payload
    .findByID({ collection: 'candidates', id, overrideAccess: true, depth: 0, disableErrors: true })
    .catch(() => null)) as Candidate | null;
}

const update = (payload: Payload, id: number, data: Partial<Candidate>) =>
  payload.update({ collection: 'candidates', id, overrideAccess: true, depth: 0, data }) as Promise<Candidate>;

/** A new code and confirmation link for an unverified account (the previous ones stop working). */
export async function issueVerification(
  payload: Payload,
  secret: string,
  candidate: Candidate,
  now = Date.now(),
): Promise<{ candidate: Candidate; code: string; link: string }> {
  const code = newCode();
  const link = newSecret();
  const updated = await update(payload, candidate.id, {
    codeHash: hashCode(secret, candidate.id, code),
    codeExpiresAt: iso(now + CODE_TTL_MS),
    codeTries: 0,
    linkHash: hashSecret(link),
    linkExpiresAt: iso(now + LINK_TTL_MS),
  });
  return { candidate: updated, code, link };
}

export interface NewAccount {
  email: string;
  password: string;
  origin: string;
  market: string;
  lang: string;
}

export type SignUpResult =
  /** New, or an unverified account signed up for again (its password replaced): a code to mail. */
  | { kind: 'verify'; candidate: Candidate; code: string; link: string }
  /** The address already has a verified account: nothing changes; its owner gets a notice instead. */
  | { kind: 'exists'; candidate: Candidate };

export async function signUp(
  payload: Payload,
  secret: string,
  input: NewAccount,
  now = Date.now(),
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  let candidate = await candidateByEmail(payload, email);
  if (candidate?.status === 'active') return { kind: 'exists', candidate };
  if (candidate) {
    candidate = await update(payload, candidate.id, {
      passwordHash,
      passwordChangedAt: iso(now),
      lang: input.lang as Candidate['lang'],
    });
  } else {
    try {
      candidate = (await payload.create({
        collection: 'candidates',
        overrideAccess: true,
        depth: 0,
        data: {
          email,
          status: 'unverified',
          origin: input.origin,
          market: input.market,
          lang: input.lang as Candidate['lang'],
          passwordHash,
          passwordChangedAt: iso(now),
        },
      })) as Candidate;
    } catch (error) {
      // Two sign-ups of one address at once: the unique index lets one in; the other is answered as that one.
      const other = await candidateByEmail(payload, email);
      if (!other) throw error;
      return other.status === 'active' ? { kind: 'exists', candidate: other } : signUp(payload, secret, input, now);
    }
  }
  return { kind: 'verify', ...(await issueVerification(payload, secret, candidate, now)) };
}

const activate = (payload: Payload, id: number, now: number) =>
  update(payload, id, {
    status: 'active',
    verifiedAt: iso(now),
    codeHash: null,
    codeExpiresAt: null,
    codeTries: 0,
    linkHash: null,
    linkExpiresAt: null,
  });

/** A typed code for the account this browser signs up: the account (now verified), or why not. */
export async function verifyCode(
  payload: Payload,
  secret: string,
  candidateId: number,
  code: string,
  now = Date.now(),
): Promise<{ ok: true; candidate: Candidate } | (CodeCheck & { ok: false })> {
  const candidate = await candidateById(payload, candidateId);
  if (!candidate || candidate.status !== 'unverified') return { ok: false, reason: 'none' };
  const check = checkCode(candidate, code, (typed) => hashCode(secret, candidate.id, typed), now);
  if (check.ok) return { ok: true, candidate: await activate(payload, candidate.id, now) };
  if (check.reason === 'wrong') await update(payload, candidate.id, { codeTries: (candidate.codeTries ?? 0) + 1 });
  return check;
}

/** The unverified account a mailed confirmation link names (still valid), or null. Reading changes nothing. */
export async function candidateByLink(payload: Payload, link: unknown, now = Date.now()): Promise<Candidate | null> {
  if (!isSecretShape(link)) return null;
  const found = await payload.find({
    collection: 'candidates',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { linkHash: { equals: hashSecret(link) } },
  });
  const candidate = found.docs[0] as Candidate | undefined;
  if (!candidate || candidate.status !== 'unverified' || !candidate.linkExpiresAt) return null;
  return now <= Date.parse(candidate.linkExpiresAt) ? candidate : null;
}

/** The confirmation page's button: verifies the account its link names (one use). */
export async function verifyLink(payload: Payload, link: unknown, now = Date.now()): Promise<Candidate | null> {
  const candidate = await candidateByLink(payload, link, now);
  return candidate ? activate(payload, candidate.id, now) : null;
}

/**
 * The account of an address and password, or null — an unknown address costs one password check too, so both
 * answers take the same time. An unverified account with the right password comes back as it is (the caller sends
 * a new code).
 */
export async function checkSignIn(payload: Payload, email: string, password: string): Promise<Candidate | null> {
  const candidate = await candidateByEmail(payload, email);
  const ok = await verifyPassword(password, candidate?.passwordHash);
  if (!candidate || !ok) return null;
  if (needsRehash(candidate.passwordHash))
    return update(payload, candidate.id, { passwordHash: await hashPassword(password) });
  return candidate;
}

/** A new signed-in browser: the cookie's token (only its hash is stored). */
export async function createSession(payload: Payload, candidateId: number, now = Date.now()): Promise<string> {
  const token = newSecret();
  await payload.create({
    collection: 'candidate-sessions',
    overrideAccess: true,
    depth: 0,
    data: {
      candidate: candidateId,
      tokenHash: hashSecret(token),
      expiresAt: iso(now + SESSION_TTL_MS),
      lastSeenAt: iso(now),
    },
  });
  return token;
}

/** The signed-in candidate of a session cookie's token, or null (unknown, expired, idle too long, not verified). */
export async function sessionCandidate(
  payload: Payload,
  token: string | null | undefined,
  now = Date.now(),
): Promise<Candidate | null> {
  if (!isSecretShape(token)) return null;
  const found = await payload.find({
    collection: 'candidate-sessions',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { tokenHash: { equals: hashSecret(token) } },
  });
  const session = found.docs[0];
  if (!session) return null;
  if (!sessionAlive(session, now)) {
    await payload.delete({ collection: 'candidate-sessions', id: session.id, overrideAccess: true }).catch(() => null);
    return null;
  }
  const candidateId = typeof session.candidate === 'number' ? session.candidate : session.candidate?.id;
  const candidate = candidateId ? await candidateById(payload, candidateId) : null;
  if (!candidate || candidate.status !== 'active') return null;
  if (shouldTouchSession(session.lastSeenAt, now))
    await payload
      .update({
        collection: 'candidate-sessions',
        id: session.id,
        overrideAccess: true,
        data: { lastSeenAt: iso(now) },
      })
      .catch(() => null);
  return candidate;
}

/** Signs this browser out (its session record goes). */
export async function endSession(payload: Payload, token: string | null | undefined): Promise<void> {
  if (!isSecretShape(token)) return;
  await payload.delete({
    collection: 'candidate-sessions',
    overrideAccess: true,
    where: { tokenHash: { equals: hashSecret(token) } },
  });
}

/** Signs every browser of an account out ("sign out everywhere", a password reset). */
export async function endAllSessions(payload: Payload, candidateId: number): Promise<void> {
  await payload.delete({
    collection: 'candidate-sessions',
    overrideAccess: true,
    where: { candidate: { equals: candidateId } },
  });
}

export async function countSessions(payload: Payload, candidateId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'candidate-sessions',
    overrideAccess: true,
    where: { candidate: { equals: candidateId } },
  });
  return totalDocs;
}

/** A reset link for the account of an address (the previous one stops working), or null for an unknown address. */
export async function requestReset(
  payload: Payload,
  email: string,
  now = Date.now(),
): Promise<{ candidate: Candidate; token: string } | null> {
  const candidate = await candidateByEmail(payload, email);
  if (!candidate) return null;
  const token = newSecret();
  await update(payload, candidate.id, { resetHash: hashSecret(token), resetExpiresAt: iso(now + RESET_TTL_MS) });
  return { candidate, token };
}

/** The account a reset link names while it is valid (one hour, unused), or null. Reading changes nothing. */
export async function candidateByReset(payload: Payload, token: unknown, now = Date.now()): Promise<Candidate | null> {
  if (!isSecretShape(token)) return null;
  const found = await payload.find({
    collection: 'candidates',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { resetHash: { equals: hashSecret(token) } },
  });
  const candidate = found.docs[0] as Candidate | undefined;
  if (!candidate?.resetExpiresAt || now > Date.parse(candidate.resetExpiresAt)) return null;
  return candidate;
}

/**
 * A new password through a reset link: stored, the link used up, every session of the account ended. The mailbox
 * was proven, so an unverified account is verified by it. Null when the link is not valid (any more).
 */
export async function resetPassword(
  payload: Payload,
  token: unknown,
  password: string,
  now = Date.now(),
): Promise<Candidate | null> {
  const candidate = await candidateByReset(payload, token, now);
  if (!candidate) return null;
  const updated = await update(payload, candidate.id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: iso(now),
    resetHash: null,
    resetExpiresAt: null,
    ...(candidate.status === 'unverified'
      ? { status: 'active' as const, verifiedAt: iso(now), codeHash: null, linkHash: null }
      : {}),
  });
  await endAllSessions(payload, candidate.id);
  return updated;
}

/** The signed-in candidate's profile and language, as the profile form sent them (checked by parseProfile). */
export async function updateProfile(payload: Payload, candidateId: number, profile: Profile): Promise<Candidate> {
  const { language, radius, ...rest } = profile;
  return update(payload, candidateId, {
    profile: { ...rest, radius: (radius || null) as NonNullable<Candidate['profile']>['radius'] },
    lang: language as Candidate['lang'],
  });
}

/** Unverified accounts older than 7 days and ended sessions are removed. Returns how many accounts went. */
export async function removeStale(payload: Payload, now = Date.now()): Promise<number> {
  await payload.delete({
    collection: 'candidate-sessions',
    overrideAccess: true,
    where: { expiresAt: { less_than: iso(now) } },
  });
  const stale = await payload.find({
    collection: 'candidates',
    overrideAccess: true,
    depth: 0,
    limit: 500,
    pagination: false,
    where: { and: [{ status: { equals: 'unverified' } }, { createdAt: { less_than: iso(now - UNVERIFIED_TTL_MS) } }] },
  });
  for (const candidate of stale.docs) {
    await endAllSessions(payload, candidate.id);
    await payload.delete({ collection: 'candidates', id: candidate.id, overrideAccess: true });
  }
  return stale.docs.length;
}
