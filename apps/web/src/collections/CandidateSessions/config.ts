import type { CollectionConfig } from 'payload';

/**
 * Signed-in browsers of candidate accounts: the SHA-256 of the `meridian_account` cookie's token, its candidate,
 * when it ends. Never shown in the admin, never readable through the API (overrideAccess in the account routes
 * only). A password reset or "sign out everywhere" deletes a candidate's records; deleting the account deletes them.
 */
export const CandidateSessions: CollectionConfig = {
  slug: 'candidate-sessions',
  labels: { singular: 'Candidate session', plural: 'Candidate sessions' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'lastSeenAt', type: 'date' },
  ],
};
