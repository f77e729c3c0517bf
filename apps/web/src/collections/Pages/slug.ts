import type { CollectionBeforeValidateHook } from 'payload';
import { ValidationError } from 'payload';
import { relationId } from '@/cms/relation';

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export const validateSlug = (value: unknown): true | string =>
  typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Use 1–100 lower-case letters, digits and dashes.';

/** A slug is unique per site and language: two pages may not answer the same URL. */
export const ensureUniqueSlug: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const slug = data?.slug;
  const tenant = data?.tenant ?? originalDoc?.tenant;
  const tenantId = relationId(tenant);
  if (typeof slug !== 'string' || !tenantId) return data;
  const clash = await req.payload.find({
    collection: 'pages',
    locale: req.locale ?? undefined,
    where: {
      and: [
        { slug: { equals: slug } },
        { tenant: { equals: tenantId } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  });
  if (clash.docs.length > 0) {
    throw new ValidationError({
      errors: [{ message: `Another page of this site already uses the slug "${slug}".`, path: 'slug' }],
    });
  }
  return data;
};
