import i18next, { type TFunction } from 'i18next';
import { FULL_LANGS, LANGS, messages, type FullLang, type Lang } from './messages/index.ts';

export { FULL_LANGS, LANGS, messages, type FullLang, type Lang };

const translators = new Map<Lang, TFunction>();

/**
 * A `t` function for one language, with the spec's dotted keys (`http.status.404.message`). Instances are
 * created once per language and reused; missing keys fall back to English (pl: to English outside `cookie`).
 */
export function getTranslator(lang: Lang): TFunction {
  const cached = translators.get(lang);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGS.map((l) => [l, { translation: messages[l] }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = instance.t.bind(instance) as TFunction;
  translators.set(lang, t);
  return t;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export { formatNumber } from './format.ts';
