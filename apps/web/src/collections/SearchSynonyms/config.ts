import type { CollectionConfig } from 'payload';
import { ValidationError } from 'payload';
import { isAdmin } from '@/access/isAdmin';
import { saveSynonymList } from '@/recruiting/synonyms-admin';

export const SYNONYM_LANGUAGES = [
  { label: 'Deutsch', value: 'de' },
  { label: 'English', value: 'en' },
  { label: 'Français', value: 'fr' },
  { label: 'Español', value: 'es' },
] as const;

/** Saves a list in the recruiting API, or stops the save with the API's reason on the field. */
async function pushList(lang: string, rules: string): Promise<void> {
  const result = await saveSynonymList(lang, rules);
  if (result.ok) return;
  throw new ValidationError({
    errors: [
      {
        path: 'rules',
        message:
          result.kind === 'invalid'
            ? `Not saved: ${result.detail}.`
            : `Not saved: the job search could not take the list (${result.detail}). Please try again.`,
      },
    ],
  });
}

/**
 * Job-title synonyms editors add to the job search, one list per language (group-wide, administrators only). The
 * recruiting API keeps and checks them (apps/api README "Synonyms"); a list it refuses is not saved here either,
 * and the editor sees the line that is wrong. Searches use a saved list within about a second.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Search synonyms', plural: 'Search synonyms' },
  admin: {
    useAsTitle: 'language',
    defaultColumns: ['language', 'updatedAt'],
    description:
      'Words the job search treats alike, one rule per line: "Lagerist, Lagerlogistik" (each finds the other) or "Altenpfleger => Pflegefachkraft" (only the left finds the right).',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc }) => {
        const lang = String(data.language ?? originalDoc?.language ?? '');
        await pushList(lang, String(data.rules ?? originalDoc?.rules ?? ''));
        // A list moved to another language leaves the old one empty.
        if (originalDoc?.language && originalDoc.language !== lang) await pushList(originalDoc.language, '');
        return data;
      },
    ],
    // Emptied in the job search first: if that fails, the list stays here too.
    beforeDelete: [
      async ({ id, req }) => {
        const doc = await req.payload.findByID({
          collection: 'search-synonyms',
          id,
          depth: 0,
          overrideAccess: true,
          req,
        });
        await pushList(String(doc.language), '');
      },
    ],
  },
  fields: [
    {
      name: 'language',
      type: 'select',
      required: true,
      unique: true,
      options: [...SYNONYM_LANGUAGES],
      admin: { description: 'One list per language; every list applies to every search.' },
    },
    {
      name: 'rules',
      type: 'textarea',
      maxLength: 1_000_000,
      admin: { rows: 16, description: 'One rule per line; lines starting with # are comments.' },
    },
  ],
};
