import type { CollectionConfig } from 'payload';
import { ValidationError } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { editorMessage } from '@/admin-i18n/translate';
import {
  createsLoop,
  normalizeRedirectPath,
  REDIRECT_STATUSES,
  validateFromPath,
  validateToTarget,
} from './validation';

const siteIdOf = (tenant: unknown): number | null =>
  typeof tenant === 'number'
    ? tenant
    : tenant && typeof tenant === 'object' && 'id' in tenant
      ? Number((tenant as { id: number }).id)
      : null;

/**
 * Redirects editors manage per site: an old path answers 301 (moved for good) or 302 (for now) with
 * the new path or URL. Applied by the proxy before any page lookup.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'status', 'updatedAt'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: {
    beforeValidate: [
      async ({ data, req, originalDoc }) => {
        const from = data?.from ?? originalDoc?.from;
        const to = data?.to ?? originalDoc?.to;
        const siteId = siteIdOf(data?.tenant ?? originalDoc?.tenant);
        if (typeof from !== 'string' || typeof to !== 'string' || !siteId) return data;
        const { docs } = await req.payload.find({
          collection: 'redirects',
          where: {
            and: [{ tenant: { equals: siteId } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
          },
          limit: 10_000,
          depth: 0,
          overrideAccess: true,
          req,
        });
        if (docs.some((doc) => normalizeRedirectPath(doc.from) === normalizeRedirectPath(from))) {
          throw new ValidationError({
            errors: [
              { message: editorMessage(`This site already redirects ${from}.`, req.i18n?.language), path: 'from' },
            ],
          });
        }
        if (createsLoop({ from, to }, docs)) {
          throw new ValidationError({
            errors: [
              {
                message: editorMessage(
                  'This redirect would lead back to itself (a redirect loop).',
                  req.i18n?.language,
                ),
                path: 'to',
              },
            ],
          });
        }
        return data;
      },
    ],
    afterChange: [({ doc }) => void (siteIdOf(doc.tenant) && expireTags(cacheTags.redirects(siteIdOf(doc.tenant)!)))],
    afterDelete: [({ doc }) => void (siteIdOf(doc.tenant) && expireTags(cacheTags.redirects(siteIdOf(doc.tenant)!)))],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      validate: validateFromPath,
      admin: { description: 'Old path of this site, e.g. /de/de/jobs (no host, no query).' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: validateToTarget,
      admin: { description: 'New path (/de/de/karriere) or an https:// URL.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: REDIRECT_STATUSES.map((status) => ({
        label: status === 301 ? '301 – moved permanently' : '302 – moved temporarily',
        value: String(status),
      })),
      admin: { description: '301 for a page that moved for good (search engines follow), 302 for a while.' },
    },
  ],
};
