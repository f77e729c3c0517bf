import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { editorMessage } from '@/admin-i18n/translate';
import { idOf, parentError, type RelationValue, type TreePage } from './tree';

/**
 * The parent page check, on every save (draft saves skip field validation): the parent is a page of the same site,
 * not the page itself and not one of its descendants. Refused with a 400 on `parent`, in the editor's language.
 */
export const checkParent: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (!data || !('parent' in data)) return data;
  const parentId = idOf(data.parent as RelationValue);
  if (parentId === null) return data;
  const tenant = data.tenant ?? originalDoc?.tenant;
  const refuse = (message: string) => {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'parent', message: editorMessage(message, req.i18n?.language) }],
    });
  };
  // Read as the system, inside the request's transaction, the newest versions (drafts included): the tree the
  // editor sees.
  const { docs: found } = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: parentId } },
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { parent: true, tenant: true },
    req,
  });
  const parent = found[0] as TreePage | undefined;
  if (!parent) return refuse('The parent page does not exist.');
  const siteId = idOf(tenant as RelationValue);
  const { docs: pages } = siteId
    ? await req.payload.find({
        collection: 'pages',
        where: { tenant: { equals: siteId } },
        draft: true,
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        select: { parent: true, tenant: true },
        req,
      })
    : { docs: [] };
  const error = parentError({ id: originalDoc?.id ?? null, tenant }, parent, pages as TreePage[]);
  if (error) refuse(error);
  return data;
};
