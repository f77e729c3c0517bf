/**
 * The cookie consent dialog's texts as chunks of their own, one per language (and voice), for the browser: a page
 * carries none of them, and a visitor who has chosen never loads them. Each language's promise is kept, so the
 * dialog's texts load once per page; a failed load is forgotten, so the next opening tries again.
 */
import { deepMerge } from './merge.ts';
import type { Lang, Voice } from './messages/index.ts';
import type { CookieMessages } from './messages/cookie/en.ts';

export type { CookieMessages };

type Module<T> = Promise<{ default: T }>;

const CATALOGUES: Record<Lang, () => Module<CookieMessages>> = {
  de: () => import('./messages/cookie/de.ts'),
  en: () => import('./messages/cookie/en.ts'),
  fr: () => import('./messages/cookie/fr.ts'),
  es: () => import('./messages/cookie/es.ts'),
  pl: () => import('./messages/cookie/pl.ts'),
};

/** The informal voice's overlays (only German differs), as `messages/index.ts`'s `INFORMAL_MESSAGES`. */
const INFORMAL: Partial<Record<Lang, () => Module<object>>> = {
  de: () => import('./messages/cookie/de-informal.ts'),
};

const loading = new Map<string, Promise<CookieMessages>>();

/** The dialog texts of a language in a voice: `messagesFor(lang, voice).cookie`, loaded on demand. */
export function loadCookieTexts(lang: Lang, voice: Voice = 'formal'): Promise<CookieMessages> {
  const overlay = voice === 'informal' ? INFORMAL[lang] : undefined;
  const key = overlay ? `${lang}:informal` : lang;
  let texts = loading.get(key);
  if (!texts) {
    texts = Promise.all([CATALOGUES[lang](), overlay?.()]).then(([base, voiced]) =>
      voiced ? deepMerge(base.default, voiced.default) : base.default,
    );
    texts.catch(() => loading.delete(key));
    loading.set(key, texts);
  }
  return texts;
}
