import type { CollectionConfig } from 'payload';

/**
 * Passkeys of candidate accounts (WebAuthn credentials): the credential's id and public key, its signature counter,
 * the transports the browser named, the site's host it belongs to (a passkey is bound to the host it was made on),
 * a name and when it was last used. Never shown in the admin, never readable through the API: the account routes
 * read them with the Local API. Deleting an account deletes them (accounts/store.ts).
 */
export const CandidatePasskeys: CollectionConfig = {
  slug: 'candidate-passkeys',
  labels: { singular: 'Candidate passkey', plural: 'Candidate passkeys' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'credentialId', type: 'text', required: true, unique: true, index: true },
    { name: 'publicKey', type: 'text', required: true },
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'text' },
    { name: 'rpId', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'backedUp', type: 'checkbox', defaultValue: false },
    { name: 'lastUsedAt', type: 'date' },
  ],
};
