import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { isAdmin } from '@/access/isAdmin';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

/**
 * Proof of consent for the privacy officer: every saved choice with its anonymous consent id, the choices, the
 * configuration revision and the time. Written only by POST /api/consent (Local API); never public, never
 * created or changed through REST. Admins read all sites, editors their site's entries (multi-tenant plugin).
 */
export const ConsentLog: CollectionConfig = {
  slug: 'consent-log',
  labels: { singular: 'Consent log entry', plural: 'Consent log' },
  admin: { useAsTitle: 'consentId', group: 'Privacy', defaultColumns: ['consentId', 'revision', 'givenAt'] },
  access: { read: authenticated, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'consentId',
      type: 'text',
      required: true,
      index: true,
      admin: { description: "The visitor's consent record id (no personal data).", readOnly: true },
    },
    {
      name: 'choices',
      type: 'json',
      required: true,
      admin: { description: 'The categories the visitor allowed or refused.', readOnly: true },
    },
    {
      name: 'revision',
      type: 'number',
      required: true,
      admin: { description: 'Version of the cookie settings the visitor answered.', readOnly: true },
    },
    {
      name: 'givenAt',
      type: 'date',
      required: true,
      index: true,
      admin: { description: 'When the choice was made.', readOnly: true, date: DATE_TIME_PICKER },
    },
  ],
};
