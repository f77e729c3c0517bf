/**
 * Translation status of a page (pure): for each language of its site, whether the page exists in it, is missing, or
 * was last edited before the site's default language was — then the translation may lag behind the original.
 */
export type TranslationState = 'default' | 'current' | 'outdated' | 'missing';

export interface LanguageVersion {
  /** Whether the page has this language (its title is set in it). */
  present: boolean;
  /** When the page's content was last saved in this language (ISO); null when not known (saved before it was kept). */
  updatedAt: string | null;
}

export interface TranslationStatusRow {
  lang: string;
  state: TranslationState;
  updatedAt: string | null;
}

const time = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The status of each language, in the site's order; `languages[0]` is the default language. A translation whose
 * edit time, or the original's, is not known counts as current: nothing says it lags.
 */
export function translationStatus(
  languages: readonly string[],
  versions: Readonly<Record<string, LanguageVersion | undefined>>,
): TranslationStatusRow[] {
  const [defaultLang] = languages;
  const original = time(versions[defaultLang ?? '']?.updatedAt);
  return languages.map((lang) => {
    const version = versions[lang];
    const updatedAt = version?.updatedAt ?? null;
    if (lang === defaultLang) return { lang, state: 'default', updatedAt };
    if (!version?.present) return { lang, state: 'missing', updatedAt: null };
    const own = time(updatedAt);
    const state = original !== null && own !== null && own < original ? 'outdated' : 'current';
    return { lang, state, updatedAt };
  });
}

/** Which language a page may be created in from the default language: one of the site's, not the default, missing. */
export function copyTargetError(
  languages: readonly string[],
  versions: Readonly<Record<string, LanguageVersion | undefined>>,
  target: string,
): { status: 400 | 409; message: string } | null {
  const [defaultLang] = languages;
  if (!languages.includes(target)) return { status: 400, message: 'This site does not serve that language.' };
  if (target === defaultLang) return { status: 400, message: 'That is the default language itself.' };
  if (!versions[defaultLang ?? '']?.present)
    return { status: 409, message: 'The page has no content in the default language yet.' };
  if (versions[target]?.present) return { status: 409, message: 'The page already exists in that language.' };
  return null;
}

/**
 * A copy of a layout for another language: the same blocks without their row ids (each language keeps its own
 * rows), rich text left as it is.
 */
export function withoutRowIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutRowIds(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  // A rich-text (Lexical) state is kept whole.
  if ('root' in value) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'id') continue;
    copy[key] = withoutRowIds(inner);
  }
  return copy as T;
}
