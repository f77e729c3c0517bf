import crypto from 'node:crypto';

/**
 * The links in a job agent's e-mails: `{agentId}.{nonce}.{signature}`. The nonce is random and stored with the
 * agent (a token names one agent and nothing else can be guessed from it); the signature (HMAC-SHA-256 over the
 * purpose, id and nonce with a key derived from the site secret) refuses forged and altered tokens before any
 * database read. Tokens do not expire: a digest from last year still unsubscribes. A new nonce revokes them.
 */
export type TokenPurpose = 'confirm' | 'manage';

const NONCE_BYTES = 18;
const SIGNATURE_BYTES = 24;

const keyFor = (secret: string) => crypto.createHmac('sha256', secret).update('meridian:job-agent:v1').digest();

const signature = (secret: string, purpose: TokenPurpose, agentId: number, nonce: string): Buffer =>
  crypto
    .createHmac('sha256', keyFor(secret))
    .update(`${purpose}:${agentId}:${nonce}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);

/** A fresh random nonce for a new agent (or to revoke every link an agent's mails carry). */
export const newTokenNonce = (): string => crypto.randomBytes(NONCE_BYTES).toString('base64url');

export function agentToken(secret: string, purpose: TokenPurpose, agentId: number, nonce: string): string {
  return `${agentId}.${nonce}.${signature(secret, purpose, agentId, nonce).toString('base64url')}`;
}

/** The agent id and nonce of a token signed for `purpose`, or null (malformed, forged, altered, other purpose). */
export function readAgentToken(
  secret: string,
  purpose: TokenPurpose,
  token: unknown,
): { agentId: number; nonce: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const agentId = Number(match[1]);
  const nonce = match[2]!;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secret, purpose, agentId, nonce);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { agentId, nonce };
}

/** Whether a nonce from a token is the agent's current one (constant time). */
export function sameNonce(stored: string | null | undefined, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
