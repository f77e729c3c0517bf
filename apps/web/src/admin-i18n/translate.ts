import type { Block, CollectionConfig, Config, Field, Plugin, Tab, Validate } from 'payload';
import { formatLabels, toWords } from 'payload/shared';
import { ADMIN_TEXTS, type Translations } from './texts';
import { messageTexts } from './texts/messages';

/**
 * The admin in the editors' languages. Our configs keep readable English labels, descriptions and validation
 * messages; this plugin replaces each with Payload's per-language object ({ en, de, fr, es }) from the dictionary
 * (texts/), keyed by the English text, and wraps our validators so their messages come in the editor's language.
 * Labels Payload would derive from a field name ("legalName" → "Legal Name") are derived here first, so they are
 * translated too.
 */

export const ADMIN_LANGUAGES = ['de', 'en', 'fr', 'es'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export type AdminTexts = Record<AdminLanguage, string>;

/** English texts the dictionary lacks, collected while configs are translated (a unit test keeps this empty). */
export const untranslated = new Set<string>();

/** Message keys with {placeholders}, as patterns: messages that carry a value (a path, a list of names). */
const templates = Object.keys(messageTexts)
  .filter((key) => /\{\w+\}/.test(key))
  .map((key) => {
    const names: string[] = [];
    const source = key
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  });

function lookup(english: string): { translations: Translations; values: Record<string, string> } | null {
  const exact = ADMIN_TEXTS[english];
  if (exact) return { translations: exact, values: {} };
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(english);
    if (match)
      return { translations: ADMIN_TEXTS[key]!, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return null;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** One English text in every admin language; a text the dictionary lacks stays English (and is noted). */
export function adminText(english: string): AdminTexts {
  const found = lookup(english);
  if (!found) {
    untranslated.add(english);
    return { en: english, de: english, fr: english, es: english };
  }
  const { translations, values } = found;
  return {
    en: english,
    de: fill(translations.de, values),
    fr: fill(translations.fr, values),
    es: fill(translations.es, values),
  };
}

/** A message in one editor's language (English for any language the admin does not offer). */
export function editorMessage(english: string, language: string | undefined): string {
  const texts = adminText(english);
  return (ADMIN_LANGUAGES as readonly string[]).includes(language ?? '') ? texts[language as AdminLanguage] : english;
}

/** A validator whose messages come in the language of the editor who saves (Payload's `req.i18n`). */
export function inEditorLanguage<T extends Validate>(validate: T): T {
  const wrapped: Validate = async (value, options) => {
    const result = await validate(value, options);
    return typeof result === 'string' ? editorMessage(result, options?.req?.i18n?.language) : result;
  };
  return wrapped as T;
}

const translatedLabel = <L>(label: L): L | AdminTexts => (typeof label === 'string' ? adminText(label) : label);

type Labels = { singular?: unknown; plural?: unknown } | undefined;
const translatedLabels = (labels: Labels, fallbackSlug: string) => {
  const base = labels ?? formatLabels(fallbackSlug);
  return { singular: translatedLabel(base.singular), plural: translatedLabel(base.plural) };
};

function translateAdmin<A extends { description?: unknown } | undefined>(admin: A): A {
  if (!admin || typeof admin.description !== 'string') return admin;
  return { ...admin, description: adminText(admin.description) };
}

function translateBlock(block: Block): Block {
  return {
    ...block,
    labels: translatedLabels(block.labels as Labels, block.slug) as Block['labels'],
    fields: translateFields(block.fields),
  };
}

function translateTab(tab: Tab): Tab {
  const label = tab.label ?? ('name' in tab && tab.name ? toWords(tab.name) : undefined);
  return {
    ...tab,
    ...(label !== undefined ? { label: translatedLabel(label) } : {}),
    ...(typeof tab.description === 'string' ? { description: adminText(tab.description) } : {}),
    fields: translateFields(tab.fields),
  } as Tab;
}

export function translateField(field: Field): Field {
  const next = { ...field } as Field & Record<string, unknown>;
  if (field.type !== 'ui' && ('label' in field || 'name' in field)) {
    const label = 'label' in field ? field.label : undefined;
    if (label === undefined && 'name' in field && field.name) next.label = adminText(toWords(field.name));
    else next.label = translatedLabel(label);
  }
  if ('admin' in field) next.admin = translateAdmin(field.admin as { description?: unknown }) as never;
  if ('validate' in field && typeof field.validate === 'function')
    next.validate = inEditorLanguage(field.validate as Validate) as never;
  if ('options' in field && Array.isArray(field.options)) {
    // An option shown as its own value is a code (e.g. a source type) and stays as it is.
    next.options = field.options.map((option) =>
      typeof option === 'object' && typeof option.label === 'string' && option.label !== option.value
        ? { ...option, label: adminText(option.label) }
        : option,
    ) as never;
  }
  if ((field.type === 'array' || field.type === 'blocks') && 'name' in field)
    next.labels = translatedLabels(field.labels as Labels, field.name) as never;
  if (field.type === 'blocks') next.blocks = field.blocks.map(translateBlock) as never;
  if ('fields' in field && Array.isArray(field.fields)) next.fields = translateFields(field.fields) as never;
  if (field.type === 'tabs') next.tabs = field.tabs.map(translateTab) as never;
  return next;
}

export const translateFields = (fields: Field[]): Field[] => fields.map(translateField);

export function translateCollection(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    labels: translatedLabels(collection.labels as Labels, collection.slug) as CollectionConfig['labels'],
    admin: translateAdmin(collection.admin),
    fields: translateFields(collection.fields),
  };
}

/**
 * The plugin: runs after the others (the multi-tenant plugin adds its site fields), over our collections only —
 * Payload's own (jobs, preferences, migrations) come translated already.
 */
export const adminTranslations =
  (slugs: readonly string[]): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      slugs.includes(collection.slug) ? translateCollection(collection) : collection,
    ),
  });
