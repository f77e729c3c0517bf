/**
 * A software WebAuthn authenticator for the integration suites: a P-256 key pair per passkey, the attestation
 * (`none`) and assertions as a real authenticator makes them (CBOR from @simplewebauthn's own helpers), so the
 * account's passkey checks run against genuine ceremonies, replays and forgeries without a browser. The end-to-end
 * suite uses Chromium's virtual authenticator instead.
 */
import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();
const counterBytes = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export interface SoftPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  counter: number;
  privateKey: crypto.KeyObject;
}

/** Makes a passkey for these options at this origin: the browser's answer to `navigator.credentials.create`. */
export function createCredential(
  options: PublicKeyCredentialCreationOptionsJSON,
  origin: string,
): { passkey: SoftPasskey; response: RegistrationResponseJSON } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]);
  const credentialId = crypto.randomBytes(32);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([0x01 | 0x04 | 0x40]), // user present, user verified, attested credential data
    counterBytes(0),
    Buffer.alloc(16), // AAGUID: none
    length,
    credentialId,
    Buffer.from(isoCBOR.encode(coseKey)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never,
  );
  const clientDataJSON = JSON.stringify({
    type: 'webauthn.create',
    challenge: options.challenge,
    origin,
    crossOrigin: false,
  });
  const id = b64u(credentialId);
  return {
    passkey: { id, rpId, userHandle: options.user.id, counter: 0, privateKey },
    response: {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(Buffer.from(clientDataJSON)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    },
  };
}

/** Signs a challenge with a passkey at this origin: the answer to `navigator.credentials.get` (the counter moves on). */
export function assert(passkey: SoftPasskey, challenge: string, origin: string): AuthenticationResponseJSON {
  passkey.counter += 1;
  const authenticatorData = Buffer.concat([
    sha256(passkey.rpId),
    Buffer.from([0x01 | 0x04]),
    counterBytes(passkey.counter),
  ]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
  const signature = crypto.sign(
    'sha256',
    Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
    passkey.privateKey,
  );
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64u(clientDataJSON),
      authenticatorData: b64u(authenticatorData),
      signature: b64u(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
  };
}
