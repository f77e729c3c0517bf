/**
 * Passkeys of candidate accounts (WebAuthn, through @simplewebauthn/server): the options a browser needs to make or
 * use one, the checks of its answers, and the records (collection `candidate-passkeys`). A passkey belongs to the
 * host it was made on (its relying party id): brand A's passkey signs in on brand A. Every change names the
 * candidate by the session that authorised it, never by an id from the request.
 */
import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Payload } from 'payload';
import type { Candidate, CandidatePasskey } from '@/payload-types';
import { candidateById } from '../store';

/** Passkeys per account: enough for every device a person has, bounded. */
export const MAX_PASSKEYS = 10;
const TIMEOUT_MS = 5 * 60_000;

/** Where a ceremony happens: the site's name, its host (the relying party id) and the page's origin. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

/** The relying party of a site's page: the site's name, the page's host (without its port) and its origin. */
export const relyingParty = (site: { name: string }, origin: string): RelyingParty => ({
  name: site.name,
  id: new URL(origin).hostname,
  origin,
});

/**
 * The account's user handle for authenticators: derived from the account id with the server's secret, so it names
 * nobody and stays the same for every passkey of the account (an authenticator then replaces its own passkey).
 */
const userHandle = (secret: string, candidateId: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array(crypto.createHmac('sha256', secret).update(`meridian:account:user-handle:${candidateId}`).digest());

/**
 * The challenge as the bytes it encodes: the library base64url-encodes what it is given, so the options carry the
 * same text as the cookie (a string would be taken as UTF-8 and encoded once more).
 */
const challengeBytes = (challenge: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(challenge, 'base64url'));

export async function listPasskeys(payload: Payload, candidateId: number): Promise<CandidatePasskey[]> {
  const found = await payload.find({
    collection: 'candidate-passkeys',
    overrideAccess: true,
    depth: 0,
    limit: MAX_PASSKEYS * 4,
    sort: 'createdAt',
    where: { candidate: { equals: candidateId } },
  });
  return found.docs;
}

/** The options for the browser to make a passkey for this account on this host. */
export async function registrationOptions(
  payload: Payload,
  secret: string,
  candidate: Candidate,
  rp: RelyingParty,
  challenge: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = (await listPasskeys(payload, candidate.id)).filter((passkey) => passkey.rpId === rp.id);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: candidate.email,
    userID: userHandle(secret, candidate.id),
    challenge: challengeBytes(challenge),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
    // Discoverable: the sign-in asks for no e-mail address first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

export type AddResult = { ok: true; passkey: CandidatePasskey } | { ok: false; reason: 'invalid' | 'tooMany' };

/** Checks the browser's new passkey against the challenge, host and origin, and keeps it for the account. */
export async function addPasskey(
  payload: Payload,
  candidateId: number,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  challenge: string,
  name: string,
): Promise<AddResult> {
  if ((await listPasskeys(payload, candidateId)).length >= MAX_PASSKEYS) return { ok: false, reason: 'tooMany' };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!verified.verified) return { ok: false, reason: 'invalid' };
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const taken = await passkeyByCredential(payload, credential.id);
  if (taken) return { ok: false, reason: 'invalid' };
  const passkey = await payload.create({
    collection: 'candidate-passkeys',
    overrideAccess: true,
    depth: 0,
    data: {
      candidate: candidateId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? response.response.transports ?? []).join(',') || null,
      rpId: rp.id,
      name: name.slice(0, 80),
      backedUp: credentialBackedUp,
    },
  });
  return { ok: true, passkey };
}

/** The options for the browser to sign in with any passkey it keeps for this host. */
export function authenticationOptions(
  rp: RelyingParty,
  challenge: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: challengeBytes(challenge),
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
  });
}

async function passkeyByCredential(payload: Payload, credentialId: string): Promise<CandidatePasskey | null> {
  const found = await payload.find({
    collection: 'candidate-passkeys',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { credentialId: { equals: credentialId } },
  });
  return found.docs[0] ?? null;
}

const transportsOf = (passkey: CandidatePasskey): NonNullable<RegistrationResponseJSON['response']['transports']> =>
  (passkey.transports ? passkey.transports.split(',') : []) as NonNullable<
    RegistrationResponseJSON['response']['transports']
  >;

/**
 * The passkey a browser's answer proves: one of this host, a genuine signature over this challenge and a counter
 * that moved on (a cloned or replayed answer fails); the counter and last use are recorded. Null for anything else.
 */
async function provenPasskey(
  payload: Payload,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  challenge: string,
  now: number,
): Promise<{ passkey: CandidatePasskey; candidateId: number } | null> {
  if (typeof response?.id !== 'string' || !/^[\w-]{16,1400}$/.test(response.id)) return null;
  const passkey = await passkeyByCredential(payload, response.id);
  if (!passkey || passkey.rpId !== rp.id) return null;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  await payload.update({
    collection: 'candidate-passkeys',
    id: passkey.id,
    overrideAccess: true,
    depth: 0,
    data: { counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date(now).toISOString() },
  });
  const candidateId = typeof passkey.candidate === 'number' ? passkey.candidate : passkey.candidate.id;
  return { passkey, candidateId };
}

/** The account a browser's passkey answer signs in (an active one), or null — all refusals alike. */
export async function signInWithPasskey(
  payload: Payload,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  challenge: string,
  now = Date.now(),
): Promise<Candidate | null> {
  const proven = await provenPasskey(payload, response, rp, challenge, now);
  if (!proven) return null;
  const candidate = await candidateById(payload, proven.candidateId);
  return candidate && candidate.status === 'active' ? candidate : null;
}

/** Whether a passkey answer proves that the person at the keyboard holds one of this account's passkeys. */
export async function confirmWithPasskey(
  payload: Payload,
  candidateId: number,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  challenge: string,
  now = Date.now(),
): Promise<boolean> {
  const proven = await provenPasskey(payload, response, rp, challenge, now);
  return proven?.candidateId === candidateId;
}

/** The options to confirm with one of the account's own passkeys of this host (a deletion). */
export async function confirmationOptions(
  payload: Payload,
  candidateId: number,
  rp: RelyingParty,
  challenge: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = (await listPasskeys(payload, candidateId)).filter((passkey) => passkey.rpId === rp.id);
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: challengeBytes(challenge),
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
  });
}

/** Removes one of the account's own passkeys; false when the id names none of them (another's, or none). */
export async function removePasskey(payload: Payload, candidateId: number, passkeyId: number): Promise<boolean> {
  const { docs } = await payload.delete({
    collection: 'candidate-passkeys',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ id: { equals: passkeyId } }, { candidate: { equals: candidateId } }] },
  });
  return docs.length > 0;
}

/** Every passkey of an account (its deletion); returns how many went. */
export async function deletePasskeysOf(payload: Payload, candidateId: number): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'candidate-passkeys',
    overrideAccess: true,
    depth: 0,
    where: { candidate: { equals: candidateId } },
  });
  return docs.length;
}
