import type { Payload, TypedUser } from 'payload';
import { isDatabaseUnavailable } from '@/cms/database-unavailable';
import { relationId } from '@/cms/relation';
import {
  copyTargetError,
  translationStatus,
  withoutRowIds,
  type LanguageVersion,
  type TranslationStatusRow,
} from './rules';

/** An answer for the admin: the HTTP status and its JSON body (an English message, translated in the admin). */
export interface TranslationAnswer {
  status: number;
  body: { languages?: TranslationStatusRow[]; defaultLanguage?: string; created?: string; message?: string };
}

type Localized<T> = Partial<Record<string, T | null>> | null | undefined;
interface PageAllLocales {
  id: number;
  tenant?: unknown;
  title?: Localized<string>;
  contentUpdatedAt?: Localized<string>;
}

const NOT_FOUND: TranslationAnswer = { status: 404, body: { message: 'No such page, or not one of your sites.' } };

/**
 * The page with every language, as the signed-in editor may read it (their sites only; the newest draft), and its
 * site's languages in the site's order (the first is the default). Null when the editor may not read it.
 */
async function readPage(payload: Payload, user: TypedUser, pageId: number) {
  let page: PageAllLocales;
  try {
    page = (await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: false,
      user,
    })) as unknown as PageAllLocales;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
  const siteId = relationId(page.tenant);
  if (!siteId) return null;
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true });
  const languages = [...new Set((site.marketLanguages ?? []).map((entry) => entry.lang))];
  const versions: Record<string, LanguageVersion> = {};
  for (const lang of languages) {
    versions[lang] = {
      present: Boolean(page.title?.[lang]?.trim()),
      updatedAt: page.contentUpdatedAt?.[lang] ?? null,
    };
  }
  return { page, languages, versions };
}

/** GET: each language of the page's site as default / current / outdated / missing. */
export async function pageTranslations(payload: Payload, user: TypedUser, pageId: number): Promise<TranslationAnswer> {
  const read = await readPage(payload, user, pageId);
  if (!read) return NOT_FOUND;
  return {
    status: 200,
    body: { defaultLanguage: read.languages[0], languages: translationStatus(read.languages, read.versions) },
  };
}

interface PageInOneLocale {
  title?: string | null;
  slug?: string | null;
  description?: string | null;
  seo?: { title?: string | null } | null;
  layout?: unknown[] | null;
}

/**
 * POST: creates the page in a missing language of its site from the default language — title, slug, description,
 * search title and the whole layout — as a draft in that language (the published page and its other languages stay
 * as they are). Only the page's own editors (Payload's access rules of the user decide, as for any edit).
 */
export async function createTranslation(
  payload: Payload,
  user: TypedUser,
  pageId: number,
  target: string,
): Promise<TranslationAnswer> {
  const read = await readPage(payload, user, pageId);
  if (!read) return NOT_FOUND;
  const refused = copyTargetError(read.languages, read.versions, target);
  if (refused) return { status: refused.status, body: { message: refused.message } };
  const from = read.languages[0]!;
  const original = (await payload.findByID({
    collection: 'pages',
    id: pageId,
    locale: from as never,
    fallbackLocale: false as never,
    draft: true,
    depth: 0,
    overrideAccess: false,
    user,
  })) as unknown as PageInOneLocale;
  const data = {
    title: original.title,
    description: original.description ?? null,
    seo: { title: original.seo?.title ?? null },
    layout: withoutRowIds(original.layout ?? []),
    _status: 'draft' as const,
  };
  const save = (slug: string) =>
    payload.update({
      collection: 'pages',
      id: pageId,
      locale: target as never,
      draft: true,
      depth: 0,
      overrideAccess: false,
      user,
      data: { ...data, slug } as never,
    });
  const slug = original.slug ?? 'seite';
  try {
    await save(slug);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const clash = (error as { data?: { errors?: { path?: string }[] } }).data?.errors?.some((e) => e.path === 'slug');
    if (!clash) {
      const status = (error as { status?: number }).status;
      return status === 403 || status === 404 ? NOT_FOUND : { status: 400, body: { message: 'The copy was refused.' } };
    }
    // The slug is taken in that language: the copy gets the language as a suffix, for the editor to translate.
    await save(`${slug}-${target}`.slice(0, 100));
  }
  return { status: 201, body: { created: target } };
}
