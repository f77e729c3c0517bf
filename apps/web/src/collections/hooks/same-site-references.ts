import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
} from 'payload';

/**
 * A site's documents refer only to documents of the same site (tenant isolation): a page of brand A cannot show
 * brand B's image or link to brand B's page, whoever saves it and through whichever API. The multi-tenant plugin
 * limits what an editor may read and write; this limits what a document may point to.
 */

/** A reference found in a document: where it sits, the collection it points into and the referenced id. */
export interface Reference {
  path: string;
  relationTo: string;
  id: number | string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of a relationship value: a plain id, a populated document, or a polymorphic `{ relationTo, value }`. */
function referenceOf(
  value: unknown,
  relationTo: string | string[],
): { relationTo: string; id: number | string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || typeof value === 'string')
    return typeof relationTo === 'string' ? { relationTo, id: value } : null;
  if (!isObject(value)) return null;
  if (Array.isArray(relationTo)) {
    const target = value.relationTo;
    return typeof target === 'string' ? referenceOf(value.value, target) : null;
  }
  const id = value.id;
  return typeof id === 'number' || typeof id === 'string' ? { relationTo, id } : null;
}

/**
 * Every relationship and upload value in `data`, walking groups, arrays, blocks, tabs, rows and collapsibles, and
 * localized values sent for several locales at once (`{ de: …, en: … }`).
 */
export function collectReferences(
  fields: readonly Field[],
  data: unknown,
  locales: readonly string[],
  path = '',
): Reference[] {
  if (!isObject(data)) return [];
  const found: Reference[] = [];
  const at = (name: string) => (path ? `${path}.${name}` : name);
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          found.push(...collectReferences(tab.fields, data[tab.name], locales, at(tab.name)));
        else found.push(...collectReferences(tab.fields, data, locales, path));
      }
      continue;
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...collectReferences(field.fields, data, locales, path));
      continue;
    }
    if (!('name' in field) || !field.name) continue;
    const raw = data[field.name];
    // A localized field may arrive as one value per locale.
    const values: [string, unknown][] =
      'localized' in field &&
      field.localized &&
      isObject(raw) &&
      Object.keys(raw).length > 0 &&
      Object.keys(raw).every((key) => locales.includes(key))
        ? Object.entries(raw).map(([locale, value]) => [`${at(field.name)}.${locale}`, value])
        : [[at(field.name), raw]];
    for (const [where, value] of values) {
      switch (field.type) {
        case 'relationship':
        case 'upload': {
          const items = Array.isArray(value) ? value : [value];
          items.forEach((item, index) => {
            const reference = referenceOf(item, field.relationTo as string | string[]);
            if (reference) found.push({ path: Array.isArray(value) ? `${where}.${index}` : where, ...reference });
          });
          break;
        }
        case 'group':
          found.push(...collectReferences(field.fields, value, locales, where));
          break;
        case 'array':
          if (Array.isArray(value))
            value.forEach((row, index) =>
              found.push(...collectReferences(field.fields, row, locales, `${where}.${index}`)),
            );
          break;
        case 'blocks':
          if (Array.isArray(value)) {
            value.forEach((row, index) => {
              const block = field.blocks.find((candidate) => isObject(row) && candidate.slug === row.blockType);
              if (block) found.push(...collectReferences(block.fields, row, locales, `${where}.${index}`));
            });
          }
          break;
        default:
          break;
      }
    }
  }
  return found;
}

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string')
      ? value.id
      : null;

/** The references that point into a site-scoped collection at a document of another site (or of none). */
export async function foreignReferences(
  references: readonly Reference[],
  siteId: number | string,
  siteScoped: ReadonlySet<string>,
  req: PayloadRequest,
): Promise<Reference[]> {
  const byCollection = new Map<string, Reference[]>();
  for (const reference of references) {
    if (!siteScoped.has(reference.relationTo)) continue;
    byCollection.set(reference.relationTo, [...(byCollection.get(reference.relationTo) ?? []), reference]);
  }
  const foreign: Reference[] = [];
  for (const [collection, refs] of byCollection) {
    const ids = [...new Set(refs.map((reference) => reference.id))];
    // Read as the system, inside the request's transaction: the check must see documents the editor cannot.
    const { docs } = await req.payload.find({
      collection: collection as 'pages',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      req,
    });
    const siteOf = new Map(docs.map((doc) => [String(doc.id), idOf((doc as { tenant?: unknown }).tenant)]));
    // A reference to a document that does not exist is left to Payload's own relationship validation.
    for (const reference of refs) {
      const owner = siteOf.get(String(reference.id));
      if (siteOf.has(String(reference.id)) && String(owner) !== String(siteId)) foreign.push(reference);
    }
  }
  return foreign;
}

/**
 * The beforeChange hook for a collection whose documents belong to a site (`tenant`), or for the sites themselves
 * (a site's own references must be its documents). Refuses the write with a 400 naming each offending field.
 */
export function sameSiteReferences(
  siteScoped: ReadonlySet<string>,
  { isSiteCollection = false } = {},
): CollectionBeforeChangeHook {
  return async ({ collection, data, originalDoc, req, operation }) => {
    const siteId = isSiteCollection
      ? operation === 'update'
        ? idOf(originalDoc)
        : null
      : idOf(data?.tenant ?? originalDoc?.tenant);
    if (siteId === null) return data; // a new site has no documents yet; a document without a site is refused elsewhere
    const locales = (req.payload.config.localization && req.payload.config.localization.localeCodes) || [];
    const references = collectReferences(collection.fields, data, locales);
    const foreign = await foreignReferences(references, siteId, siteScoped, req);
    if (foreign.length > 0) {
      throw new ValidationError({
        collection: collection.slug,
        errors: foreign.map((reference) => ({
          path: reference.path,
          message: `Refers to ${reference.relationTo} ${reference.id} of another site: choose a document of this site.`,
        })),
      });
    }
    return data;
  };
}

/** The collection with the same-site check as its last beforeChange hook. */
export function withSameSiteReferences(
  collection: CollectionConfig,
  siteScoped: ReadonlySet<string>,
  sitesSlug: string,
): CollectionConfig {
  const isSiteCollection = collection.slug === sitesSlug;
  if (!isSiteCollection && !siteScoped.has(collection.slug)) return collection;
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), sameSiteReferences(siteScoped, { isSiteCollection })],
    },
  };
}
